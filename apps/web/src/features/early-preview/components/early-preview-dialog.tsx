import { Sparkles } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import {
  EARLY_PREVIEW_DISMISSED_KEY,
  EARLY_PREVIEW_SHOW_KEY,
  readItem,
  removeItem,
  writeItem,
} from '../../../lib/storage';
import { useSession } from '../../auth';

/** Shown once after sign-in or sign-up: the show flag is set, the dismissed flag is not. */
export function EarlyPreviewDialog() {
  const session = useSession();
  const [open, setOpen] = useState(false);
  const signedIn = session.status === 'signed-in';

  useEffect(() => {
    if (!signedIn) return;
    if (readItem(EARLY_PREVIEW_SHOW_KEY) && !readItem(EARLY_PREVIEW_DISMISSED_KEY)) setOpen(true);
  }, [signedIn]);

  const close = () => {
    removeItem(EARLY_PREVIEW_SHOW_KEY);
    writeItem(EARLY_PREVIEW_DISMISSED_KEY, 'true');
    setOpen(false);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) close();
      }}
    >
      <DialogContent className="max-w-md">
        <DialogHeader>
          <span className="mb-2 flex size-10 items-center justify-center rounded-full bg-accent-50 text-accent-600">
            <Sparkles className="size-5" aria-hidden />
          </span>
          <DialogTitle>Driftwatch is in early preview</DialogTitle>
          <DialogDescription>
            Thanks for trying Driftwatch. Some features are still being built and things may change as we go.
            If something looks off or you have an idea, the Send Feedback button at the bottom right reaches
            us directly.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button onClick={close}>Got it</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
