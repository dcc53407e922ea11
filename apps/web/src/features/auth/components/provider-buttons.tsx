import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { GitHubMark, GoogleMark } from '../../../components/ui/provider-icons';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { startGoogleSignIn } from '../api/start-google-sign-in';
import { startProviderSignIn } from '../api/start-provider-sign-in';

type Provider = 'github' | 'google';

/** Continue with GitHub / Google: both ask the server for the provider's URL and leave the app. */
export function ProviderButtons({ source }: { source: 'signin' | 'signup' }) {
  const [pending, setPending] = useState<Provider | null>(null);

  const start = async (provider: Provider) => {
    setPending(provider);
    try {
      const url =
        provider === 'google' ? await startGoogleSignIn() : await startProviderSignIn('github', source);
      window.location.assign(url);
    } catch (error) {
      setPending(null);
      toast({
        title: provider === 'google' ? 'Google sign-in unavailable' : 'GitHub sign-in unavailable',
        description: errorMessage(error, 'Authentication failed'),
        variant: 'error',
      });
    }
  };

  return (
    <div className="grid gap-3">
      <Button variant="secondary" size="lg" disabled={pending !== null} onClick={() => void start('github')}>
        {pending === 'github' ? <Spinner /> : <GitHubMark className="size-4" />}
        Continue with GitHub
      </Button>
      <Button variant="secondary" size="lg" disabled={pending !== null} onClick={() => void start('google')}>
        {pending === 'google' ? <Spinner /> : <GoogleMark className="size-4" />}
        Continue with Google
      </Button>
    </div>
  );
}
