import type { ProjectIndex } from '../index/project-index.js';
import type { DocFile } from '../model/doc.js';
import { declaredTypeOf, symbolsNamed } from './resolve-api.js';

/**
 * Variables the doc's code examples bind to project classes (`client = GeocodeClient(...)`,
 * `const paylane = new PaylaneClient(...)`, `c := forecast.NewClient(...)`, `with Session() as s`),
 * across all blocks of the page, so prose and later examples can be resolved against the right class.
 */
export function collectDocBindings(index: ProjectIndex, doc: DocFile): Map<string, string> {
  const vars = new Map<string, string>();
  for (const block of doc.codeBlocks) {
    for (const binding of block.example?.bindings ?? []) {
      const callee = binding.callee[binding.callee.length - 1];
      if (!callee) continue;
      // The value of a call is what a function returns or a class builds; calling a variable
      // (`ky('url')` where `ky: KyInstance`) gives something else than the variable's type.
      const symbols = symbolsNamed(index, callee).filter(
        (s) => (!s.container && (s.kind === 'function' || s.kind === 'class')) || s.kind === 'method',
      );
      for (const s of symbols) {
        const type = declaredTypeOf(index, s);
        if (type) {
          vars.set(binding.name, type);
          break;
        }
      }
    }
  }
  return vars;
}
