import type { ExampleLanguage } from '../../docs/example-language.js';
import type { SymbolFact } from '../../facts/types.js';
import type { ProjectIndex } from '../../index/project-index.js';
import { filterByGoPackage, type TypeScope } from '../../languages/go/filter-by-go-package.js';

/** Languages whose qualifiers are types: Rust, Java, Kotlin, C#, Ruby and PHP. */
const TYPE_QUALIFIED = new Set<ExampleLanguage>(['rust', 'java', 'kotlin', 'csharp', 'ruby', 'php']);

/**
 * The declarations `q.name()` can mean. Rust, Java, Kotlin, C#, Ruby and PHP qualify associated
 * functions and statics by their type (`Client::new()`, `Client.builder()`): only that type's member is meant, never the
 * `new` of another type; a module or variable qualifier names nothing we can tell. Go qualifiers
 * are packages; Python and JavaScript qualifiers are not filtered.
 */
export function filterByQualifier(
  index: ProjectIndex,
  symbols: SymbolFact[],
  qualifier: string | undefined,
  scope: TypeScope,
): SymbolFact[] {
  if (TYPE_QUALIFIED.has(scope.language))
    return symbols.filter((s) => (qualifier ? s.container === qualifier : !s.container));
  return filterByGoPackage(index, symbols, qualifier, scope);
}
