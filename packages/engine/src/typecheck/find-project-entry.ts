import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** How examples reach the project: its package name and the files `import 'name'` stands for. */
export interface ProjectEntry {
  name: string;
  /** The file the checker reads for `import 'name'`: declarations or sources, typed ones first. */
  typed: string;
  /**
   * The JavaScript the package runs, when `typed` is a declaration file beside it: a diagnostic
   * counts only when this view agrees, since the code accepts what either view accepts.
   */
  runtime?: string;
  /**
   * The files other export conditions stand for (`import` gives `wrapper.mjs`, `require` gives
   * `index.js`): a package exports what any of its entries exports, so a diagnostic counts only
   * when every one of these views agrees too.
   */
  views: string[];
  /** Subpath exports (`pkg/middleware`) and the files they stand for. */
  subpaths: Record<string, string>;
}

type ExportsField = string | { [condition: string]: ExportsField } | null | undefined;

/** `exports['.']` (or `exports` itself) under one condition, following nested conditions. */
function exportTarget(exports: ExportsField, conditions: string[]): string | undefined {
  if (typeof exports === 'string') return exports;
  if (!exports || typeof exports !== 'object') return undefined;
  const dot = exports['.'];
  if (dot !== undefined) return exportTarget(dot, conditions);
  for (const condition of conditions) {
    const value = exportTarget(exports[condition], conditions);
    if (value) return value;
  }
  return undefined;
}

/**
 * Checkouts rarely hold their build output: `dist/index.d.ts` or `lib/index.js` is written from
 * `src/index.ts`, so the source stands in for it.
 */
function existing(root: string, target: string | undefined): string | undefined {
  if (!target) return undefined;
  const file = path.resolve(root, target);
  if (!file.startsWith(`${root}${path.sep}`)) return undefined;
  const stem = file.replace(/\.d\.[cm]?ts$|\.[cm]?[jt]sx?$/, '');
  // Only the part inside the project is renamed: the root's own path may hold a `lib` folder.
  const inside = stem.slice(root.length);
  const buildDir = /([/\\])(?:dist|lib|build|out|esm|cjs)(?=[/\\])/;
  const sourceStems = [
    ...['src', 'source', 'lib'].map((dir) => root + inside.replace(buildDir, `$1${dir}`)),
    // `tsc` with the root as `rootDir` keeps the source's own folder under the build folder:
    // `dist/source/index.d.ts` is written from `source/index.ts`.
    root + inside.replace(buildDir, ''),
  ];
  const candidates = [
    file,
    `${stem}.ts`,
    `${stem}.d.ts`,
    ...sourceStems.flatMap((s) => [`${s}.ts`, `${s}.tsx`, `${s}.d.ts`, `${s}.js`]),
    path.join(file, 'index.ts'),
    path.join(file, 'index.d.ts'),
    path.join(file, 'index.js'),
  ];
  return candidates.find((c) => /\.[cm]?[jt]sx?$/.test(c) && existsSync(c));
}

/** The project's package name and entry files from its root `package.json`; undefined when it has none. */
export function findProjectEntry(root: string): ProjectEntry | undefined {
  let manifest: Record<string, unknown>;
  try {
    manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as Record<string, unknown>;
  } catch {
    return undefined;
  }
  const name = typeof manifest.name === 'string' ? manifest.name : undefined;
  if (!name) return undefined;
  const field = (key: string) => (typeof manifest[key] === 'string' ? (manifest[key] as string) : undefined);
  const exportsField = manifest.exports as ExportsField;
  const typedTargets = [
    exportTarget(exportsField, ['types', 'typings']),
    field('types'),
    field('typings'),
    exportTarget(exportsField, ['source']),
    field('source'),
  ];
  const runtimeTargets = [
    exportTarget(exportsField, ['require', 'node', 'import', 'default']),
    field('main'),
    field('module'),
    'index.js',
  ];
  const typed = typedTargets.map((t) => existing(root, t)).find(Boolean);
  const runtime = runtimeTargets.map((t) => existing(root, t)).find(Boolean);
  const chosen = typed ?? runtime ?? existing(root, 'src/index.ts');
  if (!chosen) return undefined;
  const runtimeView = chosen.endsWith('.d.ts') && runtime && /\.[cm]?js$/.test(runtime) ? runtime : undefined;
  const views = new Set(
    [...typedTargets, ...runtimeTargets, ...conditionTargets(exportsField)]
      .map((t) => existing(root, t))
      .filter((f): f is string => f !== undefined && f !== chosen && f !== runtimeView),
  );
  return {
    name,
    typed: chosen,
    ...(runtimeView ? { runtime: runtimeView } : {}),
    views: [...views],
    subpaths: subpathExports(root, name, exportsField),
  };
}

/** Every target `exports['.']` names under any condition (`import`, `require`, `node`, `default`, ...). */
function conditionTargets(exports: ExportsField): string[] {
  if (typeof exports === 'string') return [exports];
  if (!exports || typeof exports !== 'object') return [];
  const dot = exports['.'];
  if (dot !== undefined) return conditionTargets(dot);
  if (Object.keys(exports).some((key) => key.startsWith('./'))) return [];
  return Object.values(exports).flatMap((value) => conditionTargets(value));
}

/** `exports['./middleware']` as `pkg/middleware` -> the file (sources standing in for the build). */
function subpathExports(root: string, name: string, exports: ExportsField): Record<string, string> {
  const out: Record<string, string> = {};
  if (!exports || typeof exports !== 'object') return out;
  for (const [key, value] of Object.entries(exports)) {
    if (!key.startsWith('./') || key.includes('*') || key.endsWith('.json')) continue;
    const file = existing(
      root,
      exportTarget(value, ['types', 'typings', 'source', 'import', 'require', 'default']),
    );
    if (file) out[`${name}/${key.slice(2)}`] = file;
  }
  return out;
}
