import { submitFeedbackRequestSchema } from '@driftwatch/contract';
import type { z } from 'zod';

/** The dialog's fields, checked by the contract's own rules for the submission. */
export const feedbackFormSchema = submitFeedbackRequestSchema.pick({ text: true, rating: true });
export type FeedbackFormInput = z.input<typeof feedbackFormSchema>;
export type FeedbackFormValues = z.output<typeof feedbackFormSchema>;

export const emptyFeedbackDraft: FeedbackFormInput = { text: '', rating: null };
