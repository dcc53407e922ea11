import { MessageSquarePlus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { useFeedbackContext } from '../hooks/use-feedback-context';
import { contextForPath } from '../lib/context-for-path';
import { type FeedbackDraft, FeedbackForm } from './feedback-form';

const emptyDraft: FeedbackDraft = { text: '', rating: null };

/** Delay before the context is dropped after closing, so the closing dialog keeps its texts. */
export const FEEDBACK_CONTEXT_CLEAR_DELAY_MS = 300;

/** The floating Send Feedback button (bottom right, every page) and its dialog. */
export function FeedbackWidget() {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const [contextId, setContextId] = useState<string | null>(null);
  const [draft, setDraft] = useState<FeedbackDraft>(emptyDraft);
  const context = useFeedbackContext(contextId);

  useEffect(() => {
    if (open) return;
    const timer = setTimeout(() => {
      setContextId(null);
      setDraft(emptyDraft);
    }, FEEDBACK_CONTEXT_CLEAR_DELAY_MS);
    return () => clearTimeout(timer);
  }, [open]);

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) setContextId(contextForPath(pathname));
        setOpen(next);
      }}
    >
      <Button
        onClick={() => {
          setContextId(contextForPath(pathname));
          setOpen(true);
        }}
        className="fixed right-4 bottom-4 z-30 rounded-full shadow-lg max-sm:size-12 max-sm:px-0 sm:right-6 sm:bottom-6 max-sm:[&_svg]:size-5"
        aria-haspopup="dialog"
      >
        <MessageSquarePlus aria-hidden />
        {/* On phones the round icon alone covers less of the page; the name stays for screen readers. */}
        <span className="sr-only sm:not-sr-only">Send Feedback</span>
      </Button>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{context.title}</DialogTitle>
          <DialogDescription>{context.description}</DialogDescription>
        </DialogHeader>
        {contextId ? (
          <FeedbackForm
            key={contextId}
            contextId={contextId}
            placeholder={context.placeholder}
            showRating={context.showRating}
            draft={draft}
            onDraftChange={setDraft}
            onDone={() => {
              setOpen(false);
              setDraft(emptyDraft);
            }}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
