import type { FolderListResponse } from '@driftwatch/contract';
import type { ServerContext } from '../../server-context.js';
import { gitFailure, openRepositoryHead } from './open-repository-head.js';
import type { RepositoryAddress } from './require-repository.js';

export async function searchRepositoryFolders(
  context: ServerContext,
  input: RepositoryAddress & { query: string; limit: number },
): Promise<FolderListResponse> {
  const head = await openRepositoryHead(context, input);
  const listing = await head.provider
    .searchFolders(head.checkout, head.sha, input.query, input.limit)
    .catch(gitFailure);
  return { commitSha: head.sha, folders: listing.folders, truncated: listing.truncated };
}
