import type { FeedbackStatsResponse } from '@driftwatch/contract';
import { feedbackStatsByContext } from '@driftwatch/db';
import type { ServerContext } from '../../server-context.js';

function roundRating(value: number): number {
  return Math.round(value * 100) / 100;
}

export async function getFeedbackStats(
  context: ServerContext,
  range: { from?: string | undefined; to?: string | undefined },
): Promise<FeedbackStatsResponse> {
  const from = range.from ? new Date(range.from) : undefined;
  const to = range.to ? new Date(range.to) : undefined;
  const rows = await feedbackStatsByContext(context.db, { from, to });
  const total = rows.reduce((sum, row) => sum + row.count, 0);
  const ratedCount = rows.reduce((sum, row) => sum + row.ratedCount, 0);
  const ratingSum = rows.reduce((sum, row) => sum + row.ratingSum, 0);
  return {
    total,
    rated_count: ratedCount,
    average_rating: ratedCount > 0 ? roundRating(ratingSum / ratedCount) : null,
    by_context: rows.map((row) => ({
      context: row.contextId,
      count: row.count,
      average_rating: row.averageRating,
    })),
    from: from?.toISOString() ?? null,
    to: to?.toISOString() ?? null,
  };
}
