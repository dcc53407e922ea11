import type { RepositoryDocSourcesResponse } from '@driftwatch/contract';
import { linkDocSourceRepository, unlinkDocSourceRepository } from '@driftwatch/db';
import { notFound } from '../../http/app-error.js';
import type { ServerContext } from '../../server-context.js';
import { requireRepository } from '../repositories/require-repository.js';
import { listRepositoryDocSources } from './list-repository-doc-sources.js';
import { requireDocSource } from './require-doc-source.js';

/**
 * Links a source to a repository (its pages are checked against that code from the next scan on)
 * or unlinks it (its issues there go). Answers the repository's sources after the change.
 */
export async function setRepositoryLink(
  context: ServerContext,
  input: { organizationId: string; repositoryId: string; docSourceId: string; linked: boolean },
): Promise<RepositoryDocSourcesResponse> {
  const { organizationId, repositoryId, docSourceId } = input;
  await requireRepository(context, { organizationId, repositoryId });
  await requireDocSource(context, organizationId, docSourceId);
  const values = { organizationId, repositoryId, docSourceId };
  if (input.linked) await linkDocSourceRepository(context.db, values);
  else if (!(await unlinkDocSourceRepository(context.db, values))) throw notFound();
  return listRepositoryDocSources(context, organizationId, repositoryId);
}
