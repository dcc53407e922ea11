import {
  type DocSourcePageRow,
  type DocSourceRow,
  deleteDocSourcePagesExcept,
  listDocSourcePages,
  markDocSourcePagesFailed,
  upsertDocSourcePages,
} from '@driftwatch/db';
import type { ServerContext } from '../../server-context.js';
import { DocProviderError } from './doc-provider-reader.js';
import { openDocProviderReader } from './open-doc-provider-reader.js';
import { compactId } from './rendered-page.js';

/** Child pages are followed this deep below a page of the scope, and a source holds at most this many pages. */
const maxDepth = 5;
const maxPages = 2000;

export interface SyncResult {
  /** Pages read again because they changed (or were never read). */
  pagesSynced: number;
  /** Pages that could not be read, with why. */
  failures: Array<{ pageId: string; error: string }>;
  /** Every readable page of the source after the sync. */
  pages: DocSourcePageRow[];
}

/** Pages gone through so far, of the pages known so far (child pages add to the total as they are found). */
export type SyncProgress = (done: number, total: number) => void;

/**
 * Brings a source's page cache up to date: pages of the scope, and the pages under them, are
 * described (title, last edit) and only those whose last_edited_time changed are read again. A page
 * that disappeared is recorded on the page, not thrown; a refused token marks the integration
 * broken and throws DocProviderError unauthorized.
 */
export async function syncDocSource(
  context: ServerContext,
  source: DocSourceRow,
  onProgress: SyncProgress = () => {},
): Promise<SyncResult> {
  const opened = await openDocProviderReader(context, source.organizationId, source.provider);
  const cached = new Map(
    (await listDocSourcePages(context.db, [source.id])).map((row) => [compactId(row.pageId), row]),
  );
  const now = context.clock.now();
  const visited = new Set<string>();
  const failures: SyncResult['failures'] = [];
  let pagesSynced = 0;
  let done = 0;
  let round: Array<{ id: string; parent: string | null }> = source.pageIds.map((id) => ({
    id: compactId(id),
    parent: null,
  }));
  try {
    for (let depth = 0; depth <= maxDepth && round.length > 0; depth += 1) {
      const fresh = round.filter((entry) => !visited.has(entry.id)).slice(0, maxPages - visited.size);
      for (const entry of fresh) visited.add(entry.id);
      onProgress(done, visited.size);
      const described = await opened.reader.describePages(fresh.map((entry) => entry.id));
      const next: typeof round = [];
      for (const entry of fresh) {
        done += 1;
        const summary = described.get(entry.id);
        if (!summary || summary instanceof DocProviderError) {
          failures.push({ pageId: entry.id, error: summary?.message ?? 'The page could not be found.' });
          continue;
        }
        const known = cached.get(entry.id);
        const unchanged =
          known !== undefined &&
          known.error === null &&
          known.syncedAt !== null &&
          known.lastEditedTime?.getTime() === summary.lastEditedTime.getTime();
        if (unchanged) {
          for (const row of cached.values())
            if (row.parentPageId === entry.id) next.push({ id: compactId(row.pageId), parent: entry.id });
          continue;
        }
        const rendered = await opened.reader.readPage(summary);
        pagesSynced += 1;
        onProgress(done, visited.size);
        await upsertDocSourcePages(context.db, [
          {
            docSourceId: source.id,
            pageId: entry.id,
            parentPageId: entry.parent,
            title: summary.title,
            url: summary.url,
            lastEditedTime: summary.lastEditedTime,
            markdown: rendered.markdown,
            lineBlocks: rendered.lineBlocks,
            error: null,
            syncedAt: now,
          },
        ]);
        for (const child of rendered.childPageIds) next.push({ id: compactId(child), parent: entry.id });
      }
      round = next;
    }
  } catch (error) {
    await opened.reportFailure(error);
    throw error;
  }
  await markDocSourcePagesFailed(context.db, source.id, failures);
  await deleteDocSourcePagesExcept(context.db, source.id, [...visited]);
  const pages = (await listDocSourcePages(context.db, [source.id])).filter((page) => page.error === null);
  return { pagesSynced, failures, pages };
}
