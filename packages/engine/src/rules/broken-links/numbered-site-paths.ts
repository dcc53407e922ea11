import type { ProjectIndex } from '../../index/project-index.js';

/** `1.guide`, `98.advanced.md`: Nuxt Content's ordering prefix, which the site's URLs leave out. */
const ORDER_PREFIX = /(^|\/)\d+\./g;

const cache = new WeakMap<ProjectIndex, Set<string>>();

/**
 * Files and folders as a Nuxt Content site serves them: `docs/4.examples/handle-cookie.md` is
 * `/examples/handle-cookie`, `docs/2.utils/` is `/utils`. Empty when no path carries such a prefix.
 */
export function numberedSitePaths(index: ProjectIndex): Set<string> {
  const cached = cache.get(index);
  if (cached) return cached;
  const paths = new Set<string>();
  for (const p of [...index.allFiles, ...index.dirs]) {
    const unnumbered = p.replace(ORDER_PREFIX, '$1');
    if (unnumbered !== p) paths.add(unnumbered);
  }
  cache.set(index, paths);
  return paths;
}
