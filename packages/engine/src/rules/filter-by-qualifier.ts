import type { SymbolFact } from '../facts/types.js';
import type { ProjectIndex } from '../index/project-index.js';
import { filterByGoPackage, type TypeScope } from './filter-by-go-package.js';

/**
 * The declarations `q.name()` can mean. Rust and Java qualify associated functions and statics by
 * their type (`Client::new()`, `Client.builder()`): only that type's member is meant, never the
 * `new` of another type; a module or variable qualifier names nothing we can tell. Go qualifiers
 * are packages; Python and JavaScript qualifiers are not filtered.
 */
export function filterByQualifier(
  index: ProjectIndex,
  symbols: SymbolFact[],
  qualifier: string | undefined,
  scope: TypeScope,
): SymbolFact[] {
  if (scope.language === 'rust' || scope.language === 'java')
    return symbols.filter((s) => (qualifier ? s.container === qualifier : !s.container));
  return filterByGoPackage(index, symbols, qualifier, scope);
}
