import { GitError } from './git-error.js';

/**
 * Accepts a commit sha (full or abbreviated) or a branch/tag name, so a value from a request can never
 * be read by git as an option or a range.
 */
export function validateRevision(revision: string): string {
  const value = revision.trim();
  const looksSafe =
    /^[A-Za-z0-9][A-Za-z0-9._/-]{0,254}$/.test(value) &&
    !value.includes('..') &&
    !value.includes('//') &&
    !value.endsWith('/') &&
    !value.endsWith('.lock') &&
    !value.endsWith('.');
  if (!looksSafe) throw new GitError('invalid_argument', 'The commit or branch name is not valid.');
  return value;
}
