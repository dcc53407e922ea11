import { parseDocSignature } from '../../docs/parse-doc-signature.js';
import type { ProjectIndex } from '../../index/project-index.js';
import type { DocFile } from '../../model/doc.js';
import type { DraftFinding } from '../rule.js';
import { isCapitalisedName, isCodeShapedName } from '../shared/is-code-shaped-name.js';
import { makeFinding } from '../shared/make-finding.js';
import { readDocLines } from '../shared/read-doc-lines.js';

const RFC_DIR = /(^|\/)rfcs?\//i;
const PAGE_DECLARATIONS = /\b(?:function|def|class|func|const|let|var|type|interface)\s+([A-Za-z_$][\w$]*)/g;
const IMPORTED_NAMES = /import\s*\{([^}]*)\}\s*from|from\s+[\w.]+\s+import\s+([\w, ]+)/g;

function tellsRename(index: ProjectIndex, doc: DocFile, renamedTo: string): boolean {
  const said = new RegExp(`\\b(?:renamed|replaced)\\b[^\\n]*\\b${renamedTo}\\b`, 'i');
  return readDocLines(index, doc.path).some((line) => said.test(line));
}

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
  const pageDeclared = new Set<string>();
  for (const block of doc.codeBlocks)
    for (const m of block.text.matchAll(PAGE_DECLARATIONS)) pageDeclared.add(m[1] ?? '');
  const out: DraftFinding[] = [];
  const seen = new Set<string>();
  // A role (:class:`X`) makes the span a claim the reference rule judges already.
  const texts = [
    ...doc.spans.filter((s) => !s.role).map((s) => ({ text: s.value, line: s.line, heading: false })),
  ];
  for (const h of doc.headings) texts.push({ text: h.text, line: h.line, heading: true });
  for (const span of texts) {
    const bare = span.text.trim();
    const shaped = isCodeShapedName(bare) || isCapitalisedName(bare);
    // `renameDestDir(dest, req, res)`: an option callback written as a call names the key too.
    const call = shaped ? undefined : parseDocSignature(bare);
    const name = call?.params !== undefined && call.chain.length === 1 ? call.name : bare;
    if (!(shaped || name !== bare) || seen.has(`${span.line}:${name}`)) continue;
    if (index.symbolsByName.has(name) || index.identifiers.has(name)) continue;
    if (index.importedNames.has(name) || imported.has(name)) continue;
    if (index.declaredInSupportingCode(name)) continue;
    // A removed option key or parameter counts too: no code mentions the name any more.
    const declared = index.removedSymbols.get(name);
    // Headings count for removed option keys alone, as before for declarations. A capitalised
    // single word is an exported Go name only when history shows a Go method of that name removed;
    // elsewhere `Redis` or `Couchdb` is as often a product as a class.
    const declaration =
      declared?.topLevel &&
      shaped &&
      !span.heading &&
      (isCodeShapedName(name) || (declared.owners?.length ?? 0) > 0);
    const removed = declaration ? declared : index.removedOptions.get(name);
    if (!removed) continue;
    // The page says elsewhere what the name became ("was renamed to `changeDest`"): it tells the history.
    if (removed.renamedTo && tellsRename(index, doc, removed.renamedTo)) continue;
    // An example's `renameDestDir: function (...)` passes the option; only a declaration makes it the page's.
    if (removed.option ? pageDeclared.has(name) : localNames.has(name)) continue;
    seen.add(`${span.line}:${name}`);
    const target = removed.renamedTo ? index.symbolsByName.get(removed.renamedTo)?.[0] : undefined;
    const what = removed.option ? 'an option or parameter that' : 'which';
    out.push(
      makeFinding({
        rule: 'api-references',
        subtype: 'method_mismatch',
        severity: 'high',
        confidence: 0.85,
        title: removed.renamedTo
          ? `${name} does not exist; the code has ${removed.renamedTo}`
          : `${name} does not exist in the code`,
        description: `The docs reference ${name}, ${what} was removed from the code in commit ${removed.commit}${removed.renamedTo ? ` (renamed to ${removed.renamedTo})` : ''}.`,
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
