import type { ConfluenceSpacesResponse, confluenceSpacesQuerySchema } from '@driftwatch/contract';
import { nextCursor, readConfluenceList } from '@driftwatch/integrations/confluence';
import type { z } from 'zod';
import type { ServerContext } from '../../../server-context.js';
import { confluenceSpaceObjectSchema } from './confluence-objects.js';
import { withConfluenceApi } from './with-confluence-api.js';

/** The spaces the organization's Confluence connection can read, one v2 page at a time. */
export async function listConfluenceSpaces(
  context: ServerContext,
  organizationId: string,
  query: z.output<typeof confluenceSpacesQuerySchema>,
): Promise<ConfluenceSpacesResponse> {
  return withConfluenceApi(context, organizationId, async ({ api, wikiUrl }) => {
    const answer = await readConfluenceList(
      api,
      '/wiki/api/v2/spaces',
      { limit: query.limit, cursor: query.cursor, status: 'current', sort: 'name' },
      confluenceSpaceObjectSchema,
    );
    return {
      spaces: answer.results.map((space) => ({
        id: space.id,
        key: space.key,
        name: space.name,
        url: space._links?.webui ? `${wikiUrl}${space._links.webui}` : null,
      })),
      next_cursor: nextCursor(answer.next),
    };
  });
}
