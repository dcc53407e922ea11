import type { FeedbackContext } from '@driftwatch/contract';
import type { FeedbackContextRow } from '@driftwatch/db';

export function toFeedbackContext(row: FeedbackContextRow): FeedbackContext {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    placeholder: row.placeholder,
    show_rating: row.showRating,
    active: row.active,
  };
}
