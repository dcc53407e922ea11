import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { DialogClose, DialogFooter } from '../../../components/ui/dialog';
import { fieldAria, fieldDescriptionId } from '../../../components/ui/field';
import { Label } from '../../../components/ui/label';
import { Spinner } from '../../../components/ui/spinner';
import { Textarea } from '../../../components/ui/textarea';
import { errorMessage } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { submitFeedback } from '../api/submit-feedback';
import { buildFeedbackPayload } from '../lib/build-feedback-payload';
import { StarRating } from './star-rating';

export interface FeedbackDraft {
  text: string;
  rating: number | null;
}

interface FeedbackFormProps {
  contextId: string;
  placeholder: string;
  showRating: boolean;
  /** The draft lives in the widget so it survives until the context is cleared. */
  draft: FeedbackDraft;
  onDraftChange: (draft: FeedbackDraft) => void;
  onDone: () => void;
}

export function FeedbackForm({
  contextId,
  placeholder,
  showRating,
  draft,
  onDraftChange,
  onDone,
}: FeedbackFormProps) {
  const { text, rating } = draft;
  const setText = (value: string) => onDraftChange({ ...draft, text: value });
  const setRating = (value: number | null) => onDraftChange({ ...draft, rating: value });
  const [error, setError] = useState<string | undefined>();
  const mutation = useMutation({
    mutationFn: () =>
      submitFeedback(
        buildFeedbackPayload({ text, rating, context: contextId }, window.location.href, new Date()),
      ),
    onSuccess: () => {
      toast({
        title: 'Thank you!',
        description: 'Your feedback was sent to the Driftwatch team.',
        variant: 'success',
      });
      onDone();
    },
    onError: (failure) => {
      toast({
        title: 'Feedback not sent',
        description: errorMessage(failure, 'Failed to submit feedback. Please try again.'),
        variant: 'error',
      });
    },
  });

  return (
    <form
      noValidate
      className="space-y-5"
      onSubmit={(event) => {
        event.preventDefault();
        if (!text.trim()) {
          setError('Please enter your feedback');
          return;
        }
        setError(undefined);
        mutation.mutate();
      }}
    >
      <div className="space-y-1.5">
        <Label htmlFor="feedback-text">Your feedback</Label>
        <Textarea
          id="feedback-text"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={placeholder}
          maxLength={5000}
          {...fieldAria('feedback-text', error)}
        />
        {error ? (
          <p id={fieldDescriptionId('feedback-text')} className="text-sm text-red-700" role="alert">
            {error}
          </p>
        ) : null}
      </div>
      {showRating ? <StarRating value={rating} onChange={setRating} /> : null}
      <DialogFooter className="mt-0">
        <DialogClose asChild>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={mutation.isPending}>
          {mutation.isPending ? <Spinner className="text-white" /> : null}
          Send Feedback
        </Button>
      </DialogFooter>
    </form>
  );
}
