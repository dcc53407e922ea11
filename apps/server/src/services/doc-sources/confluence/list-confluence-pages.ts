import type { ConfluencePagesResponse, confluencePagesQuerySchema } from '@driftwatch/contract';
import { nextCursor, readConfluenceList } from '@driftwatch/integrations/confluence';
import type { z } from 'zod';
import type { ServerContext } from '../../../server-context.js';
import { confluencePageObjectSchema, confluencePageUrl } from './confluence-objects.js';
import { withConfluenceApi } from './with-confluence-api.js';

/** A space's current pages (every depth), one v2 page of results at a time. */
export async function listConfluencePages(
  context: ServerContext,
  organizationId: string,
  query: z.output<typeof confluencePagesQuerySchema>,
): Promise<ConfluencePagesResponse> {
  return withConfluenceApi(context, organizationId, async ({ api, wikiUrl }) => {
    const answer = await readConfluenceList(
      api,
      `/wiki/api/v2/spaces/${query.space_id}/pages`,
      { limit: query.limit, cursor: query.cursor, status: 'current', depth: 'all', sort: 'title' },
      confluencePageObjectSchema,
    );
    const next = nextCursor(answer.next);
    return {
      pages: answer.results.map((page) => ({
        id: page.id,
        title: page.title,
        url: confluencePageUrl(wikiUrl, page),
        spaceId: page.spaceId,
        parentId: page.parentId ?? null,
        lastEditedTime: new Date(page.version.createdAt).toISOString(),
        version: page.version.number,
      })),
      next_cursor: next,
      has_more: next !== null,
    };
  });
}
