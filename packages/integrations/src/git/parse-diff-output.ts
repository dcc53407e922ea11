import type { DiffFileStatus } from './repository-provider.js';

export interface RawDiffEntry {
  status: DiffFileStatus;
  path: string;
  previousPath: string | null;
}

export interface NumstatEntry {
  additions: number;
  deletions: number;
  binary: boolean;
}

const statusByLetter: Record<string, DiffFileStatus> = {
  A: 'added',
  M: 'modified',
  D: 'deleted',
  R: 'renamed',
  C: 'copied',
  T: 'type_changed',
};

/** Reads `git diff-tree --raw -z`: `:modes shas STATUS\0path\0` (two paths for renames and copies). */
export function parseRawDiff(output: string): RawDiffEntry[] {
  const tokens = output.split('\0');
  const entries: RawDiffEntry[] = [];
  let index = 0;
  while (index < tokens.length) {
    const header = tokens[index] ?? '';
    index += 1;
    if (!header.startsWith(':')) continue;
    const letter = header.trim().split(' ').pop()?.charAt(0) ?? 'M';
    const status = statusByLetter[letter] ?? 'modified';
    if (status === 'renamed' || status === 'copied') {
      entries.push({ status, previousPath: tokens[index] ?? '', path: tokens[index + 1] ?? '' });
      index += 2;
    } else {
      entries.push({ status, previousPath: null, path: tokens[index] ?? '' });
      index += 1;
    }
  }
  return entries;
}

/** Reads `git diff-tree --numstat -z`, in the same order as the raw output. */
export function parseNumstat(output: string): NumstatEntry[] {
  const tokens = output.split('\0');
  const entries: NumstatEntry[] = [];
  let index = 0;
  while (index < tokens.length) {
    const token = tokens[index] ?? '';
    index += 1;
    const match = /^(-|\d+)\t(-|\d+)\t(.*)$/s.exec(token);
    if (!match) continue;
    const [, added = '0', deleted = '0', path = ''] = match;
    // Renames leave the path empty and put the old and new paths in the next two tokens.
    if (path === '') index += 2;
    const binary = added === '-' && deleted === '-';
    entries.push({
      additions: binary ? 0 : Number(added),
      deletions: binary ? 0 : Number(deleted),
      binary,
    });
  }
  return entries;
}

export interface PatchSection {
  header: string;
  /** From the first hunk header on; empty when the file has no text hunks (binary, pure rename). */
  hunks: string;
  /** The section was cut by the output cap. */
  cut: boolean;
}

/** Splits `git diff-tree -p` output into one section per `diff --git` header. */
export function splitPatch(output: string, outputTruncated: boolean): PatchSection[] {
  const sections: PatchSection[] = [];
  const parts = output.split(/^(?=diff --git )/m).filter((part) => part.startsWith('diff --git '));
  parts.forEach((part, position) => {
    const header = part.slice(0, part.indexOf('\n') === -1 ? part.length : part.indexOf('\n'));
    const hunkStart = part.search(/^@@ /m);
    const cut = outputTruncated && position === parts.length - 1;
    sections.push({ header, hunks: hunkStart === -1 ? '' : part.slice(hunkStart), cut });
  });
  return sections;
}
