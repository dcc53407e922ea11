import { connectConfluenceTokenRequestSchema } from '@driftwatch/contract';
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
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-error';
import { queryRoots } from '../../../lib/query-roots';
import { toast } from '../../../lib/toast';
import { connectConfluenceToken } from '../api/connect-confluence-token';

type TokenForm = z.input<typeof connectConfluenceTokenRequestSchema>;
type TokenValues = z.output<typeof connectConfluenceTokenRequestSchema>;

interface ConfluenceTokenDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const empty: TokenForm = { siteUrl: '', email: '', apiToken: '' };
const tokenHint = 'Create one at id.atlassian.com under Security → API tokens. It is stored encrypted.';

/** Confluence Cloud by API token: the site, the account's email and its token, checked with the site first. */
export function ConfluenceTokenDialog({ open, onOpenChange }: ConfluenceTokenDialogProps) {
  const id = useId();
  const queryClient = useQueryClient();
  const form = useForm<TokenForm, unknown, TokenValues>({
    resolver: zodResolver(connectConfluenceTokenRequestSchema),
    defaultValues: empty,
  });
  const { reset, setError, formState } = form;
  useEffect(() => {
    if (open) reset(empty);
  }, [open, reset]);
  const connect = useMutation({
    mutationFn: connectConfluenceToken,
    onSuccess: async (result) => {
      await queryClient.invalidateQueries({ queryKey: queryRoots.integrations });
      toast({
        title: 'Confluence connected',
        description: `Connected to ${result.integration.teamName ?? 'your site'}. Pick its pages to check.`,
        variant: 'success',
      });
      onOpenChange(false);
    },
    onError: (error) =>
      setError('apiToken', { message: errorMessage(error, 'Confluence could not be connected.') }),
  });
  const errors = formState.errors;
  const field = (name: keyof TokenForm) => `${id}-${name}`;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Connect Confluence with an API token</DialogTitle>
          <DialogDescription>
            Driftwatch reads the spaces and pages this Atlassian account can see.
          </DialogDescription>
        </DialogHeader>
        <form
          className="space-y-4"
          noValidate
          onSubmit={form.handleSubmit((values) => connect.mutate(values))}
        >
          <Field id={field('siteUrl')} label="Site URL" error={errors.siteUrl?.message}>
            <Input
              id={field('siteUrl')}
              placeholder="https://acme.atlassian.net"
              autoComplete="url"
              {...fieldAria(field('siteUrl'), errors.siteUrl?.message)}
              {...form.register('siteUrl')}
            />
          </Field>
          <Field id={field('email')} label="Atlassian account email" error={errors.email?.message}>
            <Input
              id={field('email')}
              type="email"
              autoComplete="email"
              {...fieldAria(field('email'), errors.email?.message)}
              {...form.register('email')}
            />
          </Field>
          <Field id={field('apiToken')} label="API token" hint={tokenHint} error={errors.apiToken?.message}>
            <Input
              id={field('apiToken')}
              type="password"
              autoComplete="off"
              {...fieldAria(field('apiToken'), errors.apiToken?.message, tokenHint)}
              {...form.register('apiToken')}
            />
          </Field>
          <DialogFooter>
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={connect.isPending}>
              {connect.isPending ? <Spinner className="text-white" /> : null}
              Connect Confluence
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
