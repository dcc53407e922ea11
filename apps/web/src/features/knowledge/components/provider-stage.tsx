import { CheckCircle2 } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import type { DocsProviderState } from '../lib/docs-provider-states';
import { ConfluenceTokenButton } from './confluence-token-button';

interface ProviderStageProps {
  providers: readonly DocsProviderState[];
  onPick: (provider: DocsProviderState) => void;
  onConnect: (provider: DocsProviderState) => void;
  connecting: boolean;
}

function ProviderNote({ provider }: { provider: DocsProviderState }) {
  if (provider.status === 'coming-soon') return <Badge>Coming soon</Badge>;
  if (provider.status === 'not-configured') {
    return (
      <span className="text-xs text-slate-600">
        Not configured on this server (set {provider.missingConfig.join(', ')})
      </span>
    );
  }
  return null;
}

/** Step 1: only a connected provider can be picked; an unconnected one offers Connect when this server can. */
export function ProviderStage({ providers, onPick, onConnect, connecting }: ProviderStageProps) {
  return (
    <ul className="space-y-2" aria-label="Documentation providers">
      {providers.map((provider) => (
        <li
          key={provider.provider}
          className="flex flex-wrap items-center gap-3 rounded-lg border border-slate-200 p-3"
        >
          <div className="min-w-0 flex-1">
            <p className="flex items-center gap-2 font-medium text-slate-900">
              {provider.name}
              {provider.status === 'connected' ? (
                <CheckCircle2 className="size-4 text-emerald-600" aria-label="Connected" />
              ) : null}
            </p>
            {provider.description ? <p className="text-xs text-slate-600">{provider.description}</p> : null}
          </div>
          {provider.status === 'connected' ? (
            <Button size="sm" onClick={() => onPick(provider)}>
              Select {provider.name}
            </Button>
          ) : provider.status === 'connect' ? (
            <Button size="sm" variant="secondary" onClick={() => onConnect(provider)} disabled={connecting}>
              {connecting ? <Spinner /> : null}
              Connect {provider.name}
            </Button>
          ) : (
            <ProviderNote provider={provider} />
          )}
          {provider.tokenConnect && provider.status !== 'connected' ? <ConfluenceTokenButton /> : null}
        </li>
      ))}
    </ul>
  );
}
