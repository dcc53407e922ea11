import type { DocSource } from '@driftwatch/contract';
import { type DocSourceRow, listDocSourceLinks, listDocSourcePages } from '@driftwatch/db';
import type { ServerContext } from '../../server-context.js';
import { toDocSource } from './to-doc-source.js';

/** Sources with their cached pages and linked repositories, in two queries whatever their number. */
export async function loadDocSources(
  context: ServerContext,
  organizationId: string,
  rows: readonly DocSourceRow[],
): Promise<DocSource[]> {
  const [pages, links] = await Promise.all([
    listDocSourcePages(
      context.db,
      rows.map((row) => row.id),
    ),
    listDocSourceLinks(context.db, organizationId),
  ]);
  return rows.map((row) =>
    toDocSource(
      row,
      pages.filter((page) => page.docSourceId === row.id),
      links.filter((link) => link.docSourceId === row.id).map((link) => link.repositoryId),
    ),
  );
}
