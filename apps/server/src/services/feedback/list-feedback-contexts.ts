import type { FeedbackContextListResponse } from '@driftwatch/contract';
import { listFeedbackContexts as listContextRows } from '@driftwatch/db';
import type { ServerContext } from '../../server-context.js';
import { toFeedbackContext } from './to-feedback-context.js';

/** Every context, active or not, for the admins who manage them. */
export async function listFeedbackContexts(context: ServerContext): Promise<FeedbackContextListResponse> {
  return { contexts: (await listContextRows(context.db)).map(toFeedbackContext) };
}
