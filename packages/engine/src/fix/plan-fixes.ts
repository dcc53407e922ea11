import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { DocEdit, Finding } from '../model/finding.js';
import { buildPatch, splitFileLines } from './build-patch.js';

/** What fixing one doc file means: the new text and its diff, or why the file is left alone. */
export interface FilePlan {
  path: string;
  /** Set when nothing in the file may be edited (changed since the scan read it, unreadable). */
  refused?: string;
  /** Findings whose edit is in `text`; an edit overlapping another on its line waits for a re-scan. */
  applied: Finding[];
  text: string;
  /** One diff for all the file's edits, so hunks never disagree about shared context. */
  patch: string;
}

type Fixable = Finding & { edit: DocEdit };

function planFile(root: string, rel: string, findings: Fixable[]): FilePlan {
  let text: string;
  try {
    text = readFileSync(path.join(root, rel), 'utf8');
  } catch (error) {
    return {
      path: rel,
      refused: `cannot read it: ${(error as Error).message}`,
      applied: [],
      text: '',
      patch: '',
    };
  }
  const sha256 = createHash('sha256').update(text).digest('hex');
  if (findings.some((f) => f.edit.fileSha256 !== sha256))
    return { path: rel, refused: 'it changed since the scan read it', applied: [], text, patch: '' };
  const file = splitFileLines(text);
  const changes = new Map<number, string>();
  const applied: Finding[] = [];
  // Right to left on each line, so an edit's columns still hold after the ones after it.
  const ordered = [...findings].sort((a, b) => a.edit.line - b.edit.line || b.edit.column - a.edit.column);
  let leftmost = { line: 0, column: 0 };
  for (const f of ordered) {
    const { line, column, deleted, inserted } = f.edit;
    const current = changes.get(line) ?? file.lines[line - 1];
    const end = column + deleted.length;
    const overlaps = leftmost.line === line && end > leftmost.column;
    if (current === undefined || overlaps || current.slice(column - 1, end - 1) !== deleted) continue;
    changes.set(line, `${current.slice(0, column - 1)}${inserted}${current.slice(end - 1)}`);
    leftmost = { line, column };
    applied.push(f);
  }
  const lines = file.lines.map((l, i) => changes.get(i + 1) ?? l);
  return {
    path: rel,
    applied,
    text: `${lines.join('\n')}${file.endsWithNewline ? '\n' : ''}`,
    patch: changes.size > 0 ? buildPatch(rel, file, changes) : '',
  };
}

/** Groups the findings' certain edits by doc file and works out each file's fixed text. */
export function planFixes(root: string, findings: Finding[]): FilePlan[] {
  const byPath = new Map<string, Fixable[]>();
  for (const f of findings) {
    if (!f.edit) continue;
    byPath.set(f.edit.path, [...(byPath.get(f.edit.path) ?? []), { ...f, edit: f.edit }]);
  }
  return [...byPath].sort(([a], [b]) => (a < b ? -1 : 1)).map(([rel, list]) => planFile(root, rel, list));
}
