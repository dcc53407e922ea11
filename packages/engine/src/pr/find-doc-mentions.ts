import type { DocFile } from '../model/doc.js';

export interface Mention {
  line: number;
  text: string;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Lines of a doc (code spans, headings, table rows, code examples) that mention `name` as a whole word. */
export function findDocMentions(doc: DocFile, name: string, member = false): Mention[] {
  // A member is mentioned as `.name` or `name(`; the bare word is too often something else (an option key).
  const word = member
    ? new RegExp(`(\\.${escapeRegExp(name)}\\b|(^|[^\\w$.-])${escapeRegExp(name)}\\s*\\()`)
    : new RegExp(`(^|[^\\w$-])${escapeRegExp(name)}($|[^\\w$-])`);
  const out = new Map<number, string>();
  for (const s of doc.spans) if (word.test(s.value)) out.set(s.line, s.value);
  for (const h of doc.headings) if (word.test(h.text)) out.set(h.line, h.text);
  for (const t of doc.tables)
    for (const r of t.rows) if (r.cells.some((c) => word.test(c))) out.set(r.line, r.cells.join(' | '));
  for (const b of doc.codeBlocks) {
    b.text.split('\n').forEach((line, i) => {
      if (word.test(line)) out.set(b.line + 1 + i, line.trim());
    });
  }
  return [...out.entries()].sort((a, b) => a[0] - b[0]).map(([line, text]) => ({ line, text }));
}
