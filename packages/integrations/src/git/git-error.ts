/**
 * Why a git operation failed. Messages are written for the person who connected the repository and
 * never contain credentials; `detail` holds git's own (redacted) output for the logs.
 */
export type GitErrorCode =
  | 'invalid_location'
  | 'local_paths_disabled'
  | 'credentials_not_allowed'
  | 'repository_not_found'
  | 'authentication_required'
  | 'authentication_failed'
  | 'unreachable'
  | 'timeout'
  | 'unknown_revision'
  | 'empty_repository'
  | 'invalid_argument'
  | 'git_unavailable'
  | 'git_failed';

/** Codes where trying again later can help (network trouble), as opposed to a wrong URL or token. */
const retryableCodes: ReadonlySet<GitErrorCode> = new Set(['unreachable', 'timeout', 'git_failed']);

export class GitError extends Error {
  readonly code: GitErrorCode;
  readonly detail: string;
  readonly retryable: boolean;

  constructor(code: GitErrorCode, message: string, detail = '') {
    super(message);
    this.name = 'GitError';
    this.code = code;
    this.detail = detail;
    this.retryable = retryableCodes.has(code);
  }
}
