import type { ConfluenceSpacesResponse, confluenceSpacesQuerySchema } from '@driftwatch/contract';
import { nextCursor, readConfluenceList } from '@driftwatch/integrations/confluence';
import type { z } from 'zod';
import type { ServerContext } from '../../../server-context.js';
import { docProviderFailure } from '../doc-provider-failure.js';
import { openDocProviderReader } from '../open-doc-provider-reader.js';
import { confluenceSpaceObjectSchema } from './confluence-objects.js';
import { toDocProviderError } from './to-doc-provider-error.js';

/** The spaces the organization's Confluence connection can read, one v2 page at a time. */
export async function listConfluenceSpaces(
  context: ServerContext,
  organizationId: string,
  query: z.output<typeof confluenceSpacesQuerySchema>,
): Promise<ConfluenceSpacesResponse> {
  try {
    const opened = await openDocProviderReader(context, organizationId, 'confluence');
    try {
      if (!opened.confluence) throw new Error('The Confluence reader has no API');
      const { api, wikiUrl } = opened.confluence;
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
    } catch (error) {
      const failure = toDocProviderError(error);
      await opened.reportFailure(failure);
      throw failure;
    }
  } catch (error) {
    throw docProviderFailure(error);
  }
}
