import type { CatalogueId } from '@driftwatch/contract';

/**
 * Where a connected integration is put to use: chat alerts are added per repository, Notion and Confluence pages
 * become sources in the Knowledge Hub, Linear issues are pushed from drift issues.
 */
const targets = new Map<CatalogueId, string>([
  ['slack', '/repositories'],
  ['teams', '/repositories'],
  ['notion', '/knowledge'],
  ['confluence', '/knowledge'],
  ['linear', '/drift-issues'],
]);

export function configureTarget(id: CatalogueId): string | null {
  return targets.get(id) ?? null;
}
