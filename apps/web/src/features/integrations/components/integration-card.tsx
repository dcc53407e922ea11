import type { CatalogueEntry, Integration } from '@driftwatch/contract';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { cardNote } from '../lib/card-note';
import { cardState } from '../lib/card-state';
import { IntegrationCardActions, type IntegrationCardHandlers } from './integration-card-actions';
import { IntegrationIcon } from './integration-icon';
import { MissingSettings } from './missing-settings';

interface IntegrationCardProps extends IntegrationCardHandlers {
  entry: CatalogueEntry;
  integration: Integration | undefined;
  connecting: boolean;
}

/** One catalogue entry: what it does, whether it is connected, and what can be done with it here. */
export function IntegrationCard({ entry, integration, connecting, ...handlers }: IntegrationCardProps) {
  const state = cardState(entry, integration);
  const note = cardNote(state, entry, integration);

  return (
    <Card className="flex flex-col p-5" role="article" aria-labelledby={`integration-${entry.id}`}>
      <div className="flex items-start gap-3">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-lg border border-slate-200 bg-white">
          <IntegrationIcon id={entry.id} />
        </span>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 id={`integration-${entry.id}`} className="font-semibold text-slate-900">
              {entry.name}
            </h3>
            {state === 'connected' ? <Badge tone="success">Connected</Badge> : null}
            {state === 'broken' ? <Badge tone="warning">Needs reconnecting</Badge> : null}
            {state === 'coming-soon' ? <Badge>Coming Soon</Badge> : null}
            {state === 'not-configured' ? <Badge tone="warning">Not configured</Badge> : null}
          </div>
          <p className="mt-1 text-sm text-slate-600">{entry.description}</p>
        </div>
      </div>
      {entry.features.length > 0 ? (
        <ul className="mt-4 flex flex-wrap gap-1.5" aria-label={`${entry.name} features`}>
          {entry.features.map((feature) => (
            <li key={feature} className="rounded-md bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
              {feature}
            </li>
          ))}
        </ul>
      ) : null}
      {state === 'not-configured' ? (
        <p className="mt-4 text-sm text-slate-600">
          Not configured on this server. Set <MissingSettings names={entry.missingConfig} /> to connect{' '}
          {entry.name}.
        </p>
      ) : note ? (
        <p className="mt-4 text-sm break-words text-slate-600">{note}</p>
      ) : null}
      <div className="mt-auto flex flex-wrap gap-2 pt-4">
        <IntegrationCardActions
          entry={entry}
          integration={integration}
          state={state}
          connecting={connecting}
          {...handlers}
        />
      </div>
    </Card>
  );
}
