import type {
  createFeedbackContextRequestSchema,
  FeedbackContextListResponse,
  FeedbackContextResponse,
  updateFeedbackContextRequestSchema,
} from '@driftwatch/contract';
import { insertFeedbackContext, listFeedbackContexts, updateFeedbackContext } from '@driftwatch/db';
import type { z } from 'zod';
import { notFound, requestFailed } from '../../http/app-error.js';
import type { ServerContext } from '../../server-context.js';
import { toFeedbackContext } from './to-feedback-context.js';

export async function listContexts(context: ServerContext): Promise<FeedbackContextListResponse> {
  return { contexts: (await listFeedbackContexts(context.db)).map(toFeedbackContext) };
}

export async function createContext(
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

export async function updateContext(
  context: ServerContext,
  id: string,
  input: z.output<typeof updateFeedbackContextRequestSchema>,
): Promise<FeedbackContextResponse> {
  const row = await updateFeedbackContext(context.db, id, {
    ...(input.title !== undefined ? { title: input.title } : {}),
    ...(input.description !== undefined ? { description: input.description } : {}),
    ...(input.placeholder !== undefined ? { placeholder: input.placeholder } : {}),
    ...(input.show_rating !== undefined ? { showRating: input.show_rating } : {}),
    ...(input.active !== undefined ? { active: input.active } : {}),
  });
  if (!row) throw notFound();
  return { context: toFeedbackContext(row) };
}
