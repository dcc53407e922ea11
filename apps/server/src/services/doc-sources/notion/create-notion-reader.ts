import { type Client, isFullBlock, isFullPage, type PageObjectResponse } from '@notionhq/client';
import { type DocPageSummary, DocProviderError, type DocProviderReader } from '../doc-provider-reader.js';
import { compactId } from '../rendered-page.js';
import { notionPageTitle } from './notion-page-title.js';
import { type NotionBlockNode, renderNotionBlocks } from './render-notion-blocks.js';
import { toDocProviderError } from './to-doc-provider-error.js';

function summary(page: PageObjectResponse): DocPageSummary {
  return {
    id: page.id,
    title: notionPageTitle(page),
    url: page.url,
    lastEditedTime: new Date(page.last_edited_time),
  };
}

/** Runs a Notion call, turning its documented errors into DocProviderErrors. */
async function call<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw toDocProviderError(error);
  }
}

/** Child pages and databases are pages of their own; their content is not part of this page. */
function readsChildren(node: { type: string; has_children: boolean }): boolean {
  return node.has_children && node.type !== 'child_page' && node.type !== 'child_database';
}

async function readChildren(client: Client, blockId: string): Promise<NotionBlockNode[]> {
  const nodes: NotionBlockNode[] = [];
  let cursor: string | undefined;
  do {
    const answer = await call(() =>
      client.blocks.children.list({
        block_id: blockId,
        page_size: 100,
        ...(cursor ? { start_cursor: cursor } : {}),
      }),
    );
    for (const block of answer.results) {
      if (!isFullBlock(block)) continue;
      nodes.push({ block, children: readsChildren(block) ? await readChildren(client, block.id) : [] });
    }
    cursor = answer.has_more && answer.next_cursor ? answer.next_cursor : undefined;
  } while (cursor);
  return nodes;
}

/**
 * Notion through its official client. Page descriptions come from search (100 pages a request)
 * until every wanted page is seen; a page search does not show is asked for by id, which tells a
 * deleted or unshared page (object_not_found) from one search has not indexed yet.
 */
export function createNotionReader(client: Client): DocProviderReader {
  return {
    async describePages(pageIds) {
      const wanted = new Set(pageIds.map(compactId));
      const found = new Map<string, DocPageSummary | DocProviderError>();
      let cursor: string | undefined;
      do {
        const answer = await call(() =>
          client.search({
            filter: { property: 'object', value: 'page' },
            page_size: 100,
            ...(cursor ? { start_cursor: cursor } : {}),
          }),
        );
        for (const page of answer.results) {
          const id = compactId(page.id);
          if (page.object === 'page' && isFullPage(page) && wanted.has(id) && !page.in_trash)
            found.set(id, summary(page));
        }
        cursor = answer.has_more && answer.next_cursor ? answer.next_cursor : undefined;
      } while (cursor && found.size < wanted.size);
      for (const id of wanted) {
        if (found.has(id)) continue;
        try {
          const page = await call(() => client.pages.retrieve({ page_id: id }));
          if (isFullPage(page) && !page.in_trash) found.set(id, summary(page));
          else found.set(id, new DocProviderError('not_found', 'The page is in the Notion trash.'));
        } catch (error) {
          if (!(error instanceof DocProviderError && error.code === 'not_found')) throw error;
          found.set(id, error);
        }
      }
      return found;
    },

    async readPage(page) {
      const nodes = await readChildren(client, page.id);
      return renderNotionBlocks(page.title, page.id, nodes);
    },
  };
}
