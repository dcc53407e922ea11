import type { SubmitFeedbackRequest } from '@driftwatch/contract';

interface FeedbackDraft {
  text: string;
  rating: number | null;
  context: string | undefined;
  metadata?: Record<string, unknown>;
}

/** The submission: trimmed text, the caller's metadata plus the page URL and a timestamp. */
export function buildFeedbackPayload(draft: FeedbackDraft, url: string, now: Date): SubmitFeedbackRequest {
  const timestamp = now.toISOString();
  return {
    text: draft.text.trim(),
    context: draft.context,
    metadata: { ...draft.metadata, url, timestamp },
    url,
    ...(draft.rating === null ? {} : { rating: draft.rating }),
  };
}
