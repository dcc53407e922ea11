import type { DriftIssueDiff, StructuredDiff } from '@driftwatch/contract';
import type { AffectedFileColumn } from '@driftwatch/db';
import { concernMatchers, type DriftContext } from './match-concerns.js';

type Hunk = StructuredDiff['files'][number]['hunks'][number];
type Concern = StructuredDiff['concerns'][number];

function concernsOf(files: AffectedFileColumn[]): Concern[] {
  const concerns: Concern[] = [];
  for (const file of files) {
    for (const name of file.functions) concerns.push({ name, kind: 'function', path: file.path });
    for (const name of file.classes) concerns.push({ name, kind: 'class', path: file.path });
    for (const name of file.exports) concerns.push({ name, kind: 'export', path: file.path });
  }
  return concerns;
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

/** The drift the diff is shown for: its concerns and what tells how to find them in a patch. */
export interface DiffDrift extends DriftContext {
  affectedFiles: AffectedFileColumn[];
}

/**
 * The diff with hunks, lines and the concerns (functions, classes, exports) the drift involves. A
 * file concerns the drift when it is where a concern lives, when a line it changed writes one
 * (a removed route is found by its router, client and mount lines), or, for a broken link, when it
 * is the renamed or deleted target.
 */
export function structureDiff(diff: DriftIssueDiff, drift: DiffDrift): StructuredDiff {
  const concerns = concernsOf(drift.affectedFiles);
  const matchers = concernMatchers([...new Set(concerns.map((concern) => concern.name))], drift);
  const { files, ...commit } = diff;
  return {
    ...commit,
    concerns,
    files: files.map(({ patch, ...file }) => {
      const lineMatchers = (content: string) =>
        matchers.filter((matcher) => matcher.matchesLine(content, file.path));
      const hunks = parsePatch(patch, (content) => lineMatchers(content).length > 0);
      // Context lines are flagged too, but only what the commit changed ties the file to a concern.
      const named = new Set(
        hunks.flatMap((hunk) =>
          hunk.lines
            .filter((line) => line.concern && line.type !== 'context')
            .flatMap((line) => lineMatchers(line.content).map((matcher) => matcher.name)),
        ),
      );
      for (const concern of concerns) if (concern.path === file.path) named.add(concern.name);
      for (const matcher of matchers) if (matcher.matchesFile(file)) named.add(matcher.name);
      return {
        ...file,
        hunks,
        concerns: matchers.map((matcher) => matcher.name).filter((name) => named.has(name)),
      };
    }),
    stats: {
      files: files.length,
      additions: files.reduce((sum, file) => sum + file.additions, 0),
      deletions: files.reduce((sum, file) => sum + file.deletions, 0),
    },
  };
}
