import type { SkippedFile } from '../model/finding.js';

/**
 * A folder named as a version: `v2`, `v2.x`, `1.4`, `2.x`, `version-2`, or a stem with one
 * (`docs-v3`, `guide_v1.2`). A bare number (`docs/2/`, `step-2/`) is as often a chapter or a step,
 * so it needs the `v` or a dot.
 */
const VERSION_DIR = /^(?:(.+?)[-_])??(v|version-?)?(\d+)((?:\.(?:\d+|x))*)$/i;

interface VersionDir {
  /** The folder's path (`docs/v2`). */
  dir: string;
  parent: string;
  /** `docs` for `docs-v3`; '' for a plain `v2`. */
  stem: string;
  version: number[];
}

function readVersionDir(dir: string): VersionDir | undefined {
  const slash = dir.lastIndexOf('/');
  const name = dir.slice(slash + 1);
  const m = VERSION_DIR.exec(name);
  if (!m) return undefined;
  const [, stem = '', prefix, major = '', rest = ''] = m;
  if (!prefix && rest === '') return undefined;
  const version = [major, ...rest.split('.').filter(Boolean)].map((part) =>
    part === 'x' ? 0 : Number(part),
  );
  return { dir, parent: slash < 0 ? '' : dir.slice(0, slash), stem, version };
}

function compareVersions(a: number[], b: number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const diff = (a[i] ?? 0) - (b[i] ?? 0);
    if (diff !== 0) return diff;
  }
  return 0;
}

const join = (parent: string, name: string): string => (parent ? `${parent}/${name}` : name);

/** Page paths under `dir`, relative to it. */
function pagesUnder(docs: string[], dir: string): string[] {
  return docs.filter((d) => d.startsWith(`${dir}/`)).map((d) => d.slice(dir.length + 1));
}

/**
 * Why the pages of a version folder describe an older release, or undefined when nothing says so.
 * Evidence, not the name alone (`api/v1/` may document a REST API version that is still served):
 * a sibling folder of the same stem with a higher version (`docs/v1` beside `docs/v2`), or the
 * current docs beside it holding copies of the same pages (`docs/v2/servers/auth.mdx` and
 * `docs/servers/auth.mdx`), or an unversioned sibling of its stem (`docs-v3` beside `docs`).
 */
function olderBecause(candidate: VersionDir, all: VersionDir[], docs: string[]): string | undefined {
  const newer = all.find(
    (other) =>
      other.parent === candidate.parent &&
      other.stem === candidate.stem &&
      compareVersions(other.version, candidate.version) > 0,
  );
  if (newer) return `${newer.dir}/ beside it holds a newer version`;
  if (candidate.stem) {
    const current = join(candidate.parent, candidate.stem);
    if (docs.some((d) => d.startsWith(`${current}/`))) return `${current}/ beside it holds the current docs`;
    return undefined;
  }
  const own = pagesUnder(docs, candidate.dir);
  const beside = candidate.parent ? pagesUnder(docs, candidate.parent) : docs;
  const current = new Set(beside.filter((p) => !p.split('/').some((segment) => readVersionDir(segment))));
  const copies = own.filter((p) => current.has(p)).length;
  if (copies >= 3 && copies * 2 >= own.length)
    return `${copies} of its ${own.length} pages have a current copy in ${candidate.parent || '.'}/`;
  return undefined;
}

/**
 * Docs of an older release kept beside the current ones (`docs/v2/` next to `docs/`): their claims
 * describe that release, so checking them against today's code reports drift that is not there.
 * They are listed as skipped with the evidence; their links still point at files and headings that
 * must exist.
 */
export function findOlderVersionDocs(docs: string[]): SkippedFile[] {
  const dirs = new Set<string>();
  for (const doc of docs) {
    const parts = doc.split('/');
    for (let i = 1; i < parts.length; i++) dirs.add(parts.slice(0, i).join('/'));
  }
  const versioned = [...dirs].flatMap((dir) => readVersionDir(dir) ?? []);
  const older = new Map<string, string>();
  for (const candidate of versioned) {
    const because = olderBecause(candidate, versioned, docs);
    if (because) older.set(candidate.dir, because);
  }
  return docs.flatMap((doc) => {
    const dir = [...older.keys()].find((d) => doc.startsWith(`${d}/`));
    if (dir === undefined) return [];
    const name = dir.slice(dir.lastIndexOf('/') + 1);
    const reason = `API claims not checked (links are): docs of an older version (${name}/; ${older.get(dir)})`;
    return [{ path: doc, reason }];
  });
}
