import type { ProjectIndex } from '../../index/project-index.js';

/**
 * A name no code declares, uses or imports, that the page does not define, and that no supporting
 * code (examples, docs programs, scripts) declares either: whatever an example means by it, the
 * project does not have it now.
 */
export function isUnknownToCode(index: ProjectIndex, name: string, localNames: Set<string>): boolean {
  return !(
    index.symbolsByName.has(name) ||
    index.identifiers.has(name) ||
    index.importedNames.has(name) ||
    localNames.has(name) ||
    index.declaredInSupportingCode(name)
  );
}
