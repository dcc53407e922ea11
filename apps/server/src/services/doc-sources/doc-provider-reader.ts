import type { RenderedPage } from './rendered-page.js';

/** A page as the provider describes it, before its content is read. */
export interface DocPageSummary {
  id: string;
  title: string;
  url: string;
  lastEditedTime: Date;
}

/** What a sync needs from a documentation provider (Notion, Confluence). */
export interface DocProviderReader {
  /**
   * Each of `pageIds` described, or the DocProviderError (not_found) of a page the provider no
   * longer shows. A refused token throws DocProviderError unauthorized.
   */
  describePages(pageIds: readonly string[]): Promise<Map<string, DocPageSummary | DocProviderError>>;
  readPage(page: DocPageSummary): Promise<RenderedPage>;
}

/**
 * unauthorized: the provider refused the token (revoked, app removed). not_found: the page was
 * deleted or is no longer shared with the integration. unavailable: the provider could not answer
 * (rate limit after retries, outage).
 */
export type DocProviderErrorCode = 'unauthorized' | 'not_found' | 'unavailable';

export class DocProviderError extends Error {
  constructor(
    readonly code: DocProviderErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'DocProviderError';
  }
}
