import type { CatalogueEntry, Integration } from '@driftwatch/contract';
import type { CardState } from './card-state';

function connectedAs(integration: Integration): string | null {
  if (integration.emails.length > 0) return `Alerts go to ${integration.emails.join(', ')}`;
  const parts = [integration.username ?? integration.userEmail, integration.teamName].filter(
    (part): part is string => Boolean(part),
  );
  return parts.length > 0 ? `Connected as ${parts.join(' · ')}` : null;
}

/** The line under a card's description that says what its state means for the person reading it. */
export function cardNote(state: CardState, entry: CatalogueEntry, integration: Integration | undefined) {
  switch (state) {
    case 'coming-soon':
      return `${entry.name} is not available yet.`;
    // The card writes this one itself, with the settings' names set as code.
    case 'not-configured':
      return null;
    case 'broken': {
      const reason = integration?.statusReason ? ` (${integration.statusReason})` : '';
      return `${entry.name} no longer accepts Driftwatch's access${reason}. Connect it again to resume.`;
    }
    case 'connected':
      return integration ? connectedAs(integration) : null;
    case 'available':
      return entry.connectMethod === 'webhook'
        ? `${entry.name} connects by pasting a webhook URL when you add an alert to a repository.`
        : null;
  }
}
