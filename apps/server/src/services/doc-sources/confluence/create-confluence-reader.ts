import { readWholeConfluenceList } from '@driftwatch/integrations/confluence';
import { type DocPageSummary, DocProviderError, type DocProviderReader } from '../doc-provider-reader.js';
import {
  type ConfluencePageObject,
  confluenceChildPageSchema,
  confluencePageObjectSchema,
  confluencePageUrl,
  confluencePageWithBodySchema,
} from './confluence-objects.js';
import type { OpenedConfluence } from './open-confluence-api.js';
import { renderConfluenceStorage } from './render-confluence-storage.js';
import { toDocProviderError } from './to-doc-provider-error.js';

/** The v2 API takes at most 250 page ids per request. */
const idsPerRequest = 250;

async function call<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw toDocProviderError(error);
  }
}

function summary(wikiUrl: string, page: ConfluencePageObject): DocPageSummary {
  return {
    id: page.id,
    title: page.title,
    url: confluencePageUrl(wikiUrl, page),
    // A new version (an edit, a restore) always has a later createdAt than the one before it.
    lastEditedTime: new Date(page.version.createdAt),
  };
}

/**
 * Confluence Cloud through its v2 REST API. Pages are described in batches by id (a page the
 * answer leaves out was deleted, trashed or hidden from the account); a page is read as storage
 * format, and its child pages are read as pages of their own.
 */
export function createConfluenceReader({ api, wikiUrl }: OpenedConfluence): DocProviderReader {
  return {
    async describePages(pageIds) {
      const found = new Map<string, DocPageSummary | DocProviderError>();
      for (let start = 0; start < pageIds.length; start += idsPerRequest) {
        const ids = pageIds.slice(start, start + idsPerRequest);
        const pages = await call(() =>
          readWholeConfluenceList(
            api,
            '/wiki/api/v2/pages',
            { id: ids.join(','), limit: idsPerRequest },
            confluencePageObjectSchema,
          ),
        );
        for (const page of pages)
          if (page.status === 'current' || page.status === 'archived')
            found.set(page.id, summary(wikiUrl, page));
      }
      for (const id of pageIds)
        if (!found.has(id))
          found.set(
            id,
            new DocProviderError(
              'not_found',
              'The page was deleted, or the Confluence account can no longer see it.',
            ),
          );
      return found;
    },

    async readPage(page) {
      const answer = await call(async () =>
        confluencePageWithBodySchema.parse(
          await api.get(`/wiki/api/v2/pages/${encodeURIComponent(page.id)}`, { 'body-format': 'storage' }),
        ),
      );
      const children = await call(() =>
        readWholeConfluenceList(
          api,
          `/wiki/api/v2/pages/${encodeURIComponent(page.id)}/children`,
          { limit: idsPerRequest },
          confluenceChildPageSchema,
        ),
      );
      const rendered = renderConfluenceStorage(page.title, answer.body.storage?.value ?? '');
      return { ...rendered, childPageIds: children.map((child) => child.id) };
    },
  };
}
