import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * Whether git could find a repository for `dir` the way it does by itself: a `.git` folder or file
 * in the folder or one above it, or GIT_DIR set. A false answer spares starting git at all, which
 * costs more than the whole history pass for an unpacked tarball such as an npm package.
 */
export function hasGitDir(dir: string, env: NodeJS.ProcessEnv = process.env): boolean {
  if (env.GIT_DIR) return true;
  for (let current = path.resolve(dir); ; current = path.dirname(current)) {
    if (existsSync(path.join(current, '.git'))) return true;
    if (path.dirname(current) === current) return false;
  }
}
