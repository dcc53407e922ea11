import type { CatalogueEntry, Integration } from '@driftwatch/contract';

/**
 * What a card offers. A connection that exists is shown as it is even if the server has since lost
 * the settings to make new ones; a server without the settings never offers Connect.
 */
export type CardState = 'coming-soon' | 'connected' | 'broken' | 'not-configured' | 'available';

export function cardState(entry: CatalogueEntry, integration: Integration | undefined): CardState {
  if (entry.comingSoon) return 'coming-soon';
  if (integration?.status === 'connected') return 'connected';
  if (integration?.status === 'broken') return 'broken';
  if (!entry.configured) return 'not-configured';
  return 'available';
}
