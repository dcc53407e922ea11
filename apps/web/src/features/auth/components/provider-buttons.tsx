import type { SignInProviderId } from '@driftwatch/contract';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { GitHubMark, GoogleMark } from '../../../components/ui/provider-icons';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { useSignInProviders } from '../api/list-sign-in-providers';
import { startProviderSignIn } from '../api/start-provider-sign-in';

const providers = [
  { id: 'github', label: 'GitHub', Mark: GitHubMark },
  { id: 'google', label: 'Google', Mark: GoogleMark },
] as const;

/** The variables a provider lacks, as code, joined with "and". */
function VariableNames({ names }: { names: string[] }) {
  return names.map((name, index) => (
    <span key={name}>
      {index > 0 ? ' and ' : null}
      <code className="rounded bg-slate-100 px-1 py-0.5 font-mono text-xs break-words text-slate-800">
        {name}
      </code>
    </span>
  ));
}

/**
 * Continue with GitHub / Google: each asks the server for the provider's URL and leaves the app. A
 * provider the server is not configured for says which variables to set instead of offering a button
 * that can only fail.
 */
export function ProviderButtons() {
  const [pending, setPending] = useState<SignInProviderId | null>(null);
  const status = useSignInProviders().data?.providers;

  const start = async (provider: (typeof providers)[number]) => {
    setPending(provider.id);
    try {
      window.location.assign(await startProviderSignIn(provider.id));
    } catch (error) {
      setPending(null);
      toast({
        title: `${provider.label} sign-in unavailable`,
        description: errorMessage(error, 'Authentication failed'),
        variant: 'error',
      });
    }
  };

  return (
    <div className="grid gap-3">
      {providers.map((provider) => {
        const missing = status?.[provider.id].missing_config ?? [];
        if (missing.length > 0) {
          return (
            <p
              key={provider.id}
              className="flex items-start gap-2 rounded-md border border-dashed border-slate-300 px-3 py-2 text-xs text-slate-600"
            >
              <provider.Mark className="mt-0.5 size-4 shrink-0" />
              <span>
                {provider.label} sign-in is not configured on this server. Set{' '}
                <VariableNames names={missing} /> to offer it.
              </span>
            </p>
          );
        }
        return (
          <Button
            key={provider.id}
            variant="secondary"
            size="lg"
            disabled={pending !== null}
            onClick={() => void start(provider)}
          >
            {pending === provider.id ? <Spinner /> : <provider.Mark className="size-4" />}
            Continue with {provider.label}
          </Button>
        );
      })}
    </div>
  );
}
