#!/usr/bin/env node
// Builds doc-fixes.json: real commits from the listed repositories' history that repaired drifted
// docs, each with the parent's doc lines that had drifted (see find-fix-labels.mjs). Run once when
// the list changes; the result is a manifest of commits and lines, nothing of the repositories.
//   node packages/engine/bench/real/mine-doc-fixes.mjs [--mirrors DIR] [--per-repo N] [--work DIR]
//                                                      [--only owner/name,...: mine these again, keep the rest]
//                                                      [--out FILE: write there instead of doc-fixes.json]
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkOutRepository } from './check-out-repository.mjs';
import { findFixLabels } from './find-fix-labels.mjs';
import { gitIn } from './git-in.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const perRepo = Number(option('--per-repo', '12'));
const work = option('--work', path.join(os.tmpdir(), 'dw-bench-real'));
const mirrors = option('--mirrors', process.env.DRIFTWATCH_BENCH_MIRRORS);
const DOC = /\.(?:md|mdx|rst|adoc)$/i;
const HISTORY_DOC = /changelog|history|release|news|changes/i;
// Release notes and translations change docs for other reasons than drift.
const NOT_A_FIX = /changelog|release|bump|translat|i18n|version|merge|revert/i;
const only = option('--only', '') ? new Set(option('--only', '').split(',')) : null;
const list = JSON.parse(readFileSync(path.join(here, 'repositories.json'), 'utf8')).filter(
  (e) => !only || only.has(e.repo),
);
const manifest = path.join(here, 'doc-fixes.json');
const out = option('--out', manifest);

function candidates(dir, commit) {
  let log;
  try {
    log = gitIn(dir, 'log', '--no-merges', '-n', '5000', '--format=%x00%H %P%x01%s', '--name-only', commit);
  } catch (error) {
    // A mirror that lacks some old objects still gives the history up to them.
    log = String(error.stdout ?? '');
  }
  return (
    log
      .split('\0')
      .filter(Boolean)
      .map((entry) => {
        const [head, rest = ''] = entry.split('\x01');
        const [subject, ...names] = rest.split('\n');
        const [fix, parent, extra] = head.split(' ');
        return { fix, parent, extra, subject, files: names.filter(Boolean) };
      })
      .filter((c) => c.parent && !c.extra && c.files.length > 0 && c.files.length <= 10)
      // A commit may change code beside the docs: a label needs the parent's own code to lack the
      // old name and declare the new one (or to lack the old link's target), so what the commit did
      // to the code cannot make a label. A changelog entry beside the fix carries no label of its own.
      .map((c) => ({ ...c, files: c.files.filter((f) => DOC.test(f) && !HISTORY_DOC.test(f)) }))
      .filter((c) => c.files.length > 0 && !NOT_A_FIX.test(c.subject))
  );
}

mkdirSync(work, { recursive: true });
const others = only ? JSON.parse(readFileSync(manifest, 'utf8')).filter((f) => !only.has(f.repo)) : [];
const fixes = [];
for (const entry of list) {
  const dir = checkOutRepository(entry, work, mirrors);
  const cache = new Map();
  let kept = 0;
  for (const c of candidates(dir, entry.commit)) {
    if (kept >= perRepo) break;
    const labels = c.files.flatMap((f) => {
      try {
        return findFixLabels(dir, c.fix, c.parent, f, cache);
      } catch {
        return []; // a file added or deleted by the fix has no two sides to compare
      }
    });
    if (labels.length === 0 || labels.length > 12) continue;
    fixes.push({ repo: entry.repo, fix: c.fix, parent: c.parent, subject: c.subject, labels });
    kept++;
  }
  process.stderr.write(`${entry.repo}: ${kept} fix commits\n`);
}
const all = [...others, ...fixes].sort((a, b) => a.repo.localeCompare(b.repo));
writeFileSync(out, `${JSON.stringify(all, null, 2)}\n`);
process.stderr.write(
  `${all.length} fix commits, ${all.reduce((n, f) => n + f.labels.length, 0)} labelled lines\n`,
);
