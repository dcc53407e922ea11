import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { hashText } from '../util/hash-text.js';

/** node_modules/.cache/driftwatch of the nearest package above `cwd`, else the temp dir; one subfolder per scanned root. */
export function resolveCacheDir(cwd: string, root: string): string {
  let dir = cwd;
  let base = path.join(os.tmpdir(), 'driftwatch-cache');
  for (;;) {
    if (existsSync(path.join(dir, 'package.json'))) {
      base = path.join(dir, 'node_modules', '.cache', 'driftwatch');
      break;
    }
    const parent = path.dirname(dir);
    if (parent === dir) break;
    dir = parent;
  }
  return path.join(base, hashText(root).slice(0, 12));
}
