import type { DocSource } from '@driftwatch/contract';
import type { DocSourcePageRow, DocSourceRow } from '@driftwatch/db';
import { compactId } from './rendered-page.js';

/**
 * A source as the API shows it. `pages` lists the scope's pages in scope order (under the ids the
 * client chose them by) with what the last sync learned, then the child pages found under them.
 */
export function toDocSource(
  row: DocSourceRow,
  pages: readonly DocSourcePageRow[],
  repositoryIds: readonly string[],
): DocSource {
  const cached = new Map(pages.map((page) => [compactId(page.pageId), page]));
  const scope = new Set(row.pageIds.map(compactId));
  const view = (id: string, page: DocSourcePageRow | undefined) => ({
    id,
    title: page?.title || id,
    url: page?.url ?? null,
    lastEditedTime: page?.lastEditedTime?.toISOString() ?? null,
    error: page?.error ?? null,
  });
  return {
    id: row.id,
    name: row.name,
    provider: row.provider,
    scope: { pageIds: row.pageIds },
    schedule: { type: row.scheduleType, customCron: row.customCron },
    status: row.status,
    lastSyncAt: row.lastSyncAt?.toISOString() ?? null,
    lastError: row.lastError,
    pages: [
      ...row.pageIds.map((id) => view(id, cached.get(compactId(id)))),
      ...pages.filter((page) => !scope.has(compactId(page.pageId))).map((page) => view(page.pageId, page)),
    ],
    repositoryIds: [...repositoryIds],
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
