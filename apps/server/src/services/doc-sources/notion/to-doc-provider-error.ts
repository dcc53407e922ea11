import { APIErrorCode, isNotionClientError } from '@notionhq/client';
import { DocProviderError } from '../doc-provider-reader.js';

/** Notion's documented error codes in the terms a sync acts on; anything else is unexpected. */
export function toDocProviderError(error: unknown): unknown {
  if (!isNotionClientError(error) || !('code' in error)) return error;
  switch (error.code) {
    case APIErrorCode.Unauthorized:
      return new DocProviderError('unauthorized', 'Notion refused the stored token; connect Notion again.', {
        cause: error,
      });
    case APIErrorCode.ObjectNotFound:
    case APIErrorCode.RestrictedResource:
      return new DocProviderError(
        'not_found',
        'The page was deleted or is no longer shared with the Notion integration.',
        { cause: error },
      );
    default:
      return new DocProviderError('unavailable', `Notion could not answer: ${error.message}`, {
        cause: error,
      });
  }
}
