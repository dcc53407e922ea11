// Doc pages inside folders the walk does not enter (vendored, generated, ignored or excluded):
// the report counts them per reason instead of listing each, so they are not skipped silently.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { SkippedGroup } from '../model/finding.js';
import { isDocFormat } from './classify-path.js';

/** Folders that never hold the project's pages: counting inside them would only cost time. */
const NEVER_COUNTED = new Set(['.git', '.hg', '.svn']);
/** Entries read per scan for counting: a large node_modules is not walked to the end. */
const COUNT_BUDGET = 10_000;

export interface UnwalkedDocCounter {
  /** Counts the pages under a folder the walk skipped, for `reason`. */
  addFolder(root: string, rel: string, reason: string): void;
  /** Counts one page the walk skipped, for `reason`. */
  addFile(rel: string, reason: string): void;
  /** The groups with at least one page (or a count the budget cut short), in reason order. */
  groups(): SkippedGroup[];
}

export function createUnwalkedDocCounter(): UnwalkedDocCounter {
  let budget = COUNT_BUDGET;
  const byReason = new Map<string, SkippedGroup>();
  const groupFor = (reason: string): SkippedGroup => {
    let group = byReason.get(reason);
    if (!group) {
      group = { reason, docFiles: 0, paths: [] };
      byReason.set(reason, group);
    }
    return group;
  };
  /** Pages under `abs`, and whether the budget ran out before the count was complete. */
  const countIn = (abs: string): { pages: number; cut: boolean } => {
    let pages = 0;
    const pending = [abs];
    while (pending.length > 0) {
      const dir = pending.pop() as string;
      let entries: import('node:fs').Dirent[];
      try {
        entries = readdirSync(dir, { withFileTypes: true });
      } catch {
        continue;
      }
      for (const entry of entries) {
        if (budget <= 0) return { pages, cut: true };
        budget -= 1;
        if (entry.isDirectory()) {
          if (!NEVER_COUNTED.has(entry.name)) pending.push(path.join(dir, entry.name));
        } else if (entry.isFile() && isDocFormat(entry.name)) pages += 1;
      }
    }
    return { pages, cut: false };
  };
  return {
    addFolder(root, rel, reason) {
      if (NEVER_COUNTED.has(path.basename(rel))) return;
      const { pages, cut } = budget > 0 ? countIn(path.join(root, rel)) : { pages: 0, cut: true };
      if (pages === 0 && !cut) return;
      const group = groupFor(reason);
      group.docFiles += pages;
      group.paths.push(rel);
      if (cut) group.atLeast = true;
    },
    addFile(rel, reason) {
      const group = groupFor(reason);
      group.docFiles += 1;
      group.paths.push(rel);
    },
    groups() {
      return [...byReason.values()]
        .sort((a, b) => (a.reason < b.reason ? -1 : 1))
        .map((group) => ({ ...group, paths: [...group.paths].sort() }));
    },
  };
}
