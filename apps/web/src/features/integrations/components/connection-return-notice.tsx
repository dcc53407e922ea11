import { CheckCircle2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { useConnectionReturnError } from '../hooks/use-connection-return-error';
import { integrationDisplayName } from '../lib/integration-display-name';

interface Connected {
  integration: string;
  user: string | null;
}

/**
 * What a screen shows when a provider's connect flow sends the browser back to it: the failure
 * (`?error=`) as a toast, or a modal naming the connected integration (`?success=`, optional `user`).
 * The query is cleared at once so a reload does not announce the connection again.
 */
export function ConnectionReturnNotice() {
  useConnectionReturnError();
  const [params, setParams] = useSearchParams();
  const success = params.get('success');
  const user = params.get('user');
  const [connected, setConnected] = useState<Connected | null>(null);

  useEffect(() => {
    if (success === null) return;
    setConnected({ integration: success, user });
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('success');
        next.delete('user');
        return next;
      },
      { replace: true },
    );
  }, [success, user, setParams]);

  if (!connected) return null;
  const name = integrationDisplayName(connected.integration);
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) setConnected(null);
      }}
    >
      <DialogContent className="max-w-md">
        <DialogHeader className="items-center text-center">
          <CheckCircle2 className="mx-auto size-10 text-emerald-600" aria-hidden />
          <DialogTitle>{name} connected</DialogTitle>
          <DialogDescription>
            {connected.user
              ? `${name} is connected as ${connected.user}.`
              : `${name} is connected to your organization.`}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter className="sm:justify-center">
          {/* A full load: every screen then reads the new connection from the server. */}
          <Button onClick={() => window.location.assign('/dashboard')}>Continue to Dashboard</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
