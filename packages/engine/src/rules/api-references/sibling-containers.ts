import type { ApiClaim } from '../../docs/collect-api-claims.js';
import type { ProjectIndex } from '../../index/project-index.js';
import { symbolsNamed } from '../shared/resolve-api.js';

/**
 * Containers every resolving sibling of the claim (list, table column, heading level) has a symbol
 * in (`''` for top-level ones); undefined when fewer than half of the siblings resolve.
 */
export function siblingContainers(
  index: ProjectIndex,
  claims: ApiClaim[],
  self: ApiClaim,
): Set<string> | undefined {
  if (self.group === '-1') return undefined;
  const siblings = claims.filter((c) => c !== self && c.group === self.group);
  const found = siblings.map((c) => symbolsNamed(index, c.sig.name)).filter((list) => list.length > 0);
  if (found.length === 0 || found.length * 2 < siblings.length + 1) return undefined;
  let common: Set<string> | undefined;
  for (const list of found) {
    const owners = new Set(list.map((s) => s.container ?? ''));
    common = common ? new Set([...common].filter((o) => owners.has(o))) : owners;
  }
  return common;
}

/** Most of the claim's siblings name project symbols (for a bare name: of one shared container). */
export function groupResolves(index: ProjectIndex, claims: ApiClaim[], self: ApiClaim): boolean {
  const common = siblingContainers(index, claims, self);
  if (!common) return false;
  // Bare `read()`, `write()`, `close()` that are methods of different classes describe some object's
  // interface (maybe a dependency's), not ours.
  return self.sig.chain.length > 1 || common.size > 0;
}
