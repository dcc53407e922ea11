import type { Node } from 'web-tree-sitter';
import type { ImportFact } from '../../facts/types.js';
import { goString } from './go-syntax.js';

/** The name a package is used by when imported without an alias: the last path element, minus a /vN suffix. */
function defaultPackageName(importPath: string): string {
  const parts = importPath.split('/');
  let last = parts.pop() ?? importPath;
  if (/^v\d+$/.test(last) && parts.length > 0) last = parts.pop() ?? last;
  return last
    .replace(/\.v\d+$/, '')
    .replace(/^go-/, '')
    .replace(/-go$/, '')
    .replace(/[^\w]/g, '');
}

/** Import specs: facts plus the local package name -> import path map used to resolve `pkg.Name`. */
export function goImports(specs: Node[]): { imports: ImportFact[]; packages: Map<string, string> } {
  const imports: ImportFact[] = [];
  const packages = new Map<string, string>();
  for (const spec of specs) {
    const source = goString(spec.childForFieldName('path'));
    if (source === undefined) continue;
    const alias = spec.childForFieldName('name')?.text;
    imports.push({ source, names: ['*'] });
    if (alias !== '_' && alias !== '.') packages.set(alias ?? defaultPackageName(source), source);
  }
  return { imports, packages };
}
