import { GitError, type GitErrorCode } from './git-error.js';

interface FailurePattern {
  /** Remote patterns apply to clone, fetch and ls-remote; local ones to reading a checkout. */
  scope: 'remote' | 'local';
  code: GitErrorCode;
  pattern: RegExp;
  message: (target: string) => string;
}

// Checked in order: authentication is recognised before "not found" because hosts answer 404 for
// private repositories when no credentials are sent.
const patterns: FailurePattern[] = [
  {
    scope: 'remote',
    code: 'authentication_required',
    pattern: /terminal prompts disabled|could not read (username|password)|no credentials|askpass/i,
    // Hosts answer the same for a private repository and a missing one, so the message names both.
    message: (target) =>
      `${target} needs credentials or does not exist. Check the URL, or add an access token that can read it.`,
  },
  {
    scope: 'remote',
    code: 'authentication_failed',
    pattern:
      /authentication failed|invalid username or password|\b401\b|\b403\b|permission denied|access denied|host key verification failed|publickey/i,
    message: (target) =>
      `Access to ${target} was refused. Check that the token or key can read the repository.`,
  },
  {
    scope: 'remote',
    code: 'repository_not_found',
    pattern:
      /repository not found|does not appear to be a git repository|not a git repository|no such file or directory|\b404\b|not found|does not exist/i,
    message: (target) => `No git repository was found at ${target}.`,
  },
  {
    scope: 'remote',
    code: 'repository_not_found',
    pattern: /dubious ownership/i,
    message: (target) => `The server's git refuses to read ${target} because it belongs to another user.`,
  },
  {
    scope: 'remote',
    code: 'unreachable',
    pattern:
      /could not resolve host|failed to connect|connection refused|connection timed out|network is unreachable|couldn't connect|unable to access|could not read from remote|ssl|tls|connection reset|early eof/i,
    message: (target) => `Could not reach ${target}. Check the URL and the server's network access.`,
  },
  {
    scope: 'local',
    code: 'unknown_revision',
    pattern:
      /unknown revision|bad revision|bad object|not a valid object name|invalid object name|not a tree object|ambiguous argument|needed a single revision|not a valid ref/i,
    message: () => 'The requested commit or branch does not exist in the repository.',
  },
];

/** Turns git's exit and (already redacted) stderr into an error a person can act on. */
export function classifyGitFailure(
  scope: 'remote' | 'local',
  operation: string,
  target: string,
  stderr: string,
): GitError {
  const detail = stderr.trim().slice(0, 2000);
  for (const { scope: patternScope, code, pattern, message } of patterns) {
    if (patternScope === scope && pattern.test(detail)) return new GitError(code, message(target), detail);
  }
  return new GitError('git_failed', `git could not ${operation} ${target}.`, detail);
}
