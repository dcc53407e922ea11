import { useState } from 'react';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { PanelLoading } from '../../../components/ui/panel';
import { errorMessage } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { useCreateDocSource } from '../api/create-doc-source';
import { useDocsProviders } from '../hooks/use-docs-providers';
import { isCreatableProvider } from '../lib/creatable-provider';
import type { DocsProviderState } from '../lib/docs-provider-states';
import { type DocSourceDraft, DocSourceForm } from './doc-source-form';
import { LoadFailure } from './load-failure';
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
  const create = useCreateDocSource();
  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next) setPicked(null);
  };
  const submit = (draft: DocSourceDraft) => {
    if (!picked || !isCreatableProvider(picked.provider)) return;
    create.mutate(
      {
        provider: picked.provider,
        name: draft.name,
        scope: { pageIds: draft.pageIds },
        schedule: draft.schedule,
        repositoryIds: [repository.id],
      },
      {
        onSuccess: () => {
          toast({
            title: 'Docs added',
            description: `${draft.name} is linked to ${repository.name}.`,
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
      },
    );
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
          <LoadFailure
            title="Failed to load integrations"
            error={integrations.error}
            onRetry={() => void integrations.refetch()}
          />
        ) : (
          <PanelLoading label="Loading providers…" />
        )}
      </DialogContent>
    </Dialog>
  );
}
