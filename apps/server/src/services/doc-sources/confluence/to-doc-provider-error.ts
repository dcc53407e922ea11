import { ConfluenceApiError } from '@driftwatch/integrations/confluence';
import { DocProviderError } from '../doc-provider-reader.js';

/** Confluence's error statuses in the terms a sync acts on; anything else is unexpected. */
export function toDocProviderError(error: unknown): unknown {
  if (error instanceof DocProviderError || !(error instanceof ConfluenceApiError)) return error;
  if (error.status === 401)
    return new DocProviderError(
      'unauthorized',
      'Confluence refused the stored token; connect Confluence again.',
      { cause: error },
    );
  if (error.status === 403 || error.status === 404)
    return new DocProviderError(
      'not_found',
      'The page was deleted, or the Confluence account can no longer see it.',
      { cause: error },
    );
  return new DocProviderError('unavailable', `Confluence could not answer: ${error.message}`, {
    cause: error,
  });
}
