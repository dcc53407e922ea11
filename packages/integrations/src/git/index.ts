export { buildCommitWebUrl } from './build-commit-web-url.js';
export { type CreateGitProviderOptions, createGitProvider } from './create-git-provider.js';
export { detectLanguage } from './detect-language.js';
export { defaultIntroducingCommitLimits } from './find-introducing-commits.js';
export { GitError, type GitErrorCode } from './git-error.js';
export { defaultFolderLimit } from './list-commit-folders.js';
export {
  type MaterializedSample,
  type MaterializeSampleOptions,
  materializeSampleRepository,
} from './materialize-sample-repository.js';
export { type ParseLocationOptions, parseRepositoryLocation } from './parse-repository-location.js';
export { defaultDiffLimits } from './read-commit-diff.js';
export {
  defaultSamplesDir,
  listSampleRepositories,
  readSampleManifest,
  type SampleCommit,
  type SampleManifest,
} from './read-sample-manifest.js';
export { redactSecrets } from './redact-secrets.js';
export type * from './repository-provider.js';
export { literalPattern, routePatterns, slugPattern, wordPattern } from './search-patterns.js';
