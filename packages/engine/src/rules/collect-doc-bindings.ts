import type { ProjectIndex } from '../index/project-index.js';
import type { DocFile } from '../model/doc.js';
import { declaredTypeOf, symbolsNamed } from './resolve-api.js';

const ASSIGN =
  /(?:\b(?:const|let|var)\s+)?\b([A-Za-z_$][\w$]*)(?:\s*,\s*[\w$]+)?\s*:?=(?!=)\s*(?:await\s+)?(?:new\s+)?([A-Za-z_$][\w$.]*)\s*\(/g;
const WITH_AS = /\bwith\s+(?:[\w.]+\.)?([A-Z]\w*)\s*\([^)]*\)\s+as\s+(\w+)/g;

/**
 * Variables the doc's code examples bind to project classes (`client = GeocodeClient(...)`,
 * `const paylane = new PaylaneClient(...)`, `c := forecast.NewClient(...)`), across all blocks of
 * the page, so prose and later examples can be resolved against the right class.
 */
export function collectDocBindings(index: ProjectIndex, doc: DocFile): Map<string, string> {
  const vars = new Map<string, string>();
  for (const block of doc.codeBlocks) {
    for (const m of block.text.matchAll(ASSIGN)) {
      const variable = m[1];
      const callee = m[2]?.split('.').pop();
      if (!variable || !callee) continue;
      const symbols = symbolsNamed(index, callee).filter((s) => !s.container || s.kind === 'method');
      for (const s of symbols) {
        const type = declaredTypeOf(index, s);
        if (type) {
          vars.set(variable, type);
          break;
        }
      }
    }
    for (const m of block.text.matchAll(WITH_AS)) {
      if (m[1] && m[2] && symbolsNamed(index, m[1]).some((s) => s.kind === 'class')) vars.set(m[2], m[1]);
    }
  }
  return vars;
}
