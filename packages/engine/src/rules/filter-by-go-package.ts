import type { SymbolFact } from '../facts/types.js';
import type { ProjectIndex } from '../index/project-index.js';

const packagesByPath = new WeakMap<ProjectIndex, Map<string, string>>();

function goPackageOfPath(index: ProjectIndex): Map<string, string> {
  const known = packagesByPath.get(index);
  if (known) return known;
  const map = new Map<string, string>();
  for (const file of index.files)
    if (file.path.endsWith('.go') && file.module) map.set(file.path, file.module);
  packagesByPath.set(index, map);
  return map;
}

/**
 * `client.New()` calls the `New` of package client, not fiber's `New`: when the qualifier of a
 * call is one of the project's Go packages, only that package's symbols are candidates.
 */
export function filterByGoPackage(
  index: ProjectIndex,
  qualifier: string | undefined,
  symbols: SymbolFact[],
): SymbolFact[] {
  if (!qualifier) return symbols;
  const packages = goPackageOfPath(index);
  if (![...packages.values()].includes(qualifier)) return symbols;
  return symbols.filter(
    (s) => !s.location.path.endsWith('.go') || packages.get(s.location.path) === qualifier,
  );
}
