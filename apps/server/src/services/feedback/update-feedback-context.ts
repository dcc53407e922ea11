import type { FeedbackContextResponse, updateFeedbackContextRequestSchema } from '@driftwatch/contract';
import { updateFeedbackContext as updateContextRow } from '@driftwatch/db';
import type { z } from 'zod';
import { notFound } from '../../http/app-error.js';
import type { ServerContext } from '../../server-context.js';
import { toFeedbackContext } from './to-feedback-context.js';

/** Changes only the fields sent. */
export async function updateFeedbackContext(
  context: ServerContext,
  id: string,
  input: z.output<typeof updateFeedbackContextRequestSchema>,
): Promise<FeedbackContextResponse> {
  const row = await updateContextRow(context.db, id, {
    ...(input.title !== undefined ? { title: input.title } : {}),
    ...(input.description !== undefined ? { description: input.description } : {}),
    ...(input.placeholder !== undefined ? { placeholder: input.placeholder } : {}),
    ...(input.show_rating !== undefined ? { showRating: input.show_rating } : {}),
    ...(input.active !== undefined ? { active: input.active } : {}),
  });
  if (!row) throw notFound();
  return { context: toFeedbackContext(row) };
}
