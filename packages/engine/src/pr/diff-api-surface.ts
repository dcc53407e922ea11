import type { SourceLocation } from '../facts/types.js';
import { normalizeRoutePath } from '../index/normalize-route-path.js';
import type { ProjectIndex } from '../index/project-index.js';
import { nameSimilarity } from '../util/similarity.js';

type ConceptKind = 'symbol' | 'route' | 'flag' | 'env';

export interface ApiChange {
  kind: ConceptKind;
  change: 'removed' | 'changed' | 'added';
  /** What docs mention: a symbol name, a route path, a flag, an env var. */
  name: string;
  before?: string;
  after?: string;
  location: SourceLocation;
  /** A member (method/property) rather than a top-level name: docs mention it as `.name` or `name(`. */
  member?: boolean;
  /** For a removal: the added concept that replaces it (a rename). */
  renamedTo?: string;
  /** For an addition: it is the new name of a removed concept. */
  isRename?: boolean;
}

interface Surface {
  key: string;
  kind: ConceptKind;
  name: string;
  shape: string;
  location: SourceLocation;
  container?: string;
}

function surfaceOf(index: ProjectIndex): Map<string, Surface> {
  const out = new Map<string, Surface>();
  for (const f of index.files) {
    for (const s of f.symbols) {
      if (!s.exported || s.kind === 'variable') continue;
      const key = `symbol:${s.container ?? ''}.${s.name}`;
      const shape = s.params
        ? s.params.map((p) => `${p.kind}:${p.name}${p.optional ? '?' : ''}`).join(',')
        : s.kind;
      if (!out.has(key))
        out.set(key, {
          key,
          kind: 'symbol',
          name: s.name,
          shape: `${s.signature}|${shape}`,
          location: s.location,
          container: s.container ?? '',
        });
    }
  }
  for (const r of index.routes) {
    const key = `route:${r.method} ${r.norm}`;
    out.set(key, {
      key,
      kind: 'route',
      name: r.path,
      shape: `${r.method} ${r.path}`,
      location: r.fact.location,
    });
  }
  for (const o of index.cliOptions) {
    const flag = o.flags.find((f) => f.startsWith('--')) ?? o.flags[0];
    if (!flag) continue;
    const key = `flag:${o.command ?? ''}:${flag}`;
    out.set(key, {
      key,
      kind: 'flag',
      name: flag,
      shape: `${o.flags.join(', ')} default ${o.defaultValue ?? ''}`,
      location: o.location,
    });
  }
  for (const [name, reads] of index.envVars) {
    const first = reads[0];
    // An env prefix (`envPrefix: 'APP_'`) is not a variable of its own.
    if (first && !first.prefix)
      out.set(`env:${name}`, {
        key: `env:${name}`,
        kind: 'env',
        name,
        shape: name,
        location: first.location,
      });
  }
  return out;
}

/** Concept-level changes of the public surface between the base and the head of a pull request. */
export function diffApiSurface(base: ProjectIndex, head: ProjectIndex): ApiChange[] {
  const before = surfaceOf(base);
  const after = surfaceOf(head);
  const changes: ApiChange[] = [];
  for (const [key, b] of before) {
    const a = after.get(key);
    if (!a)
      changes.push({
        kind: b.kind,
        change: 'removed',
        name: b.name,
        before: b.shape.split('|')[0],
        location: b.location,
        member: !!b.container,
      });
    else if (a.shape !== b.shape)
      changes.push({
        kind: a.kind,
        change: 'changed',
        name: a.name,
        before: b.shape.split('|')[0],
        after: a.shape.split('|')[0],
        location: a.location,
        member: !!a.container,
      });
  }
  for (const [key, a] of after) {
    if (!before.has(key))
      changes.push({
        kind: a.kind,
        change: 'added',
        name: a.name,
        after: a.shape.split('|')[0],
        location: a.location,
        member: !!a.container,
      });
  }
  pairRenames(changes, before, after);
  // A route "removed" at one path and "added" at another is reported once per side; docs only mention the old.
  return changes.filter((c) => c.kind !== 'route' || normalizeRoutePath(c.name) !== '/');
}

/** A removal and an addition of the same kind in the same container, with alike names or shapes, are a rename. */
function pairRenames(changes: ApiChange[], before: Map<string, Surface>, after: Map<string, Surface>): void {
  const added = changes.filter((c) => c.change === 'added');
  const containerOf = (c: ApiChange, side: Map<string, Surface>) =>
    [...side.values()].find((s) => s.kind === c.kind && s.name === c.name)?.container;
  for (const removed of changes.filter((c) => c.change === 'removed')) {
    const shapeBefore = removed.before?.replace(removed.name, '');
    let best: ApiChange | undefined;
    let bestScore = 0.45;
    for (const a of added) {
      if (a.isRename || a.kind !== removed.kind || containerOf(a, after) !== containerOf(removed, before))
        continue;
      const score = Math.max(
        nameSimilarity(removed.name, a.name),
        a.after?.replace(a.name, '') === shapeBefore ? 0.9 : 0,
      );
      if (score > bestScore) {
        best = a;
        bestScore = score;
      }
    }
    if (best) {
      best.isRename = true;
      removed.renamedTo = best.name;
    }
  }
}
