import { Controller, type UseFormReturn } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { DialogClose, DialogFooter } from '../../../components/ui/dialog';
import { fieldAria, fieldDescriptionId } from '../../../components/ui/field';
import { Label } from '../../../components/ui/label';
import { Spinner } from '../../../components/ui/spinner';
import { Textarea } from '../../../components/ui/textarea';
import { errorMessage } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { useSubmitFeedback } from '../api/submit-feedback';
import { buildFeedbackPayload } from '../lib/build-feedback-payload';
import type { FeedbackFormInput, FeedbackFormValues } from '../lib/feedback-form-schema';
import { StarRating } from './star-rating';

interface FeedbackFormProps {
  contextId: string;
  placeholder: string;
  showRating: boolean;
  /** The form lives in the widget, so a draft survives closing until the context is cleared. */
  form: UseFormReturn<FeedbackFormInput, unknown, FeedbackFormValues>;
  onDone: () => void;
}

export function FeedbackForm({ contextId, placeholder, showRating, form, onDone }: FeedbackFormProps) {
  const error = form.formState.errors.text?.message;
  const mutation = useSubmitFeedback({
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
      onSubmit={form.handleSubmit((values) =>
        mutation.mutate(
          buildFeedbackPayload(
            { text: values.text, rating: values.rating ?? null, context: contextId },
            window.location.href,
            new Date(),
          ),
        ),
      )}
    >
      <div className="space-y-1.5">
        <Label htmlFor="feedback-text">Your feedback</Label>
        <Textarea
          id="feedback-text"
          placeholder={placeholder}
          maxLength={5000}
          {...fieldAria('feedback-text', error)}
          {...form.register('text')}
        />
        {error ? (
          <p id={fieldDescriptionId('feedback-text')} className="text-sm text-red-700" role="alert">
            {error}
          </p>
        ) : null}
      </div>
      {showRating ? (
        <Controller
          control={form.control}
          name="rating"
          render={({ field }) => <StarRating value={field.value ?? null} onChange={field.onChange} />}
        />
      ) : null}
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
