import type { createFeedbackContextRequestSchema, FeedbackContextResponse } from '@driftwatch/contract';
import { insertFeedbackContext } from '@driftwatch/db';
import type { z } from 'zod';
import { requestFailed } from '../../http/app-error.js';
import type { ServerContext } from '../../server-context.js';
import { toFeedbackContext } from './to-feedback-context.js';

export async function createFeedbackContext(
  context: ServerContext,
  input: z.output<typeof createFeedbackContextRequestSchema>,
): Promise<FeedbackContextResponse> {
  const row = await insertFeedbackContext(context.db, {
    id: input.id,
    title: input.title,
    description: input.description,
    placeholder: input.placeholder,
    showRating: input.show_rating,
    active: input.active,
  });
  if (!row) throw requestFailed('bad_request', `A feedback context named ${input.id} already exists.`, 409);
  return { context: toFeedbackContext(row) };
}
