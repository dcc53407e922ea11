import { join } from 'node:path';
import { GitError } from './git-error.js';

/** Where the provider keeps one repository: its bare clone and the work trees made for scans. */
export interface CheckoutPaths {
  gitDir: string;
  worktreesDir: string;
}

/** Keys become folder names, so only plain names (e.g. a repository id) are accepted. */
export function checkoutPaths(checkoutsDir: string, key: string): CheckoutPaths {
  if (!/^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/.test(key) || key.includes('..')) {
    throw new GitError('invalid_argument', 'The checkout key must be a plain name such as a repository id.');
  }
  return { gitDir: join(checkoutsDir, `${key}.git`), worktreesDir: join(checkoutsDir, `${key}.worktrees`) };
}
