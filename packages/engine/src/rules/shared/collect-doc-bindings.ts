import { exampleLanguage } from '../../docs/example-language.js';
import type { ProjectIndex } from '../../index/project-index.js';
import type { DocFile } from '../../model/doc.js';
import { calleeReturnType } from './callee-return-type.js';
import { isProjectSource } from './example-context.js';
import { filterByQualifier } from './filter-by-qualifier.js';
import { declaredTypeOf, membersOf, symbolsNamed } from './resolve-api.js';
import { resolveExpressionType } from './resolve-expression-type.js';

/**
 * The class of an instance the package exports (`export const program = new Command()`), for a
 * name the page imports from the project (`const { program } = require('commander')`).
 */
function importedInstanceType(index: ProjectIndex, name: string): string | undefined {
  const instances = symbolsNamed(index, name).filter(
    (s) => s.exported && !s.container && (s.kind === 'constant' || s.kind === 'variable') && s.type,
  );
  const types = new Set(instances.map((s) => declaredTypeOf(index, s)));
  const [type] = types;
  // Two exports of that name built from different classes: which one the page means is unknown.
  return types.size === 1 ? type : undefined;
}

/**
 * Variables the doc's code examples bind to project classes (`client = GeocodeClient(...)`,
 * `const paylane = new PaylaneClient(...)`, `c := forecast.NewClient(...)`, `with Session() as s`),
 * and the package's exported instances the page imports (`const { program } = require('commander')`),
 * across all blocks of the page, so prose and later examples can be resolved against the right class.
 */
export function collectDocBindings(index: ProjectIndex, doc: DocFile): Map<string, string> {
  const vars = new Map<string, string>();
  for (const block of doc.codeBlocks) {
    for (const imp of block.example?.imports ?? []) {
      if (imp.kind !== 'named' || !isProjectSource(index, imp.source, false, doc.path)) continue;
      const type = importedInstanceType(index, imp.name);
      if (type) vars.set(imp.name, type);
    }
  }
  for (const block of doc.codeBlocks) {
    const projectPackages = new Set(
      (block.example?.imports ?? [])
        .filter((imp) => imp.kind === 'namespace' && isProjectSource(index, imp.source, false, doc.path))
        .map((imp) => imp.name),
    );
    const scope = { language: exampleLanguage(block.lang), projectPackages };
    for (const binding of block.example?.bindings ?? []) {
      const callee = binding.callee[binding.callee.length - 1];
      if (!callee) continue;
      if (binding.chain) {
        const type = resolveExpressionType(index, binding.chain, scope, vars);
        if (type) vars.set(binding.name, type);
        continue;
      }
      // The value of a call is what a function returns or a class builds; calling a variable
      // (`ky('url')` where `ky: KyInstance`) gives something else than the variable's type.
      const qualifier = binding.callee[binding.callee.length - 2];
      const symbols = filterByQualifier(index, symbolsNamed(index, callee), qualifier, scope).filter(
        (s) => (!s.container && (s.kind === 'function' || s.kind === 'class')) || s.kind === 'method',
      );
      // `database.connection()` after `database = Database(...)`: Database's own connection(), not
      // the one of a backend class that declares the same name.
      const owner = qualifier ? vars.get(qualifier) : undefined;
      const ownMembers = owner ? new Set(membersOf(index, owner)) : undefined;
      const own = ownMembers ? symbols.filter((s) => ownMembers.has(s)) : [];
      const type = calleeReturnType(index, own.length > 0 ? own : symbols);
      if (type) vars.set(binding.name, type);
    }
  }
  return vars;
}
