import type { ProjectIndex } from '../../index/project-index.js';
import type { DocFile } from '../../model/doc.js';
import type { DraftFinding } from '../rule.js';
import { isCapitalisedName, isCodeShapedName } from '../shared/is-code-shaped-name.js';
import { makeFinding } from '../shared/make-finding.js';

const RFC_DIR = /(^|\/)rfcs?\//i;
const IMPORTED_NAMES = /import\s*\{([^}]*)\}\s*from|from\s+[\w.]+\s+import\s+([\w, ]+)/g;

/**
 * A bare name in prose (`CommanderError`, no call, no object) is read as a term, not a claim,
 * unless git history shows it was the project's own: a module-level declaration the code removed,
 * that no code mentions any more. Then the page still names an API that is gone (or renamed).
 */
export function judgeRemovedBareNames(
  index: ProjectIndex,
  doc: DocFile,
  localNames: Set<string>,
): DraftFinding[] {
  // An RFC describes an API as it was proposed; names it drops later are its history, not drift.
  if (RFC_DIR.test(doc.path)) return [];
  // `import {CookieJar} from 'tough-cookie'` on the page: the name is that module's, whatever the
  // project once declared under it.
  const imported = new Set<string>();
  for (const block of doc.codeBlocks) {
    for (const m of block.text.matchAll(IMPORTED_NAMES)) {
      for (const n of (m[1] ?? m[2] ?? '').split(',')) imported.add(n.trim().split(/\s+as\s+/)[0] ?? '');
    }
  }
  const out: DraftFinding[] = [];
  const seen = new Set<string>();
  for (const span of doc.spans) {
    const name = span.value.trim();
    // A role (:class:`X`) makes the span a claim the reference rule judges already.
    if (span.role || !(isCodeShapedName(name) || isCapitalisedName(name)) || seen.has(`${span.line}:${name}`))
      continue;
    if (index.symbolsByName.has(name) || index.identifiers.has(name)) continue;
    if (index.importedNames.has(name) || localNames.has(name) || imported.has(name)) continue;
    if (index.declaredInSupportingCode(name)) continue;
    const removed = index.removedSymbols.get(name);
    if (!removed?.topLevel) continue;
    // A capitalised single word is an exported Go name only when history shows a Go method of that
    // name removed; elsewhere `Redis` or `Couchdb` is as often a product as a class.
    if (!isCodeShapedName(name) && !removed.owners?.length) continue;
    seen.add(`${span.line}:${name}`);
    const target = removed.renamedTo ? index.symbolsByName.get(removed.renamedTo)?.[0] : undefined;
    out.push(
      makeFinding({
        rule: 'api-references',
        subtype: 'method_mismatch',
        severity: 'high',
        confidence: 0.85,
        title: removed.renamedTo
          ? `${name} does not exist; the code has ${removed.renamedTo}`
          : `${name} does not exist in the code`,
        description: `The docs reference ${name}, which was removed from the code in commit ${removed.commit}${removed.renamedTo ? ` (renamed to ${removed.renamedTo})` : ''}.`,
        identifier: name,
        doc: { path: doc.path, line: span.line, claim: name },
        code: target
          ? { path: target.location.path, line: target.location.line, reality: target.signature }
          : null,
        suggestions: [
          removed.renamedTo
            ? `Rename ${name} to ${removed.renamedTo} in ${doc.path} line ${span.line}`
            : `Remove or update the reference to ${name} in ${doc.path} line ${span.line}`,
        ],
      }),
    );
  }
  return out;
}
