import type { DocSource } from '@driftwatch/contract';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { useUpdateDocSource } from '../api/update-doc-source';
import { ProviderPageChecklist } from './provider-page-checklist';

interface EditExternalDocsDialogProps {
  source: DocSource;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

function EditPagesForm({ source, onDone }: { source: DocSource; onDone: () => void }) {
  const [pageIds, setPageIds] = useState<string[]>(source.scope.pageIds);
  const update = useUpdateDocSource(source.id);
  const save = () =>
    update.mutate(
      { scope: { pageIds } },
      {
        onSuccess: () => {
          toast({ title: 'Docs updated', description: `${source.name} was saved.`, variant: 'success' });
          onDone();
        },
        onError: (error) =>
          toast({
            title: 'Failed to update docs',
            description: errorMessage(error, 'Please try again'),
            variant: 'error',
          }),
      },
    );
  return (
    <>
      <ProviderPageChecklist provider={source.provider} selected={pageIds} onChange={setPageIds} />
      <DialogFooter>
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button onClick={save} disabled={pageIds.length === 0 || update.isPending}>
          {update.isPending ? <Spinner className="text-white" /> : null}
          Save
        </Button>
      </DialogFooter>
    </>
  );
}

/** Changes which pages a source checks; the form starts from the source's pages each time it opens. */
export function EditExternalDocsDialog({ source, open, onOpenChange }: EditExternalDocsDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>Edit {source.name}</DialogTitle>
          <DialogDescription>Pick the pages this docs set checks.</DialogDescription>
        </DialogHeader>
        {open ? <EditPagesForm source={source} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}
