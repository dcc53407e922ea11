import type { SuggestedConfigResponse } from '@driftwatch/contract';
import type { ServerContext } from '../../server-context.js';
import { defaultMapping } from './default-mapping.js';
import { gitFailure, openRepositoryHead } from './open-repository-head.js';
import type { RepositoryAddress } from './require-repository.js';

/** A mapping proposed from the tree: its doc folders, main doc and the languages it contains. */
export async function suggestRepositoryConfig(
  context: ServerContext,
  input: RepositoryAddress,
): Promise<SuggestedConfigResponse> {
  const head = await openRepositoryHead(context, input);
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
