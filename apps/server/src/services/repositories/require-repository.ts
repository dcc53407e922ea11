import { findRepository, type RepositoryRow } from '@driftwatch/db';
import { notFound } from '../../http/app-error.js';
import type { ServerContext } from '../../server-context.js';

export interface RepositoryAddress {
  organizationId: string;
  repositoryId: string;
}

/** The organization's repository, or a 404 (also for another organization's repository). */
export async function requireRepository(
  context: ServerContext,
  { organizationId, repositoryId }: RepositoryAddress,
): Promise<RepositoryRow> {
  const repository = await findRepository(context.db, organizationId, repositoryId);
  if (!repository) throw notFound();
  return repository;
}
