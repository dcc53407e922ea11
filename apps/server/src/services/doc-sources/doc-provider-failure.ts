import { requestFailed } from '../../http/app-error.js';
import { DocProviderError } from './doc-provider-reader.js';

/** A provider failure during a request, as the API answers it. */
export function docProviderFailure(error: unknown): unknown {
  if (!(error instanceof DocProviderError)) return error;
  if (error.code === 'unauthorized')
    return requestFailed(
      error.message.includes('not connected') ? 'integration_not_connected' : 'integration_broken',
      error.message,
      409,
    );
  if (error.code === 'not_found') return requestFailed('bad_request', error.message, 400);
  return requestFailed('provider_unavailable', error.message, 503);
}
