import { connectCodeHostTokenRequestSchema, type TokenCodeHost } from '@driftwatch/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { DialogFooter } from '../../../components/ui/dialog';
import { Field, fieldAria } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/api-error';
import { queryRoots } from '../../../lib/query-roots';
import { toast } from '../../../lib/toast';
import { MissingSettings, usePlatformIntegration } from '../../integrations';
import { connectCodeHostToken } from '../api/connect-code-host-token';
import { startCodeHostConnect } from '../api/start-code-host-connect';

type TokenForm = z.input<typeof connectCodeHostTokenRequestSchema>;
type TokenValues = z.output<typeof connectCodeHostTokenRequestSchema>;

/** How each host names itself, its repositories and the token it takes. */
export const codeHostTexts: Record<
  TokenCodeHost,
  { name: string; items: string; tokenHint: string; placeholder: string; withEmail: boolean }
> = {
  gitlab: {
    name: 'GitLab',
    items: 'projects',
    tokenHint: 'A personal, group or project access token with the api scope. It is stored encrypted.',
    placeholder: 'glpat-…',
    withEmail: false,
  },
  bitbucket: {
    name: 'Bitbucket',
    items: 'repositories',
    tokenHint:
      'A repository, project or workspace access token with its workspace (scopes: repository admin, pull request write, webhooks), or an API token with your Atlassian email. It is stored encrypted.',
    placeholder: 'ATCTT3x…',
    withEmail: true,
  },
};

interface CodeHostConnectFormProps {
  host: TokenCodeHost;
  onConnected: () => void;
  onConnectByUrl: () => void;
}

/** One host's connection: through its OAuth application when this server has one, else by access token. */
export function CodeHostConnectForm({ host, onConnected, onConnectByUrl }: CodeHostConnectFormProps) {
  const id = useId();
  const texts = codeHostTexts[host];
  const queryClient = useQueryClient();
  const platform = usePlatformIntegration(host);
  const form = useForm<TokenForm, unknown, TokenValues>({
    resolver: zodResolver(connectCodeHostTokenRequestSchema),
    defaultValues: { token: '' },
  });
  const connect = useMutation({
    mutationFn: (values: TokenValues) => connectCodeHostToken(host, values),
    onSuccess: async (result) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryRoots.repositories }),
        queryClient.invalidateQueries({ queryKey: queryRoots.integrations }),
      ]);
      toast({
        title: `${texts.name} connected`,
        description: `Connected as ${result.integration.username ?? `your ${texts.name} user`}. Its ${texts.items} are in Available Repositories.`,
        variant: 'success',
      });
      onConnected();
    },
    onError: (error) =>
      form.setError('token', { message: errorMessage(error, `${texts.name} could not be connected.`) }),
  });
  const oauth = useMutation({
    mutationFn: () => startCodeHostConnect(host),
    onSuccess: (url) => window.location.assign(url),
    onError: (error) =>
      toast({
        title: 'Connection Error',
        description: errorMessage(error, 'Please try again.'),
        variant: 'error',
      }),
  });
  const entry = platform.data?.catalogueEntry;
  const connectedAs = platform.data?.connected ? platform.data.integration : null;
  const broken = platform.data?.integration?.status === 'broken' ? platform.data.integration : null;
  const tokenError = form.formState.errors.token?.message;
  const emailHint = 'Only for an API token: the email of the Atlassian account that made it.';
  const workspaceHint =
    'Only for an access token: the workspace in its URL, e.g. acme in bitbucket.org/acme.';
  const workspaceError = form.formState.errors.workspace?.message;
  return (
    <>
      {connectedAs ? (
        <p className="rounded-lg bg-emerald-50 p-3 text-sm text-emerald-900">
          {texts.name} is connected as {connectedAs.username} ({connectedAs.teamName}). Connect again to use
          another token.
        </p>
      ) : null}
      {broken ? (
        <p role="alert" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          {texts.name} no longer accepts Driftwatch's access
          {broken.statusReason ? ` (${broken.statusReason})` : ''}, so its {texts.items} are not listed.
          Connect {texts.name} again to resume.
        </p>
      ) : null}
      {entry?.configured ? (
        <Button variant="secondary" disabled={oauth.isPending} onClick={() => oauth.mutate()}>
          Connect with {texts.name}
        </Button>
      ) : entry ? (
        <p className="text-sm text-slate-600">
          Signing in through {texts.name} needs <MissingSettings names={entry.missingConfig} /> on this
          server; an access token works without them.
        </p>
      ) : null}
      <form
        className="space-y-4"
        noValidate
        onSubmit={form.handleSubmit((values) =>
          connect.mutate(host === 'bitbucket' ? values : { token: values.token }),
        )}
      >
        <Field
          id={`${id}-token`}
          label={`${texts.name} access token`}
          hint={texts.tokenHint}
          error={tokenError}
        >
          <Input
            id={`${id}-token`}
            type="password"
            autoComplete="off"
            placeholder={texts.placeholder}
            {...fieldAria(`${id}-token`, tokenError, texts.tokenHint)}
            {...form.register('token')}
          />
        </Field>
        {texts.withEmail ? (
          <Field id={`${id}-workspace`} label="Workspace" hint={workspaceHint} error={workspaceError}>
            <Input
              id={`${id}-workspace`}
              autoComplete="off"
              {...fieldAria(`${id}-workspace`, workspaceError, workspaceHint)}
              {...form.register('workspace', { setValueAs: (value: string) => value.trim() || undefined })}
            />
          </Field>
        ) : null}
        {texts.withEmail ? (
          <Field id={`${id}-email`} label="Atlassian email" hint={emailHint}>
            <Input
              id={`${id}-email`}
              type="email"
              autoComplete="off"
              {...fieldAria(`${id}-email`, undefined, emailHint)}
              {...form.register('username', { setValueAs: (value: string) => value.trim() || undefined })}
            />
          </Field>
        ) : null}
        <DialogFooter>
          <Button variant="secondary" onClick={onConnectByUrl}>
            Connect by URL instead
          </Button>
          <Button type="submit" disabled={connect.isPending}>
            {connect.isPending ? 'Connecting…' : `Connect ${texts.name}`}
          </Button>
        </DialogFooter>
      </form>
    </>
  );
}
