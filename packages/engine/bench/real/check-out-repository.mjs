import { existsSync } from 'node:fs';
import path from 'node:path';
import { gitIn } from './git-in.mjs';

/**
 * Brings one repository of the list to its commit, in a folder of its own under `workDir`: cloned
 * once (from a local mirror of bare repositories when one holds it, `<mirrors>/<owner>+<name>/repo`,
 * else from GitHub), then reused by later runs, forced back to the commit and cleaned of anything a
 * stopped run planted. Full history is kept: the scan reads it for renames and removals.
 */
export function checkOutRepository(entry, workDir, mirrors) {
  const slug = entry.repo.replace('/', '+');
  const dir = path.join(workDir, slug);
  if (!existsSync(path.join(dir, '.git'))) {
    const mirror = mirrors ? path.join(mirrors, slug, 'repo') : undefined;
    const source = mirror && existsSync(mirror) ? mirror : `https://github.com/${entry.repo}.git`;
    gitIn(workDir, 'clone', '--quiet', '--no-checkout', source, dir);
  }
  gitIn(dir, 'checkout', '--quiet', '--force', '--detach', entry.commit);
  gitIn(dir, 'clean', '-fdxq');
  return dir;
}
