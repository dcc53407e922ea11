import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { DraftFinding } from '../rules/rule.js';
import { buildPatch, type FileLines, splitFileLines } from './build-patch.js';

interface ReadFile extends FileLines {
  sha256: string;
}

/** Characters that continue a name, flag, anchor or path: a match next to one is part of a longer word. */
const WORD = /[\w$-]/;

/**
 * Where `from` stands on the line as a whole word; more than one place makes the edit uncertain.
 * An end of `from` that is not a word character (`#anchor`, `)`) needs no boundary there.
 */
function onlyOccurrence(text: string, from: string): number | undefined {
  const checkBefore = WORD.test(from[0] ?? '');
  const checkAfter = WORD.test(from.at(-1) ?? '');
  let found: number | undefined;
  for (let at = text.indexOf(from); at >= 0; at = text.indexOf(from, at + 1)) {
    const before = text[at - 1] ?? '';
    const after = text[at + from.length] ?? '';
    if ((checkBefore && WORD.test(before)) || (checkAfter && WORD.test(after))) continue;
    if (found !== undefined) return undefined;
    found = at;
  }
  return found;
}

function readDocFile(root: string, rel: string): ReadFile | undefined {
  try {
    const text = readFileSync(path.join(root, rel), 'utf8');
    return { ...splitFileLines(text), sha256: createHash('sha256').update(text).digest('hex') };
  } catch {
    return undefined;
  }
}

/**
 * Turns each draft's certain rename into its patch and edit, read against the doc as it is on
 * disk now; a doc that no longer says `from` exactly once on the line gets no patch.
 */
export function addPatches(drafts: DraftFinding[], root: string): DraftFinding[] {
  const files = new Map<string, ReadFile | undefined>();
  return drafts.map(({ rename, ...finding }) => {
    const doc = finding.doc;
    if (!rename || !doc || rename.from === rename.to || /^[a-z][a-z+.-]*:\/\//i.test(doc.path))
      return finding;
    if (!files.has(doc.path)) files.set(doc.path, readDocFile(root, doc.path));
    const file = files.get(doc.path);
    const line = rename.line ?? doc.line;
    const text = file?.lines[line - 1];
    if (!file || text === undefined) return finding;
    const at = onlyOccurrence(text, rename.from);
    if (at === undefined) return finding;
    const replaced = `${text.slice(0, at)}${rename.to}${text.slice(at + rename.from.length)}`;
    return {
      ...finding,
      patch: buildPatch(doc.path, file, new Map([[line, replaced]])),
      edit: {
        path: doc.path,
        line,
        column: at + 1,
        deleted: rename.from,
        inserted: rename.to,
        newLine: replaced.replace(/\r$/, ''),
        fileSha256: file.sha256,
      },
    };
  });
}
