import { zodResolver } from '@hookform/resolvers/zod';
import { MessageSquarePlus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation } from 'react-router';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { useFeedbackContext } from '../api/fetch-feedback-context';
import { contextForPath } from '../lib/context-for-path';
import {
  emptyFeedbackDraft,
  type FeedbackFormInput,
  type FeedbackFormValues,
  feedbackFormSchema,
} from '../lib/feedback-form-schema';
import { onOpenFeedback } from '../lib/open-feedback';
import { FeedbackForm } from './feedback-form';

/** Delay before the context is dropped after closing, so the closing dialog keeps its texts. */
export const FEEDBACK_CONTEXT_CLEAR_DELAY_MS = 300;

/** The floating Send Feedback button (bottom right, every page) and its dialog. */
export function FeedbackWidget() {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const [contextId, setContextId] = useState<string | null>(null);
  const form = useForm<FeedbackFormInput, unknown, FeedbackFormValues>({
    resolver: zodResolver(feedbackFormSchema),
    defaultValues: emptyFeedbackDraft,
  });
  const { reset } = form;
  const context = useFeedbackContext(contextId);

  useEffect(
    () =>
      onOpenFeedback(() => {
        setContextId(contextForPath(pathname));
        setOpen(true);
      }),
    [pathname],
  );

  useEffect(() => {
    if (open) return;
    const timer = setTimeout(() => {
      setContextId(null);
      reset(emptyFeedbackDraft);
    }, FEEDBACK_CONTEXT_CLEAR_DELAY_MS);
    return () => clearTimeout(timer);
  }, [open, reset]);

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
        // From sm up the pages keep a 24-32 px gutter at the right: the button is a narrow vertical tab
        // inside it, so it never covers a table row's menu or a side panel's value. On phones there is
        // no gutter; a round icon sits above the page's bottom room (RootLayout pads the content).
        className="fixed right-4 bottom-4 z-30 size-12 rounded-full px-0 shadow-lg [&_svg]:size-5 sm:right-0 sm:bottom-24 sm:h-auto sm:w-6 sm:rotate-180 sm:gap-1.5 sm:rounded-none sm:rounded-r-md sm:py-3 sm:text-xs sm:[writing-mode:vertical-rl] sm:[&_svg]:size-3.5 sm:[&_svg]:rotate-90"
        aria-haspopup="dialog"
      >
        <MessageSquarePlus aria-hidden />
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
            form={form}
            onDone={() => {
              setOpen(false);
              reset(emptyFeedbackDraft);
            }}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
