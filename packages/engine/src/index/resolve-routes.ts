import path from 'node:path';
import type { FileFacts, MountFact, RouteFact } from '../facts/types.js';
import { joinRoutePath, normalizeRoutePath } from './normalize-route-path.js';

export interface ResolvedRoute {
  method: string;
  /** Full path with every mount prefix applied. */
  path: string;
  norm: string;
  fact: RouteFact;
  /** False when the router was never found mounted, so the path may lack a prefix. */
  rooted: boolean;
}

const JS_SUFFIXES = [
  '',
  '.js',
  '.ts',
  '.mjs',
  '.cjs',
  '.jsx',
  '.tsx',
  '/index.js',
  '/index.ts',
  '/index.mjs',
];

/** Source files a NodeNext specifier with an emitted extension (`.js`, `.mjs`, ...) may name. */
const TS_SOURCE_SUFFIXES = ['.ts', '.mts', '.cts', '.tsx', '/index.ts', '/index.mts', '/index.tsx'];

export function resolveModule(from: string, spec: string, files: Map<string, FileFacts>): string | undefined {
  const dir = path.posix.dirname(from);
  if (spec.startsWith('.') && /\.(py)$/.test(from)) {
    // Python relative import: `.books` from pkg/__init__.py, `..x` goes up one package.
    const dots = /^\.+/.exec(spec)?.[0].length ?? 1;
    let base = dir;
    for (let i = 1; i < dots; i++) base = path.posix.dirname(base);
    const rest = spec.slice(dots).replace(/\./g, '/');
    const stem = rest ? path.posix.join(base, rest) : base;
    return [`${stem}.py`, `${stem}/__init__.py`].find((f) => files.has(f));
  }
  if (spec.startsWith('.')) {
    const stem = path.posix.normalize(path.posix.join(dir, spec));
    const found = JS_SUFFIXES.map((s) => stem + s).find((f) => files.has(f));
    if (found) return found;
    // NodeNext/ESM TypeScript writes the emitted extension: './orders.js' names orders.ts.
    const emitted = /\.(?:js|mjs|cjs|jsx)$/.exec(stem);
    if (!emitted) return undefined;
    const bare = stem.slice(0, emitted.index);
    return TS_SOURCE_SUFFIXES.map((s) => bare + s).find((f) => files.has(f));
  }
  if (/^[\w.]+$/.test(spec)) {
    const stem = spec.replace(/\./g, '/');
    // A Django project below the repository root (`netbox/manage.py`) imports from its own folder.
    const roots = ['', 'src/'];
    for (let d = dir; d !== '.' && d !== '' && d !== '/'; d = path.posix.dirname(d)) roots.push(`${d}/`);
    return roots.flatMap((r) => [`${r}${stem}.py`, `${r}${stem}/__init__.py`]).find((f) => files.has(f));
  }
  return undefined;
}

/** Go files by directory: a package is a directory, its files share one namespace. */
function goFilesByDir(files: FileFacts[]): Map<string, FileFacts[]> {
  const dirs = new Map<string, FileFacts[]>();
  for (const f of files) {
    if (!f.path.endsWith('.go')) continue;
    const dir = path.posix.dirname(f.path);
    dirs.set(dir, [...(dirs.get(dir) ?? []), f]);
  }
  return dirs;
}

/**
 * The file of the Go package a mount imports (`r.Mount("/billing", billing.Routes())`) that
 * declares the router: the directory the import path ends with (the module path from go.mod is
 * its start), the longest such directory when several match.
 */
function goPackageRouter(m: MountFact, dirs: Map<string, FileFacts[]>): FileFacts | undefined {
  const spec = m.childModule ?? '';
  let best: string | undefined;
  for (const dir of dirs.keys()) {
    const matches = dir !== '.' && (spec === dir || spec.endsWith(`/${dir}`));
    if (matches && (!best || dir.length > best.length)) best = dir;
  }
  return best ? dirs.get(best)?.find((f) => f.routers.some((r) => r.id === m.childExport)) : undefined;
}

/**
 * The file declaring the router a Rust path names (`api::users_router()` in `.nest("/x", ...)`):
 * the one Rust file with a router function of that name, preferring files the module path names.
 */
function rustPathRouter(child: string, files: FileFacts[]): FileFacts | undefined {
  const segments = child.split('::');
  const name = segments.at(-1);
  const owners = files.filter((f) => f.path.endsWith('.rs') && f.routers.some((r) => r.id === name));
  if (owners.length <= 1) return owners[0];
  const modulePath = segments.slice(0, -1).filter((s) => s !== 'crate' && s !== 'super' && s !== 'self');
  const named = owners.filter((f) => {
    const stem = f.path.replace(/(\/mod)?\.rs$/, '');
    return modulePath.length > 0 && stem.endsWith(modulePath.join('/'));
  });
  return named.length === 1 ? named[0] : undefined;
}

