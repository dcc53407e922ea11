import { z } from 'zod';
import type { ConfluenceApi, ConfluenceListPage } from './create-confluence-api.js';

const listSchema = z.object({
  results: z.array(z.unknown()),
  _links: z.object({ next: z.string().optional() }).optional(),
});

/** One page of a v2 list call, its items checked with `item`. */
export async function readConfluenceList<T>(
  api: ConfluenceApi,
  path: string,
  query: Record<string, string | number | undefined>,
  item: z.ZodType<T>,
): Promise<ConfluenceListPage<T>> {
  const answer = listSchema.parse(await api.get(path, query));
  return { results: z.array(item).parse(answer.results), next: answer._links?.next };
}

/** Every item of a v2 list call, following `_links.next` until the last page (at most `limit` items). */
export async function readWholeConfluenceList<T>(
  api: ConfluenceApi,
  path: string,
  query: Record<string, string | number | undefined>,
  item: z.ZodType<T>,
  limit = 5000,
): Promise<T[]> {
  const items: T[] = [];
  let page = await readConfluenceList(api, path, query, item);
  items.push(...page.results);
  while (page.next && items.length < limit) {
    const cursor = new URL(page.next, 'http://confluence.invalid').searchParams.get('cursor') ?? undefined;
    page = await readConfluenceList(api, path, { ...query, cursor }, item);
    items.push(...page.results);
  }
  return items.slice(0, limit);
}
