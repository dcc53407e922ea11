import type { ProjectIndex } from '../index/project-index.js';
import type { DocFile } from '../model/doc.js';
import { makeFinding } from './make-finding.js';
import type { DraftFinding, Rule } from './rule.js';

const WORD = /[A-Za-z_$][\w$]*/g;

function docWords(docs: DocFile[]): Set<string> {
  const words = new Set<string>();
  const add = (text: string) => {
    for (const m of text.matchAll(WORD)) words.add(m[0]);
  };
  for (const d of docs) {
    for (const s of d.spans) add(s.value);
    for (const h of d.headings) add(h.text);
    for (const t of d.tables) for (const r of t.rows) for (const c of r.cells) add(c);
    for (const b of d.codeBlocks) add(b.text);
  }
  return words;
}

/**
 * Exported functions and classes no doc mentions, in files whose other exports the docs do
 * mention (a documented module with a gap, not every internal helper of an undocumented one).
 */
export const undocumentedApiRule: Rule = {
  id: 'undocumented-api',
  subtypes: ['undocumented_api'],
  description: 'Public functions and classes of documented modules that no doc mentions (low severity).',
  run(index: ProjectIndex) {
    if (index.docs.length === 0) return [];
    const words = docWords(index.docs);
    const out: DraftFinding[] = [];
    const reported = new Set<string>();
    // Implementation files before their .d.ts declarations, so a name is reported once, at its code.
    const files = [...index.files].sort(
      (a, b) => Number(a.path.endsWith('.d.ts')) - Number(b.path.endsWith('.d.ts')),
    );
    for (const file of files) {
      const api = file.symbols.filter(
        (s) =>
          s.exported &&
          !s.container &&
          (s.kind === 'function' || s.kind === 'class') &&
          s.name !== 'default' &&
          !s.name.startsWith('_'),
      );
      // Only files whose exports are mostly documented: a public module with a gap, not a file of
      // internal helpers that happens to export one documented name.
      const documented = api.filter((s) => words.has(s.name)).length;
      if (api.length === 0 || documented === 0 || documented * 2 < api.length) continue;
      for (const s of api) {
        if (words.has(s.name) || reported.has(s.name)) continue;
        reported.add(s.name);
        out.push(
          makeFinding({
            rule: 'undocumented-api',
            category: 'code',
            subtype: 'undocumented_api',
            severity: 'low',
            confidence: 0.5,
            title: `${s.kind === 'class' ? 'Class' : 'Function'} ${s.name} is public but not documented`,
            description: `${file.path} exports ${s.signature}; most exports of this file are documented, this one is not mentioned in any doc.`,
            identifier: s.name,
            doc: null,
            code: { path: s.location.path, line: s.location.line, reality: s.signature },
            suggestions: [
              `Document ${s.name} next to the other exports of ${file.path}, or stop exporting it`,
            ],
          }),
        );
      }
    }
    return out;
  },
};
