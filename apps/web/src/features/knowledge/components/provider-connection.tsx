import { CheckCircle2, PlugZap } from 'lucide-react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import type { DocsProviderState } from '../lib/docs-provider-states';
import { ConfluenceTokenButton } from './confluence-token-button';

interface ProviderConnectionProps {
  provider: DocsProviderState;
  onConnect: () => void;
  connecting: boolean;
}

/** Whether the provider is connected, and the way to connect it when this server can. */
export function ProviderConnection({ provider, onConnect, connecting }: ProviderConnectionProps) {
  if (provider.status === 'connected') {
    return (
      <p className="flex items-center gap-2 text-sm text-emerald-800" role="status">
        <CheckCircle2 className="size-4" aria-hidden />
        {provider.name} connected{provider.workspace ? ` · ${provider.workspace}` : ''}
      </p>
    );
  }
  if (provider.status === 'not-configured' && provider.tokenConnect) {
    return (
      <Alert title={`Signing in through ${provider.name} is not configured on this server`}>
        <span className="block">
          Set {provider.missingConfig.join(', ')} and restart the server for OAuth, or connect with an API
          token now.
        </span>
        <span className="mt-2 block">
          <ConfluenceTokenButton />
        </span>
      </Alert>
    );
  }
  if (provider.status === 'not-configured') {
    return (
      <Alert title={`${provider.name} is not configured on this server`}>
        Set {provider.missingConfig.join(', ')} and restart the server to connect {provider.name}.
      </Alert>
    );
  }
  if (provider.status === 'coming-soon') {
    return <Alert title="Coming soon">{provider.name} sources are not available yet.</Alert>;
  }
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-xl border border-dashed border-slate-300 bg-white p-4">
      <PlugZap className="size-5 text-slate-500" aria-hidden />
      <p className="min-w-0 flex-1 text-sm text-slate-700">
        {provider.name} is not connected. Connect it to pick the pages to check against your code.
      </p>
      <Button size="sm" onClick={onConnect} disabled={connecting}>
        {connecting ? <Spinner className="text-white" /> : null}
        Connect {provider.name}
      </Button>
      {provider.tokenConnect ? <ConfluenceTokenButton /> : null}
    </div>
  );
}
