import type { ProjectIndex } from '../../index/project-index.js';

const packageNames = new WeakMap<ProjectIndex, Map<string, Set<string>>>();

/**
 * The top-level names each Go package of the project declares (functions, types, constants,
 * variables), by package name; packages of the same name in several folders are merged, since an
 * example's `logger.X` could mean either. Tests are not the package's API.
 */
export function readGoPackageNames(index: ProjectIndex): Map<string, Set<string>> {
  const known = packageNames.get(index);
  if (known) return known;
  const byPackage = new Map<string, Set<string>>();
  for (const file of index.files) {
    if (!file.path.endsWith('.go') || file.path.endsWith('_test.go') || !file.module) continue;
    const names = byPackage.get(file.module) ?? new Set<string>();
    for (const symbol of file.symbols) if (!symbol.container) names.add(symbol.name);
    byPackage.set(file.module, names);
  }
  packageNames.set(index, byPackage);
  return byPackage;
}
