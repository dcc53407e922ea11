import type { CatalogueEntry, Integration } from '@driftwatch/contract';
import { Button } from '../../../components/ui/button';
import { ButtonLink } from '../../../components/ui/button-link';
import { Spinner } from '../../../components/ui/spinner';
import type { CardState } from '../lib/card-state';
import { configureTarget } from '../lib/configure-target';

export interface IntegrationCardHandlers {
  /** OAuth providers: start the provider's flow. */
  onConnect: (entry: CatalogueEntry) => void;
  /** Email: open the setup dialog. */
  onSetUpEmail: () => void;
  onDisconnect: (entry: CatalogueEntry, integration: Integration) => void;
}

interface IntegrationCardActionsProps extends IntegrationCardHandlers {
  entry: CatalogueEntry;
  integration: Integration | undefined;
  state: CardState;
  connecting: boolean;
}

/** The buttons a card shows for its state; a state that cannot connect shows none that would fail. */
export function IntegrationCardActions(props: IntegrationCardActionsProps) {
  const { entry, integration, state, connecting } = props;
  if (state === 'coming-soon' || state === 'not-configured') return null;

  const disconnect = integration ? (
    <Button variant="secondary" size="sm" onClick={() => props.onDisconnect(entry, integration)}>
      Disconnect
    </Button>
  ) : null;

  if (state === 'connected') {
    const target = configureTarget(entry.id);
    return (
      <>
        {entry.connectMethod === 'email' ? (
          <Button size="sm" onClick={props.onSetUpEmail}>
            Configure
          </Button>
        ) : target ? (
          <ButtonLink size="sm" to={target}>
            Configure
          </ButtonLink>
        ) : null}
        {disconnect}
      </>
    );
  }

  const label = state === 'broken' ? 'Reconnect' : 'Connect';
  const connect =
    entry.connectMethod === 'email' ? (
      <Button size="sm" onClick={props.onSetUpEmail}>
        {label}
      </Button>
    ) : entry.connectMethod === 'webhook' ? (
      <ButtonLink size="sm" to="/repositories">
        Add an alert
      </ButtonLink>
    ) : entry.connectMethod === 'oauth' && entry.configured ? (
      <Button size="sm" onClick={() => props.onConnect(entry)} disabled={connecting}>
        {connecting ? <Spinner className="text-white" /> : null}
        {label}
      </Button>
    ) : null;
  return (
    <>
      {connect}
      {disconnect}
    </>
  );
}
