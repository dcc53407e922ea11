import { connectCodeHostTokenRequestSchema } from '@driftwatch/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
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
import { errorMessage } from '../../../lib/api-error';
import { queryRoots } from '../../../lib/query-roots';
import { toast } from '../../../lib/toast';
import { MissingSettings, usePlatformIntegration } from '../../integrations';
import { connectGitlabToken } from '../api/connect-gitlab-token';
import { startGitlabConnect } from '../api/start-gitlab-connect';

type TokenForm = z.input<typeof connectCodeHostTokenRequestSchema>;
type TokenValues = z.output<typeof connectCodeHostTokenRequestSchema>;

interface ConnectGitProviderDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** After GitLab connects: its projects are in the available tab. */
  onConnected: () => void;
  /** Opens the Git URL dialog instead, for any other host. */
  onConnectByUrl: () => void;
}

/** GitLab by access token (always) or through its OAuth application (when this server has one). */
export function ConnectGitProviderDialog({
  open,
  onOpenChange,
  onConnected,
  onConnectByUrl,
}: ConnectGitProviderDialogProps) {
  const id = useId();
  const queryClient = useQueryClient();
  const gitlab = usePlatformIntegration('gitlab');
  const form = useForm<TokenForm, unknown, TokenValues>({
    resolver: zodResolver(connectCodeHostTokenRequestSchema),
    defaultValues: { token: '' },
  });
  const { reset, setError } = form;
  useEffect(() => {
    if (open) reset({ token: '' });
  }, [open, reset]);
  const connect = useMutation({
    mutationFn: connectGitlabToken,
    onSuccess: async (result) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryRoots.repositories }),
        queryClient.invalidateQueries({ queryKey: queryRoots.integrations }),
      ]);
      toast({
        title: 'GitLab connected',
        description: `Connected as ${result.integration.username ?? 'your GitLab user'}. Its projects are in Available Repositories.`,
        variant: 'success',
      });
      onOpenChange(false);
      onConnected();
    },
    onError: (error) => setError('token', { message: errorMessage(error, 'GitLab could not be connected.') }),
  });
  const oauth = useMutation({
    mutationFn: startGitlabConnect,
    onSuccess: (url) => window.location.assign(url),
    onError: (error) =>
      toast({
        title: 'Connection Error',
        description: errorMessage(error, 'Please try again.'),
        variant: 'error',
      }),
  });
  const entry = gitlab.data?.catalogueEntry;
  const connectedAs = gitlab.data?.connected ? gitlab.data.integration : null;
  const broken = gitlab.data?.integration?.status === 'broken' ? gitlab.data.integration : null;
  const tokenError = form.formState.errors.token?.message;
  const tokenHint = 'A personal, group or project access token with the api scope. It is stored encrypted.';
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Connect Git Provider</DialogTitle>
          <DialogDescription>
            Connect GitLab to list its projects as available repositories, scan pushes and check merge
            requests.
          </DialogDescription>
        </DialogHeader>
        {connectedAs ? (
          <p className="rounded-lg bg-emerald-50 p-3 text-sm text-emerald-900">
            GitLab is connected as {connectedAs.username} ({connectedAs.teamName}). Connect again to use
            another token.
          </p>
        ) : null}
        {broken ? (
          <p role="alert" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
            GitLab no longer accepts Driftwatch's access
            {broken.statusReason ? ` (${broken.statusReason})` : ''}, so its projects are not listed. Connect
            GitLab again to resume.
          </p>
        ) : null}
        {entry?.configured ? (
          <Button variant="secondary" disabled={oauth.isPending} onClick={() => oauth.mutate()}>
            Connect with GitLab
          </Button>
        ) : entry ? (
          <p className="text-sm text-slate-600">
            Signing in through GitLab needs <MissingSettings names={entry.missingConfig} /> on this server; an
            access token works without them.
          </p>
        ) : null}
        <form
          className="space-y-4"
          noValidate
          onSubmit={form.handleSubmit((values) => connect.mutate(values))}
        >
          <Field id={`${id}-token`} label="GitLab access token" hint={tokenHint} error={tokenError}>
            <Input
              id={`${id}-token`}
              type="password"
              autoComplete="off"
              placeholder="glpat-…"
              {...fieldAria(`${id}-token`, tokenError, tokenHint)}
              {...form.register('token')}
            />
          </Field>
          <DialogFooter>
            <Button
              variant="secondary"
              onClick={() => {
                onOpenChange(false);
                onConnectByUrl();
              }}
            >
              Connect by URL instead
            </Button>
            <Button type="submit" disabled={connect.isPending}>
              {connect.isPending ? 'Connecting…' : 'Connect GitLab'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