interface MountPath {
  /** Every prefix above the router's own routes, its own prefix included. */
  prefix: string;
  rooted: boolean;
}

interface Edge {
  parent: string;
  prefix: string;
}

/** Applies router mounts across files (`app.use('/api', router)`, `register_blueprint(bp, url_prefix=)`). */
export function resolveRoutes(files: FileFacts[]): ResolvedRoute[] {
  const byPath = new Map(files.map((f) => [f.path, f]));
  const ownPrefix = new Map<string, string | undefined>();
  const edges = new Map<string, Edge[]>();
  const key = (file: string, id: string | undefined) => `${file}#${id ?? ''}`;
  const goDirs = goFilesByDir(files);
  for (const f of files) for (const r of f.routers) ownPrefix.set(key(f.path, r.id), r.prefix);
  // A blueprint's own url_prefix is replaced by a url_prefix given when it is registered (Flask);
  // `register_blueprint(bp)` without one keeps the Blueprint's. Other frameworks add both.
  const replacesOwn = new Set<string>();
  for (const f of files) {
    const flask =
      f.routes.some((r) => r.framework === 'flask') || f.imports.some((i) => i.source === 'flask');
    if (flask) for (const r of f.routers) replacesOwn.add(key(f.path, r.id));
  }

  for (const f of files) {
    for (const m of f.mounts) {
      let childKey: string | undefined;
      const goPackage = m.childModule && f.path.endsWith('.go') ? goPackageRouter(m, goDirs) : undefined;
      if (goPackage) childKey = key(goPackage.path, m.childExport);
      const target = m.childModule && !goPackage ? resolveModule(f.path, m.childModule, byPath) : undefined;
      if (target) {
        const tf = byPath.get(target);
        const router =
          tf?.routers.find((r) => r.id === m.childExport) ??
          tf?.routers.find((r) => r.exported) ??
          tf?.routers[0];
        if (tf && router) childKey = key(tf.path, router.id);
      }
      if (!childKey) {
        const local = f.routers.find((r) => r.id === m.child);
        if (local) childKey = key(f.path, local.id);
      }
      if (!childKey && f.path.endsWith('.rs') && m.child.includes('::')) {
        const owner = rustPathRouter(m.child, files);
        if (owner) childKey = key(owner.path, m.child.split('::').at(-1));
      }
      if (!childKey) continue;
      const list = edges.get(childKey) ?? [];
      list.push({ parent: key(f.path, m.parent), prefix: m.prefix });
      edges.set(childKey, list);
    }
  }

  const memo = new Map<string, MountPath[]>();
  // Every path from the roots down to router `k`: parents' prefixes (their own included, at any
  // depth), then the mount's prefix, then `k`'s own.
  const prefixes = (k: string, depth: number): MountPath[] => {
    const cached = memo.get(k);
    if (cached) return cached;
    const incoming = edges.get(k);
    const own = ownPrefix.get(k);
    let out: MountPath[];
    if (!incoming || depth > 8) {
      out = [{ prefix: own ?? '', rooted: !incoming }];
    } else {
      out = [];
      for (const e of incoming) {
        const kept = replacesOwn.has(k) && e.prefix !== '' ? undefined : own;
        for (const p of prefixes(e.parent, depth + 1)) {
          out.push({ prefix: joinRoutePath(p.prefix, e.prefix, kept), rooted: p.rooted });
        }
      }
    }
    memo.set(k, out);
    return out;
  };

  // NestJS serves every controller under the application's global prefix, when one is set.
  const globalPrefixes = new Set(files.flatMap((f) => (f.globalRoutePrefix ? [f.globalRoutePrefix] : [])));
  const globalPrefix = globalPrefixes.size === 1 ? [...globalPrefixes][0] : undefined;
  const routes: ResolvedRoute[] = [];
  for (const f of files) {
    for (const r of f.routes) {
      const k = key(f.path, r.router);
      const list = prefixes(k, 0);
      const global = r.framework === 'nestjs' ? globalPrefix : undefined;
      const mounted = edges.has(k) || global !== undefined;
      for (const p of list) {
        const full = joinRoutePath(global, p.prefix, r.path);
        const isApp = f.routers.find((x) => x.id === r.router)?.isApp ?? r.router === undefined;
        routes.push({
          method: r.method,
          path: full,
          norm: normalizeRoutePath(full),
          fact: r,
          rooted: mounted ? p.rooted : isApp,
        });
      }
    }
  }
  return routes;
}
