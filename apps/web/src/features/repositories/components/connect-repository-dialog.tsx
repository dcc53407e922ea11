import { connectRepositoryRequestSchema } from '@driftwatch/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
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

/** The contract's URL rule; the branch may be left empty (the server then detects it). */
const connectFormSchema = connectRepositoryRequestSchema
  .pick({ url: true })
  .extend({ defaultBranch: z.string().trim().max(250, 'The branch name is too long') });
type ConnectForm = z.input<typeof connectFormSchema>;
type ConnectValues = z.output<typeof connectFormSchema>;

interface ConnectRepositoryDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConnected?: () => void;
}

/** Provider git: any clone URL, or an absolute path to a repository on the server. */
export function ConnectRepositoryDialog({ open, onOpenChange, onConnected }: ConnectRepositoryDialogProps) {
  const id = useId();
  const form = useForm<ConnectForm, unknown, ConnectValues>({
    resolver: zodResolver(connectFormSchema),
    defaultValues: { url: '', defaultBranch: '' },
  });
  const { reset, setError } = form;
  useEffect(() => {
    if (open) reset({ url: '', defaultBranch: '' });
  }, [open, reset]);
  // A refused connection is shown once, under the URL the server refused (a toast would sit behind
  // the dialog and repeat it).
  const connect = useConnectRepository(
    ({ url, defaultBranch }: ConnectValues) =>
      connectRepository({ provider: 'git', url, ...(defaultBranch ? { defaultBranch } : {}) }),
    {
      onConnected: () => {
        onOpenChange(false);
        onConnected?.();
      },
      onFailed: (message) => setError('url', { message }),
    },
  );
  const urlError = form.formState.errors.url?.message;
  const branchError = form.formState.errors.defaultBranch?.message;
  const branchHint = 'Detected from the repository when left empty.';
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
          onSubmit={form.handleSubmit((values) => connect.mutate(values))}
        >
          <Field id={`${id}-url`} label="Git URL or server path" error={urlError}>
            <Input
              id={`${id}-url`}
              autoFocus
              placeholder="https://github.com/acme/api.git or /srv/git/api"
              {...fieldAria(`${id}-url`, urlError)}
              {...form.register('url')}
            />
          </Field>
          <Field id={`${id}-branch`} label="Default branch (optional)" hint={branchHint} error={branchError}>
            <Input
              id={`${id}-branch`}
              placeholder="main"
              {...fieldAria(`${id}-branch`, branchError, branchHint)}
              {...form.register('defaultBranch')}
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
