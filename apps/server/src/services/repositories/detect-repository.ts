import type { DetectResponse } from '@driftwatch/contract';
import type { ServerContext } from '../../server-context.js';
import { gitFailure, openRepositoryHead } from './open-repository-head.js';
import type { RepositoryAddress } from './require-repository.js';

export async function detectRepository(
  context: ServerContext,
  input: RepositoryAddress,
): Promise<DetectResponse> {
  const head = await openRepositoryHead(context, input);
  const layout = await head.provider.detectLayout(head.checkout, head.sha).catch(gitFailure);
  return {
    commitSha: head.sha,
    defaultBranch: head.repository.defaultBranch,
    primaryLanguage: layout.primaryLanguage,
    languages: layout.languages,
    docFolders: layout.docFolders,
    mainDocFile: layout.mainDocFile,
    codeFileCount: layout.codeFileCount,
    docFileCount: layout.docFileCount,
  };
}
