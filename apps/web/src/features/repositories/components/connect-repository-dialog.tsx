import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Field, fieldAria } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { connectRepository } from '../api/connect-repository';
import { useConnectRepository } from '../hooks/use-connect-repository';

interface ConnectRepositoryDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConnected?: () => void;
}

/** Provider git: any clone URL, or an absolute path to a repository on the server. */
export function ConnectRepositoryDialog({ open, onOpenChange, onConnected }: ConnectRepositoryDialogProps) {
  const id = useId();
  const [url, setUrl] = useState('');
  const [branch, setBranch] = useState('');
  const [error, setError] = useState<string>();
  const connect = useConnectRepository(
    () =>
      connectRepository({
        provider: 'git',
        url: url.trim(),
        ...(branch.trim() ? { defaultBranch: branch.trim() } : {}),
      }),
    {
      onConnected: () => {
        setUrl('');
        setBranch('');
        onOpenChange(false);
        onConnected?.();
      },
      onFailed: setError,
    },
  );
  const submit = () => {
    if (url.trim() === '') {
      setError('Enter the repository URL or path');
      return;
    }
    setError(undefined);
    connect.mutate();
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Connect a repository</DialogTitle>
          <DialogDescription>
            Any git URL the server can clone, or the path of a repository on the server.
          </DialogDescription>
        </DialogHeader>
        <form
          className="space-y-4"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Field id={`${id}-url`} label="Git URL or server path" error={error}>
            <Input
              id={`${id}-url`}
              value={url}
              autoFocus
              placeholder="https://github.com/acme/api.git or /srv/git/api"
              {...fieldAria(`${id}-url`, error)}
              onChange={(event) => setUrl(event.target.value)}
            />
          </Field>
          <Field
            id={`${id}-branch`}
            label="Default branch (optional)"
            hint="Detected from the repository when left empty."
          >
            <Input
              id={`${id}-branch`}
              value={branch}
              placeholder="main"
              onChange={(event) => setBranch(event.target.value)}
            />
          </Field>
          <DialogFooter>
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={connect.isPending}>
              {connect.isPending ? 'Connecting…' : 'Connect'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
