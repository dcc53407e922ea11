import { readdirSync, readFileSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import ignore, { type Ignore } from 'ignore';
import picomatch from 'picomatch';
import type { DriftwatchConfig } from '../config/config.js';
import type { SkippedFile, SkippedGroup } from '../model/finding.js';
import { classifyPath, isDocFormat, isDocPlace, SKIPPED_DIRS } from './classify-path.js';
import { createUnwalkedDocCounter } from './count-unwalked-docs.js';
import { findOlderVersionDocs } from './find-older-version-docs.js';
import { leftOutDocReason } from './left-out-doc-reason.js';
import { promoteSphinxTextSources } from './promote-sphinx-text-sources.js';
import { unsupportedDocReason } from './unsupported-doc-reason.js';

export interface DiscoveredFiles {
  code: string[];
  docs: string[];
  manifests: string[];
  /** OpenAPI/Swagger documents. */
  openapi: string[];
  /** Doc-like files no reader reads (AsciiDoc, notebooks, `.txt` pages), with the reason. */
  unsupportedDocs: SkippedFile[];
  /** Pages of an older release kept beside the current docs: read for their links only. */
  olderVersionDocs: SkippedFile[];
  /** Doc pages of a readable format the walk saw but does not read, with the reason. */
  leftOutDocs: SkippedFile[];
  /** Doc pages in folders the walk does not enter, and pages ignored by .gitignore, counted per reason. */
  skippedGroups: SkippedGroup[];
  /** Every file kept (any kind), for link targets. */
  all: Set<string>;
  dirs: Set<string>;
}

interface IgnoreScope {
  prefix: string;
  rules: Ignore;
}

function readGitignore(dir: string): Ignore | undefined {
  try {
    const text = readFileSync(path.join(dir, '.gitignore'), 'utf8');
    return ignore().add(text);
  } catch {
    return undefined;
  }
}

function ignoredBy(scopes: IgnoreScope[], rel: string, isDir: boolean): boolean {
  for (const scope of scopes) {
    const local = scope.prefix ? rel.slice(scope.prefix.length + 1) : rel;
    if (local && scope.rules.ignores(isDir ? `${local}/` : local)) return true;
  }
  return false;
}

/**
 * A symlink is a link target like any file or folder (`docs/CODE_OF_CONDUCT.md -> ../CODE_OF_CONDUCT.md`),
 * but its contents are not read twice: a linked file only joins `all`, a linked folder inside the
 * checkout is recorded and mirrored by `addSymlinkedDirs`, and one outside it is not walked.
 */
function linkTargetOf(
  root: string,
  rel: string,
  symlinkedDirs: Map<string, string>,
  out: DiscoveredFiles,
): void {
  try {
    const abs = path.join(root, rel);
    const stats = statSync(abs);
    if (stats.isFile()) {
      out.all.add(rel);
      // `CLAUDE.md -> AGENTS.md`: the page is read once, under its real path; the report says so.
      if (isDocFormat(rel)) {
        const real = path.relative(realpathSync(root), realpathSync(abs)).split(path.sep).join('/');
        out.leftOutDocs.push({ path: rel, reason: `symlink: read as ${real}` });
      }
    } else if (stats.isDirectory()) {
      out.dirs.add(rel);
      const real = path.relative(realpathSync(root), realpathSync(abs)).split(path.sep).join('/');
      // A bounded number of linked folders: monorepo tooling can link hundreds.
      if (real && !real.startsWith('..') && !path.isAbsolute(real) && symlinkedDirs.size < 100)
        symlinkedDirs.set(rel, real);
    }
  } catch {
    // A dangling link points at nothing: it stays out, so links to it are reported.
  }
}

/** Files and folders under a linked folder are reachable under the link's path too. */
function addSymlinkedDirs(symlinkedDirs: Map<string, string>, out: DiscoveredFiles): void {
  for (const [alias, real] of symlinkedDirs) {
    for (const file of [...out.all])
      if (file.startsWith(`${real}/`)) out.all.add(`${alias}/${file.slice(real.length + 1)}`);
    for (const dir of [...out.dirs])
      if (dir.startsWith(`${real}/`)) out.dirs.add(`${alias}/${dir.slice(real.length + 1)}`);
  }
}

const VENDORED = 'vendored, generated or tooling folder (node_modules, vendor, dist, build, ...)';
const IGNORED = 'ignored by .gitignore';
const EXCLUDED = 'excluded by config: matches `exclude`';

/** Walks the tree once, honouring nested .gitignore files and the config's include/exclude globs. */
export function discoverFiles(root: string, config: DriftwatchConfig): DiscoveredFiles {
  const out: DiscoveredFiles = {
    code: [],
    docs: [],
    manifests: [],
    openapi: [],
    unsupportedDocs: [],
    olderVersionDocs: [],
    leftOutDocs: [],
    skippedGroups: [],
    all: new Set(),
    dirs: new Set(['']),
  };
  const exclude = config.exclude.length > 0 ? picomatch(config.exclude, { dot: true }) : undefined;
  const docGlobs = config.docs.length > 0 ? picomatch(config.docs, { dot: true }) : undefined;
  const codeGlobs = config.code.length > 0 ? picomatch(config.code, { dot: true }) : undefined;

  const unwalked = createUnwalkedDocCounter();
  /** Pages of a readable format that are not read, each with why; the rest of `kind` as before. */
  const sortFile = (rel: string): void => {
    const kind = classifyPath(rel);
    if (kind === 'doc') {
      if (!docGlobs || docGlobs(rel)) out.docs.push(rel);
      else out.leftOutDocs.push({ path: rel, reason: 'excluded by config: outside the `docs` globs' });
    } else if (kind === 'code' && (!codeGlobs || codeGlobs(rel))) out.code.push(rel);
    else if (kind === 'manifest') out.manifests.push(rel);
    else if (kind === 'openapi') out.openapi.push(rel);
    else if (kind === 'other' && isDocFormat(rel)) out.leftOutDocs.push({ path: rel, reason: '' });
    else if (kind === 'other' && isDocPlace(rel) && (!docGlobs || docGlobs(rel))) {
      const reason = unsupportedDocReason(rel);
      if (reason) out.unsupportedDocs.push({ path: rel, reason });
    }
  };

  const walk = (dirRel: string, scopes: IgnoreScope[]): void => {
    const abs = dirRel ? path.join(root, dirRel) : root;
    const own = readGitignore(abs);
    const active = own ? [...scopes, { prefix: dirRel, rules: own }] : scopes;
    let entries: import('node:fs').Dirent[];
    try {
      entries = readdirSync(abs, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const rel = dirRel ? `${dirRel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        const skipped = SKIPPED_DIRS.has(entry.name)
          ? VENDORED
          : ignoredBy(active, rel, true)
            ? IGNORED
            : exclude?.(rel)
              ? EXCLUDED
              : undefined;
        if (skipped) {
          unwalked.addFolder(root, rel, skipped);
          continue;
        }
        out.dirs.add(rel);
        walk(rel, active);
        continue;
      }
      if (entry.isSymbolicLink()) {
        if (!SKIPPED_DIRS.has(entry.name) && !ignoredBy(active, rel, false) && !exclude?.(rel))
          linkTargetOf(root, rel, symlinkedDirs, out);
        continue;
      }
      if (!entry.isFile()) continue;
      if (ignoredBy(active, rel, false)) {
        if (isDocFormat(rel)) unwalked.addFile(rel, IGNORED);
        continue;
      }
      if (exclude?.(rel)) {
        if (isDocFormat(rel)) out.leftOutDocs.push({ path: rel, reason: EXCLUDED });
        continue;
      }
      out.all.add(rel);
      sortFile(rel);
    }
  };
  const symlinkedDirs = new Map<string, string>();
  walk('', []);
  promoteSphinxTextSources(root, out);
  addSymlinkedDirs(symlinkedDirs, out);
  // Docs globs the configuration names are checked as given, older versions included.
  if (!docGlobs) out.olderVersionDocs = findOlderVersionDocs(out.docs);
  for (const doc of out.leftOutDocs) doc.reason ||= leftOutDocReason(doc.path, out.all);
  out.skippedGroups = unwalked.groups();
  out.code.sort();
  out.docs.sort();
  out.manifests.sort();
  out.unsupportedDocs.sort((a, b) => (a.path < b.path ? -1 : 1));
  out.leftOutDocs.sort((a, b) => (a.path < b.path ? -1 : 1));
  return out;
}
