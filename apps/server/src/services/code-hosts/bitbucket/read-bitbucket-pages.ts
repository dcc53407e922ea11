import type { BitbucketClient, BitbucketResponse } from '@driftwatch/integrations/bitbucket';
import type { z } from 'zod';
import { bitbucketPageSchema } from './bitbucket-objects.js';

/** Reads a Bitbucket list by following `next`, at most `maxPages` pages. */
export async function readBitbucketPages<Item extends z.ZodType>(
  client: BitbucketClient,
  first: Promise<BitbucketResponse>,
  item: Item,
  maxPages = 10,
): Promise<Array<z.infer<Item>>> {
  const schema = bitbucketPageSchema(item);
  let page = schema.parse((await first).data);
  const items = [...page.values];
  for (let read = 1; page.next && read < maxPages; read += 1) {
    page = schema.parse((await client.getNextPage({ next: page.next })).data);
    items.push(...page.values);
  }
  return items;
}
