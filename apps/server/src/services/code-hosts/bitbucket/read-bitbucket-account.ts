import type { BitbucketClient } from '@driftwatch/integrations/bitbucket';
import type { z } from 'zod';
import { bitbucketAccountSchema } from './bitbucket-objects.js';

export type BitbucketAccount = z.infer<typeof bitbucketAccountSchema>;

/** The account a token acts as (for an access token, the bot user Bitbucket made for it). */
export async function readBitbucketAccount(client: BitbucketClient): Promise<BitbucketAccount> {
  return bitbucketAccountSchema.parse((await client.user.get({})).data);
}

/** The name people know the account by: the nickname, else the display name. */
export function bitbucketAccountName(account: BitbucketAccount): string | null {
  return account.nickname ?? account.username ?? account.display_name ?? null;
}
