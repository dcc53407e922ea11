import type { ExampleLanguage } from '../../docs/example-language.js';
import type { SymbolFact } from '../../facts/types.js';
import type { ProjectIndex } from '../../index/project-index.js';

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

/** The example's language, and the names its imports give project packages (`fc` for `fc "example.com/forecast"`). */
export interface TypeScope {
  language: ExampleLanguage;
  projectPackages: Set<string>;
  /**
   * Go structs the example declares around one embedded project type (`type MyMock struct{
   * mock.Mock }`): a value of one has that type's methods besides the ones the example writes.
   */
  embedding?: Map<string, string>;
}

/**
 * The declarations `pkg.New()` can mean in Go, where the qualifier is a package: those of the
 * project package of that name (`client.New()` is not `fiber.New()`), or any, when the example
 * imports a project package under that alias (`fc "example.com/forecast"`). Any other qualifier is
 * an outside package (`alice.New()`, `slog.New()`, `redisStore.New()`). Python and JavaScript
 * qualifiers (re-exporting packages, objects) are not filtered.
 */
export function filterByGoPackage(
  index: ProjectIndex,
  symbols: SymbolFact[],
  qualifier: string | undefined,
  scope: TypeScope,
): SymbolFact[] {
  if (!qualifier || scope.language !== 'go' || symbols.length === 0) return symbols;
  const own = symbols.filter((s) => moduleOf(index, s) === qualifier);
  if (own.length > 0 || index.modules.has(qualifier)) return own;
  return scope.projectPackages.has(qualifier) ? symbols : [];
}
