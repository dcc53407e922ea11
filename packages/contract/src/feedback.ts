import { z } from 'zod';
import { idSchema, timestampSchema } from './common.js';

export const feedbackContextIdPattern = /^[a-z0-9]+(?:[._-][a-z0-9]+)*$/;

export const feedbackContextIdSchema = z
  .string()
  .min(1)
  .max(80)
  .regex(feedbackContextIdPattern, 'Use lower-case words separated by dots, dashes or underscores');

export const feedbackContextSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  placeholder: z.string(),
  show_rating: z.boolean(),
  active: z.boolean(),
});
export type FeedbackContext = z.infer<typeof feedbackContextSchema>;

/** What the widget shows when a context cannot be loaded. */
export const defaultFeedbackContext = {
  title: 'Feedback',
  description: 'Share your thoughts with us.',
  placeholder: 'Your feedback...',
} as const;

export const feedbackContextParamsSchema = z.object({ id: feedbackContextIdSchema });

export const feedbackContextResponseSchema = z.object({ context: feedbackContextSchema });
export type FeedbackContextResponse = z.infer<typeof feedbackContextResponseSchema>;

export const feedbackContextListResponseSchema = z.object({ contexts: z.array(feedbackContextSchema) });
export type FeedbackContextListResponse = z.infer<typeof feedbackContextListResponseSchema>;

const contextFields = {
  title: z.string().trim().min(1, 'Please enter a title').max(200),
  description: z.string().trim().max(1000),
  placeholder: z.string().trim().max(200),
  show_rating: z.boolean(),
  active: z.boolean(),
};

export const createFeedbackContextRequestSchema = z.strictObject({
  id: feedbackContextIdSchema,
  ...contextFields,
  active: contextFields.active.default(true),
});
export type CreateFeedbackContextRequest = z.input<typeof createFeedbackContextRequestSchema>;

export const updateFeedbackContextRequestSchema = z.strictObject(contextFields).partial();
export type UpdateFeedbackContextRequest = z.input<typeof updateFeedbackContextRequestSchema>;

export const submitFeedbackRequestSchema = z.strictObject({
  text: z
    .string('Please enter your feedback')
    .trim()
    .min(1, 'Please enter your feedback')
    .max(5000, 'Feedback is too long'),
  context: feedbackContextIdSchema.optional(),
  metadata: z.record(z.string().max(100), z.unknown()).optional(),
  url: z.string().max(2000).optional(),
  rating: z.number().int().min(1, 'Rating is 1 to 5').max(5, 'Rating is 1 to 5').nullable().optional(),
});
export type SubmitFeedbackRequest = z.input<typeof submitFeedbackRequestSchema>;

export const submitFeedbackResponseSchema = z.object({
  success: z.boolean(),
  id: idSchema,
  message: z.string(),
});
export type SubmitFeedbackResponse = z.infer<typeof submitFeedbackResponseSchema>;

export const feedbackEntrySchema = z.object({
  id: idSchema,
  text: z.string(),
  context: z.string().nullable(),
  rating: z.number().int().nullable(),
  url: z.string().nullable(),
  metadata: z.record(z.string(), z.unknown()),
  user_id: idSchema.nullable(),
  user_email: z.string().nullable(),
  created_at: timestampSchema,
});
export type FeedbackEntry = z.infer<typeof feedbackEntrySchema>;

export const feedbackListQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});

export const feedbackListResponseSchema = z.object({
  feedback: z.array(feedbackEntrySchema),
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
});
export type FeedbackListResponse = z.infer<typeof feedbackListResponseSchema>;

export const feedbackStatsQuerySchema = z.strictObject({
  from: z.iso.datetime({ offset: true }).or(z.iso.date()).optional(),
  to: z.iso.datetime({ offset: true }).or(z.iso.date()).optional(),
});

export const feedbackStatsResponseSchema = z.object({
  total: z.number().int(),
  rated_count: z.number().int(),
  average_rating: z.number().nullable(),
  by_context: z.array(
    z.object({
      context: z.string().nullable(),
      count: z.number().int(),
      average_rating: z.number().nullable(),
    }),
  ),
  from: timestampSchema.nullable(),
  to: timestampSchema.nullable(),
});
export type FeedbackStatsResponse = z.infer<typeof feedbackStatsResponseSchema>;
