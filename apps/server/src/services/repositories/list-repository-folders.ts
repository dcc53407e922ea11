import type { FolderListResponse } from '@driftwatch/contract';
import type { ServerContext } from '../../server-context.js';
import { gitFailure, openRepositoryHead } from './open-repository-head.js';
import type { RepositoryAddress } from './require-repository.js';

export async function listRepositoryFolders(
  context: ServerContext,
  input: RepositoryAddress & { limit: number },
): Promise<FolderListResponse> {
  const head = await openRepositoryHead(context, input);
  const listing = await head.provider.listFolders(head.checkout, head.sha, input.limit).catch(gitFailure);
  return { commitSha: head.sha, folders: listing.folders, truncated: listing.truncated };
}
