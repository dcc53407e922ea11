import { oauthReturnErrorTitle } from '@driftwatch/contract';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from '../../../lib/toast';
import { connectionFailedMessage } from '../lib/connection-failed-message';

/**
 * A provider that sent the browser back with `?error=` failed to connect: say why once, then drop the
 * code from the address so a reload or a shared link does not repeat the failure.
 */
export function useConnectionReturnError(): void {
  const [params, setParams] = useSearchParams();
  const code = params.get('error');
  useEffect(() => {
    if (code === null) return;
    toast({ title: oauthReturnErrorTitle, description: connectionFailedMessage(code), variant: 'error' });
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('error');
        return next;
      },
      { replace: true },
    );
  }, [code, setParams]);
}
