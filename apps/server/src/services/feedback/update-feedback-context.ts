import type { FeedbackContextResponse, updateFeedbackContextRequestSchema } from '@driftwatch/contract';
import { updateFeedbackContext as updateContextRow } from '@driftwatch/db';
import type { z } from 'zod';
import { notFound } from '../../http/app-error.js';
import type { ServerContext } from '../../server-context.js';
import { toFeedbackContext } from './to-feedback-context.js';

/** Changes only the fields sent. */
export async function updateFeedbackContext(
  context: ServerContext,
  { id, changes }: { id: string; changes: z.output<typeof updateFeedbackContextRequestSchema> },
): Promise<FeedbackContextResponse> {
  const row = await updateContextRow(context.db, id, {
    ...(changes.title !== undefined ? { title: changes.title } : {}),
    ...(changes.description !== undefined ? { description: changes.description } : {}),
    ...(changes.placeholder !== undefined ? { placeholder: changes.placeholder } : {}),
    ...(changes.show_rating !== undefined ? { showRating: changes.show_rating } : {}),
    ...(changes.active !== undefined ? { active: changes.active } : {}),
  });
  if (!row) throw notFound();
  return { context: toFeedbackContext(row) };
}
