import type { ProjectIndex } from '../../index/project-index.js';
import type { DraftFinding } from '../rule.js';
import { readDocLines } from '../shared/read-doc-lines.js';

/** Words by which prose says a name is gone or stands for something else now. */
const GONE =
  /\b(removed|deleted|dropped|previously|formerly|no longer (?:exists?|available|supported|exported|provided|needed)|(?:was|were|been|is|are) renamed|renamed (?:to|as)|replaced (?:by|with)|replacement)\b/i;
/**
 * Sections that list what went away: "Removed Dead Code", "Breaking changes", "Migrating from 2".
 * Not "Deprecated": a deprecated module is still shipped, and its page's names must still exist.
 */
const GONE_SECTION = /\b(removed|removals?|breaking changes?|migrat\w*|upgrad\w*)\b/i;
/**
 * A whole page about moving off an old version (`upgrading/developers.md`, `migration-v8.md`, front
 * matter `title: Upgrading from 1.6 to 2.0`): its tables and lists name the old API on purpose.
 */
const GONE_PAGE_PATH = /(?:^|[/_-])(?:upgrad\w*|migrat\w*)(?:[/_.-]|$)/i;
const FRONT_MATTER_TITLE = /^---\r?\n(?:.*\r?\n)*?title:\s*["']?(.+?)["']?\s*\r?\n/;
const LIST_ITEM = /^\s*(?:[-*+]|\d+[.)])\s/;
const TASK_ITEM = /^\s*(?:[-*+]|\d+[.)])\s+\[[ xX]\]\s/;

/** The paragraph or list item around a 1-based line: up to a blank line or the next item. */
function paragraphAt(lines: string[], line: number): string {
  let start = line - 1;
  while (start > 0 && lines[start - 1]?.trim() && !LIST_ITEM.test(lines[start] ?? '')) start -= 1;
  let end = line - 1;
  while (end + 1 < lines.length && lines[end + 1]?.trim() && !LIST_ITEM.test(lines[end + 1] ?? '')) end += 1;
  return lines.slice(start, end + 1).join(' ');
}

const indentOf = (line: string): number => line.length - line.trimStart().length;

/**
 * A line in a task list (`- [ ] Rewrite the invalid() helpers`) or nested under one: a to-do of a
 * plan or a work log, whose names are the work's, not claims about the current API.
 */
function isInTaskList(lines: string[], line: number): boolean {
  let indent = Number.POSITIVE_INFINITY;
  for (let i = line - 1; i >= 0; i--) {
    const text = lines[i] ?? '';
    if (!text.trim()) continue;
    if (!LIST_ITEM.test(text)) {
      if (indentOf(text) === 0) return false;
      continue;
    }
    if (indentOf(text) >= indent) continue;
    if (TASK_ITEM.test(text)) return true;
    indent = indentOf(text);
    if (indent === 0) return false;
  }
  return false;
}

/**
 * A name the code lacks, on a line whose own paragraph says it was removed or renamed (`createContext`,
 * "deprecated in v4 and removed in v5"; "the `set_test_now()` helpers have been removed"), or in a
 * section that lists removals or a migration: the page already says the name is gone. Task lists
 * (plans, work logs) are set aside the same way.
 */
export function saysNameIsGone(index: ProjectIndex, finding: DraftFinding): boolean {
  if (!finding.doc) return false;
  const { path: file, line } = finding.doc;
  const doc = index.docs.find((d) => d.path === file);
  if (!doc || doc.sourceUrl) return false;
  const heading = doc.headings.filter((h) => h.line <= line).at(-1);
  if (heading && GONE_SECTION.test(heading.text)) return true;
  if (GONE_PAGE_PATH.test(file) || (doc.headings[0] && GONE_SECTION.test(doc.headings[0].text))) return true;
  const lines = readDocLines(index, file);
  const title = FRONT_MATTER_TITLE.exec(lines.slice(0, 20).join('\n'))?.[1];
  if (title && GONE_SECTION.test(title)) return true;
  return GONE.test(paragraphAt(lines, line)) || isInTaskList(lines, line);
}
