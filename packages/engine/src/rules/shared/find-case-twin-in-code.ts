import type { ProjectIndex } from '../../index/project-index.js';

const lowerIdentifiers = new WeakMap<ProjectIndex, Map<string, string[]>>();

/**
 * The one name the code spells with the same letters as `name` in another case (`rehydrate` for
 * `reHydrate`), when there is exactly one. The first letter must match: in Go its case is
 * visibility, so `GetBody` never means a private `getBody`.
 */
export function findCaseTwinInCode(index: ProjectIndex, name: string): string | undefined {
  let byLower = lowerIdentifiers.get(index);
  if (!byLower) {
    byLower = new Map();
    for (const id of index.identifiers) {
      const key = id.toLowerCase();
      byLower.set(key, [...(byLower.get(key) ?? []), id]);
    }
    lowerIdentifiers.set(index, byLower);
  }
  const twins = (byLower.get(name.toLowerCase()) ?? []).filter(
    (twin) => twin !== name && twin[0] === name[0],
  );
  return twins.length === 1 ? twins[0] : undefined;
}
