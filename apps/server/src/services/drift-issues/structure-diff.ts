import type { DriftIssueDiff, StructuredDiff } from '@driftwatch/contract';
import type { AffectedFileColumn } from '@driftwatch/db';

type Hunk = StructuredDiff['files'][number]['hunks'][number];
type Concern = StructuredDiff['concerns'][number];

export function concernsOf(files: AffectedFileColumn[]): Concern[] {
  const concerns: Concern[] = [];
  for (const file of files) {
    for (const name of file.functions) concerns.push({ name, kind: 'function', path: file.path });
    for (const name of file.classes) concerns.push({ name, kind: 'class', path: file.path });
    for (const name of file.exports) concerns.push({ name, kind: 'export', path: file.path });
  }
  return concerns;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A whole-word match, so `send` flags `client.send(` but not `sender`. */
function concernMatcher(names: string[]): (line: string) => boolean {
  const usable = names.filter((name) => name.trim().length > 1);
  if (usable.length === 0) return () => false;
  const pattern = new RegExp(usable.map((name) => `(?<![\\w$])${escapeRegExp(name)}(?![\\w$])`).join('|'));
  return (line) => pattern.test(line);
}

/** Splits a unified patch into hunks of numbered lines; `matches` flags the concern lines. */
export function parsePatch(patch: string, matches: (line: string) => boolean): Hunk[] {
  const hunks: Hunk[] = [];
  let current: Hunk | undefined;
  let oldNumber = 0;
  let newNumber = 0;
  for (const line of patch.split('\n')) {
    const header = /^@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@/.exec(line);
    if (header) {
      oldNumber = Number(header[1]);
      newNumber = Number(header[3]);
      current = {
        header: line,
        old_start: oldNumber,
        old_lines: Number(header[2] ?? 1),
        new_start: newNumber,
        new_lines: Number(header[4] ?? 1),
        lines: [],
      };
      hunks.push(current);
      continue;
    }
    if (!current || line.startsWith('\\')) continue;
    const content = line.slice(1);
    if (line.startsWith('+')) {
      current.lines.push({
        type: 'added',
        content,
        old_number: null,
        new_number: newNumber++,
        concern: matches(content),
      });
    } else if (line.startsWith('-')) {
      current.lines.push({
        type: 'removed',
        content,
        old_number: oldNumber++,
        new_number: null,
        concern: matches(content),
      });
    } else if (line.startsWith(' ')) {
      current.lines.push({
        type: 'context',
        content,
        old_number: oldNumber++,
        new_number: newNumber++,
        concern: matches(content),
      });
    }
  }
  return hunks;
}

/** The diff with hunks, lines and the concerns (functions, classes, exports) the drift involves. */
export function structureDiff(diff: DriftIssueDiff, affectedFiles: AffectedFileColumn[]): StructuredDiff {
  const concerns = concernsOf(affectedFiles);
  const matches = concernMatcher(concerns.map((concern) => concern.name));
  const { files, ...commit } = diff;
  return {
    ...commit,
    concerns,
    files: files.map(({ patch, ...file }) => {
      const hunks = parsePatch(patch, matches);
      const named = concerns.filter(
        (concern) =>
          concern.path === file.path ||
          hunks.some((hunk) =>
            hunk.lines.some((line) => line.concern && line.content.includes(concern.name)),
          ),
      );
      return { ...file, hunks, concerns: [...new Set(named.map((concern) => concern.name))] };
    }),
    stats: {
      files: files.length,
      additions: files.reduce((sum, file) => sum + file.additions, 0),
      deletions: files.reduce((sum, file) => sum + file.deletions, 0),
    },
  };
}
