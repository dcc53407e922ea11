import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A short hash of the engine build a CLI runs (its bundle's code), so a resumed run measures again
 * only what an earlier run measured with another build.
 */
export function identifyEngine(cli) {
  const bundle = path.join(path.dirname(cli), '..', 'dist', 'bundle');
  const hash = createHash('sha1');
  if (existsSync(bundle)) {
    for (const name of readdirSync(bundle)
      .filter((n) => n.endsWith('.js'))
      .sort()) {
      hash.update(name).update(readFileSync(path.join(bundle, name)));
    }
  } else hash.update(readFileSync(cli));
  return hash.digest('hex').slice(0, 12);
}
