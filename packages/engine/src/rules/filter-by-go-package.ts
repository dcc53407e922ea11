import type { ExampleLanguage } from '../docs/example-language.js';
import type { SymbolFact } from '../facts/types.js';
import type { ProjectIndex } from '../index/project-index.js';
import { declaredTypeOf } from './resolve-api.js';

const modulesByPath = new WeakMap<ProjectIndex, Map<string, string>>();

/** Go package or Python module name of the file declaring `symbol`. */
function moduleOf(index: ProjectIndex, symbol: SymbolFact): string | undefined {
  let byPath = modulesByPath.get(index);
  if (!byPath) {
    byPath = new Map(index.files.flatMap((f) => (f.module ? [[f.path, f.module] as const] : [])));
    modulesByPath.set(index, byPath);
  }
  return byPath.get(symbol.location.path)?.split('.').pop();
}

/**
 * The declarations `pkg.New()` can mean in Go, where the qualifier is a package: those of the
 * project package of that name (`client.New()` is not `fiber.New()`). Under an import alias or an
 * outside package (`redisStore.New()`, `html.New()`), several declarations that disagree on what
 * they return say nothing. Python and JavaScript qualifiers (re-exporting packages, objects) are
 * not filtered.
 */
export function filterByGoPackage(
  index: ProjectIndex,
  symbols: SymbolFact[],
  qualifier: string | undefined,
  language: ExampleLanguage,
): SymbolFact[] {
  if (!qualifier || language !== 'go' || symbols.length === 0) return symbols;
  const own = symbols.filter((s) => moduleOf(index, s) === qualifier);
  if (own.length > 0 || index.modules.has(qualifier)) return own;
  const types = new Set(symbols.map((s) => declaredTypeOf(index, s)));
  return types.size === 1 ? symbols : [];
}
