import type { NotionPage, NotionPagesResponse, notionPagesQuerySchema } from '@driftwatch/contract';
import { isFullPage, type PageObjectResponse } from '@notionhq/client';
import type { z } from 'zod';
import type { ServerContext } from '../../../server-context.js';
import { docProviderFailure } from '../doc-provider-failure.js';
import { openDocProviderReader } from '../open-doc-provider-reader.js';
import { notionPageTitle } from './notion-page-title.js';
import { toDocProviderError } from './to-doc-provider-error.js';

function toNotionPage(page: PageObjectResponse): NotionPage {
  return {
    id: page.id,
    title: notionPageTitle(page),
    url: page.url,
    lastEditedTime: new Date(page.last_edited_time).toISOString(),
    parentId: page.parent.type === 'page_id' ? page.parent.page_id : null,
    icon: page.icon?.type === 'emoji' ? page.icon.emoji : null,
  };
}

/** The pages the organization's Notion integration can see, one search page at a time. */
export async function listNotionPages(
  context: ServerContext,
  organizationId: string,
  query: z.output<typeof notionPagesQuerySchema>,
): Promise<NotionPagesResponse> {
  try {
    const opened = await openDocProviderReader(context, organizationId, 'notion');
    const client = opened.notion;
    if (!client) throw new Error('The Notion reader has no client');
    try {
      const answer = await client.search({
        filter: { property: 'object', value: 'page' },
        page_size: query.page_size,
        ...(query.cursor ? { start_cursor: query.cursor } : {}),
        ...(query.query ? { query: query.query } : {}),
      });
      const pages = answer.results.flatMap((page) =>
        page.object === 'page' && isFullPage(page) && !page.in_trash ? [toNotionPage(page)] : [],
      );
      return { pages, next_cursor: answer.has_more ? answer.next_cursor : null, has_more: answer.has_more };
    } catch (error) {
      const failure = toDocProviderError(error);
      await opened.reportFailure(failure);
      throw failure;
    }
  } catch (error) {
    throw docProviderFailure(error);
  }
}
