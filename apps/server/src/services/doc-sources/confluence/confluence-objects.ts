import { z } from 'zod';

/** A page as Confluence's v2 API lists it (GET /pages, /spaces/{id}/pages). */
export const confluencePageObjectSchema = z.object({
  id: z.string(),
  title: z.string(),
  status: z.string(),
  spaceId: z.string(),
  parentId: z.string().nullish(),
  version: z.object({ number: z.number().int(), createdAt: z.string() }),
  _links: z.object({ webui: z.string().optional() }).optional(),
});
export type ConfluencePageObject = z.infer<typeof confluencePageObjectSchema>;

/** GET /pages/{id}?body-format=storage: the page with its storage-format body. */
export const confluencePageWithBodySchema = confluencePageObjectSchema.extend({
  body: z.object({ storage: z.object({ value: z.string() }).optional() }),
});

/** GET /pages/{id}/children: the page's direct child pages. */
export const confluenceChildPageSchema = z.object({ id: z.string(), title: z.string() });

/** GET /spaces: a space. */
export const confluenceSpaceObjectSchema = z.object({
  id: z.string(),
  key: z.string(),
  name: z.string(),
  _links: z.object({ webui: z.string().optional() }).optional(),
});

/** The page's address in the Confluence web app, from its `_links.webui` path. */
export function confluencePageUrl(wikiUrl: string, page: ConfluencePageObject): string {
  const path = page._links?.webui ?? `/pages/viewpage.action?pageId=${page.id}`;
  return `${wikiUrl}${path}`;
}
