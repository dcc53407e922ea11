import type { DocSourceRepositoriesResponse } from '@driftwatch/contract';
import { listDocSourceRepositories } from '@driftwatch/db';
import type { ServerContext } from '../../server-context.js';
import { requireDocSource } from './require-doc-source.js';

export async function listSourceRepositories(
  context: ServerContext,
  organizationId: string,
  docSourceId: string,
): Promise<DocSourceRepositoriesResponse> {
  await requireDocSource(context, organizationId, docSourceId);
  const linked = await listDocSourceRepositories(context.db, organizationId, docSourceId);
  return {
    repositories: linked.map(({ repository, linkedAt }) => ({
      id: repository.id,
      name: repository.name,
      fullName: repository.fullName,
      linkedAt: linkedAt.toISOString(),
    })),
  };
}
