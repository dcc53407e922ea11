import type { FeedbackEntry, FeedbackListResponse } from '@driftwatch/contract';
import { type FeedbackWithUser, listFeedback } from '@driftwatch/db';
import type { ServerContext } from '../../server-context.js';

function toFeedbackEntry(row: FeedbackWithUser): FeedbackEntry {
  return {
    id: row.id,
    text: row.text,
    context: row.contextId,
    rating: row.rating,
    url: row.url,
    metadata: row.metadata,
    user_id: row.userId,
    user_email: row.userEmail,
    created_at: row.createdAt.toISOString(),
  };
}

export async function listFeedbackEntries(
  context: ServerContext,
  options: { limit: number; offset: number; contextId?: string },
): Promise<FeedbackListResponse> {
  const page = await listFeedback(context.db, options);
  return {
    feedback: page.rows.map(toFeedbackEntry),
    total: page.total,
    limit: options.limit,
    offset: options.offset,
  };
}
