import type { CreateDocSourceRequest } from '@driftwatch/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { PanelError, PanelLoading } from '../../../components/ui/panel';
import { errorMessage } from '../../../lib/api-error';
import { queryRoots } from '../../../lib/query-roots';
import { toast } from '../../../lib/toast';
import { createDocSource } from '../api/create-doc-source';
import { linkDocSource } from '../api/link-doc-source';
import { useDocsProviders } from '../hooks/use-docs-providers';
import type { DocsProviderState } from '../lib/docs-provider-states';
import { DocSourceForm } from './doc-source-form';
import { ProviderStage } from './provider-stage';

interface AddExternalDocsDialogProps {
  repository: { id: string; name: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Creates a documentation source from a connected provider's pages and links it to one repository. */
export function AddExternalDocsDialog({ repository, open, onOpenChange }: AddExternalDocsDialogProps) {
  const [picked, setPicked] = useState<DocsProviderState | null>(null);
  const { integrations, providers, connect } = useDocsProviders('repositories');
  const queryClient = useQueryClient();
  const create = useMutation({
    mutationFn: async (payload: CreateDocSourceRequest) => {
      const created = await createDocSource(payload);
      await linkDocSource({ repositoryId: repository.id, sourceId: created.id });
    },
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: queryRoots.docSources });
      await queryClient.invalidateQueries({ queryKey: queryRoots.repositories });
    },
  });
  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next) setPicked(null);
  };
  const submit = (payload: CreateDocSourceRequest) => {
    if (payload.provider !== 'notion') {
      toast({
        title: 'Unsupported provider',
        description: 'Creating sources is currently available for Notion only.',
        variant: 'error',
      });
      return;
    }
    create.mutate(payload, {
      onSuccess: () => {
        toast({
          title: 'Docs added',
          description: `${payload.name} is linked to ${repository.name}.`,
          variant: 'success',
        });
        close(false);
      },
      onError: (error) =>
        toast({
          title: 'Failed to add docs',
          description: errorMessage(error, 'Please try again'),
          variant: 'error',
        }),
    });
  };
  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>Add external docs</DialogTitle>
          <DialogDescription>
            {picked
              ? `Choose the ${picked.name} pages to check against ${repository.name}.`
              : 'Choose where the documentation lives.'}
          </DialogDescription>
        </DialogHeader>
        {picked ? (
          <DocSourceForm
            provider={picked.provider}
            defaultName={`${repository.name} docs`}
            submitLabel="Create & Link"
            submitting={create.isPending}
            onSubmit={submit}
            onBack={() => setPicked(null)}
          />
        ) : providers ? (
          <ProviderStage
            providers={providers}
            onPick={setPicked}
            onConnect={(provider) => connect.mutate(provider)}
            connecting={connect.isPending}
          />
        ) : integrations.isError ? (
          <PanelError
            message={errorMessage(integrations.error, 'Failed to load integrations')}
            onRetry={() => void integrations.refetch()}
          />
        ) : (
          <PanelLoading label="Loading providers…" />
        )}
      </DialogContent>
    </Dialog>
  );
}
