import type { FeedbackContextResponse } from '@driftwatch/contract';
import { findFeedbackContext } from '@driftwatch/db';
import { notFound } from '../../http/app-error.js';
import type { ServerContext } from '../../server-context.js';
import { toFeedbackContext } from './to-feedback-context.js';

/** Public: the widget loads it before anyone signs in. Inactive contexts are not shown. */
export async function getFeedbackContext(
  context: ServerContext,
  id: string,
): Promise<FeedbackContextResponse> {
  const row = await findFeedbackContext(context.db, id);
  if (!row?.active) throw notFound();
  return { context: toFeedbackContext(row) };
}
