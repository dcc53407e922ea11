import type { RepositoryDocSourcesResponse } from '@driftwatch/contract';
import { listDocSourceLinks, listDocSources } from '@driftwatch/db';
import type { ServerContext } from '../../server-context.js';
import { requireRepository } from '../repositories/require-repository.js';
import { loadDocSources } from './load-doc-sources.js';

/** The sources linked to a repository (its card's external docs section). */
export async function listRepositoryDocSources(
  context: ServerContext,
  organizationId: string,
  repositoryId: string,
): Promise<RepositoryDocSourcesResponse> {
  await requireRepository(context, { organizationId, repositoryId });
  const links = await listDocSourceLinks(context.db, organizationId);
  const linked = new Set(
    links.filter((link) => link.repositoryId === repositoryId).map((link) => link.docSourceId),
  );
  const rows = (await listDocSources(context.db, organizationId)).filter((row) => linked.has(row.id));
  return { docSources: await loadDocSources(context, organizationId, rows) };
}
