import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * A short hash of this harness's own code (every script beside this one), so a result measured by
 * another version of the harness (other plants, other labels, another silent-skip rule) is measured
 * again instead of being kept as if nothing had changed.
 */
export function identifyHarness() {
  const hash = createHash('sha1');
  for (const name of readdirSync(here)
    .filter((n) => n.endsWith('.mjs'))
    .sort()) {
    hash.update(name).update(readFileSync(path.join(here, name)));
  }
  return hash.digest('hex').slice(0, 12);
}
