import type { DocSourceProvider } from '@driftwatch/contract';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { errorMessage } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { useCreateDocSource } from '../api/create-doc-source';
import { type DocSourceDraft, DocSourceForm } from './doc-source-form';

interface CreateDocSourceDialogProps {
  provider: { provider: DocSourceProvider; name: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The Hub's create: a source with a name, its pages and a schedule; repositories are linked afterwards. */
export function CreateDocSourceDialog({ provider, open, onOpenChange }: CreateDocSourceDialogProps) {
  const create = useCreateDocSource();
  const submit = (draft: DocSourceDraft) =>
    create.mutate(
      {
        provider: provider.provider,
        name: draft.name,
        scope: { pageIds: draft.pageIds },
        schedule: draft.schedule,
      },
      {
        onSuccess: () => {
          toast({
            title: 'Source created',
            description: `${draft.name} is ready to link and scan.`,
            variant: 'success',
          });
          onOpenChange(false);
        },
        onError: (error) =>
          toast({
            title: 'Failed to create source',
            description: errorMessage(error, 'Please try again'),
            variant: 'error',
          }),
      },
    );
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>New {provider.name} source</DialogTitle>
          <DialogDescription>
            Pick the pages to check against your code and how often to sync them.
          </DialogDescription>
        </DialogHeader>
        {open ? (
          <DocSourceForm
            provider={provider.provider}
            defaultName=""
            submitLabel="Create Source"
            submitting={create.isPending}
            onSubmit={submit}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
