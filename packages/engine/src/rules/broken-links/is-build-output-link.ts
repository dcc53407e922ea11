import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ProjectIndex } from '../../index/project-index.js';

/** `documentation build src -f html -o build/api-docs`, `typedoc --out docs/api`, `jsdoc -d out`. */
const OUTPUT_FLAG =
  /(?:^|\s)(?:-o|-d|--out|--output|--out-dir|--outdir|--destination)(?:\s+|=)['"]?([\w./-]+)/g;

const cache = new WeakMap<ProjectIndex, Set<string>>();

/** Last folder names of the outputs the root package.json's scripts write (`api-docs`). */
function scriptOutputFolders(index: ProjectIndex): Set<string> {
  const cached = cache.get(index);
  if (cached) return cached;
  const folders = new Set<string>();
  try {
    const manifest = JSON.parse(readFileSync(path.join(index.root, 'package.json'), 'utf8')) as {
      scripts?: Record<string, unknown>;
    };
    for (const script of Object.values(manifest.scripts ?? {})) {
      if (typeof script !== 'string') continue;
      for (const m of script.matchAll(OUTPUT_FLAG)) {
        const last = m[1]?.replace(/\/+$/, '').split('/').pop();
        // A file output (`-o bundle.js`) names no folder of pages.
        if (last && !last.includes('.')) folders.add(last);
      }
    }
  } catch {
    // No root package.json, or not JSON: no build outputs known.
  }
  cache.set(index, folders);
  return folders;
}

/**
 * A link to an HTML page inside a folder one of the package's scripts generates (`api-docs/index.html`
 * when `npm run api-docs` writes `build/api-docs`): the page exists on the built site only.
 */
export function isBuildOutputLink(index: ProjectIndex, target: string): boolean {
  if (!/\.html?$/.test(target)) return false;
  const folders = scriptOutputFolders(index);
  return target.split('/').some((segment) => folders.has(segment));
}
