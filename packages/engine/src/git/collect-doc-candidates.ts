import { parseDocSignature } from '../docs/parse-doc-signature.js';
import type { ProjectIndex } from '../index/project-index.js';
import type { DocFile } from '../model/doc.js';

/** Names docs use as code (calls, members, API headings) that the current code does not declare. */
export function collectDocCandidates(index: ProjectIndex, include: (doc: DocFile) => boolean): Set<string> {
  const names = new Set<string>();
  const consider = (text: string) => {
    const sig = parseDocSignature(text);
    if (!sig || (sig.params === undefined && sig.chain.length < 2)) return;
    if (sig.name.length >= 3 && !index.symbolsByName.has(sig.name)) names.add(sig.name);
  };
  for (const doc of index.docs) {
    if (!include(doc)) continue;
    for (const span of doc.spans) consider(span.value);
    for (const h of doc.headings) consider(h.text);
    for (const block of doc.codeBlocks) {
      for (const m of block.text.matchAll(
        /import\s*\{([^}]*)\}\s*from|from\s+[\w.]+\s+import\s+([\w, ]+)/g,
      )) {
        for (const n of (m[1] ?? m[2] ?? '').split(',')) {
          const name = n
            .trim()
            .split(/\s+as\s+/)[0]
            ?.trim();
          if (name && name.length >= 3 && !index.symbolsByName.has(name)) names.add(name);
        }
      }
    }
  }
  return names;
}
