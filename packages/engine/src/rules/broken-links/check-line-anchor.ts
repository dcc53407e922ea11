import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ProjectIndex } from '../../index/project-index.js';
import type { DraftFinding } from '../rule.js';
import { makeFinding } from '../shared/make-finding.js';

/** GitHub's line anchors into a file: `#L12`, `#L10-L20`, with optional columns (`#L3C5-L4C2`). */
const LINE_ANCHOR = /^L(\d+)(?:C\d+)?(?:-L(\d+)(?:C\d+)?)?$/;

const lineCounts = new WeakMap<ProjectIndex, Map<string, number | undefined>>();

/** Lines of a file of the checkout (a last line without a newline counts), or undefined when unreadable. */
function linesOf(index: ProjectIndex, file: string): number | undefined {
  let counts = lineCounts.get(index);
  if (!counts) {
    counts = new Map();
    lineCounts.set(index, counts);
  }
  if (!counts.has(file)) {
    try {
      const text = readFileSync(path.join(index.root, file), 'utf8');
      counts.set(file, text === '' ? 0 : text.split('\n').length - (text.endsWith('\n') ? 1 : 0));
    } catch {
      counts.set(file, undefined);
    }
  }
  return counts.get(file);
}

/**
 * A link to lines of a file (`server.go#L1412`) past the file's end: the code moved or shrank
 * since the doc was written. Undefined when the anchor is no line anchor or the lines exist.
 */
export function checkLineAnchor(
  index: ProjectIndex,
  target: string,
  anchor: string,
  where: { path: string; line: number; claim: string },
): DraftFinding | undefined {
  const m = LINE_ANCHOR.exec(anchor);
  if (!m || !index.allFiles.has(target)) return undefined;
  const last = Number(m[2] ?? m[1]);
  const count = linesOf(index, target);
  if (count === undefined || last <= count) return undefined;
  return makeFinding({
    rule: 'broken-links',
    subtype: 'broken_link',
    severity: 'medium',
    confidence: 0.85,
    title: `Line anchor #${anchor} is past the end of ${target}`,
    description: `${where.path} links to line ${last} of ${target}, which has ${count} line(s).`,
    identifier: where.claim,
    doc: where,
    suggestions: [`Point the link at the lines it means in ${target} (${where.path} line ${where.line})`],
  });
}
