import type { ConfluencePagesResponse, confluencePagesQuerySchema } from '@driftwatch/contract';
import { nextCursor, readConfluenceList } from '@driftwatch/integrations/confluence';
import type { z } from 'zod';
import type { ServerContext } from '../../../server-context.js';
import { docProviderFailure } from '../doc-provider-failure.js';
import { openDocProviderReader } from '../open-doc-provider-reader.js';
import { confluencePageObjectSchema, confluencePageUrl } from './confluence-objects.js';
import { toDocProviderError } from './to-doc-provider-error.js';

/** A space's current pages (every depth), one v2 page of results at a time. */
export async function listConfluencePages(
  context: ServerContext,
  organizationId: string,
  query: z.output<typeof confluencePagesQuerySchema>,
): Promise<ConfluencePagesResponse> {
  try {
    const opened = await openDocProviderReader(context, organizationId, 'confluence');
    try {
      if (!opened.confluence) throw new Error('The Confluence reader has no API');
      const { api, wikiUrl } = opened.confluence;
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
    } catch (error) {
      const failure = toDocProviderError(error);
      await opened.reportFailure(failure);
      throw failure;
    }
  } catch (error) {
    throw docProviderFailure(error);
  }
}
