import type { DetectResponse, FolderListResponse, SuggestedConfigResponse } from '@driftwatch/contract';
import type { ServerContext } from '../../server-context.js';
import { defaultMapping } from './default-mapping.js';
import { gitFailure, openRepositoryHead } from './open-repository-head.js';

export async function detectRepository(
  context: ServerContext,
  organizationId: string,
  repositoryId: string,
): Promise<DetectResponse> {
  const head = await openRepositoryHead(context, organizationId, repositoryId);
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

/** A mapping proposed from the tree: its doc folders, main doc and the languages it contains. */
export async function suggestRepositoryConfig(
  context: ServerContext,
  organizationId: string,
  repositoryId: string,
): Promise<SuggestedConfigResponse> {
  const head = await openRepositoryHead(context, organizationId, repositoryId);
  const layout = await head.provider.detectLayout(head.checkout, head.sha).catch(gitFailure);
  const suggested = layout.suggestedMapping;
  const current = head.repository.mappingConfig;
  const reasons = [
    layout.docFolders.length > 0
      ? `Documentation folders found: ${layout.docFolders.join(', ')}.`
      : 'No documentation folder was found; Markdown files anywhere count as docs.',
    layout.mainDocFile ? `The main doc file is ${layout.mainDocFile}.` : 'No README was found at the root.',
    layout.languages.length > 0
      ? `Code languages by size: ${layout.languages.map((entry) => entry.language).join(', ')}.`
      : 'No code files in a known language were found.',
  ];
  return {
    commitSha: head.sha,
    mappingConfig: {
      ...defaultMapping(),
      ...current,
      docFolders: suggested.docFolders,
      mainDocFile: suggested.mainDocFile,
      codePatterns: suggested.codePatterns,
      docPatterns: suggested.docPatterns,
    },
    reasons,
  };
}

export async function listRepositoryFolders(
  context: ServerContext,
  organizationId: string,
  repositoryId: string,
  limit: number,
): Promise<FolderListResponse> {
  const head = await openRepositoryHead(context, organizationId, repositoryId);
  const listing = await head.provider.listFolders(head.checkout, head.sha, limit).catch(gitFailure);
  return { commitSha: head.sha, folders: listing.folders, truncated: listing.truncated };
}

export async function searchRepositoryFolders(
  context: ServerContext,
  organizationId: string,
  repositoryId: string,
  query: string,
  limit: number,
): Promise<FolderListResponse> {
  const head = await openRepositoryHead(context, organizationId, repositoryId);
  const listing = await head.provider.searchFolders(head.checkout, head.sha, query, limit).catch(gitFailure);
  return { commitSha: head.sha, folders: listing.folders, truncated: listing.truncated };
}
