import { requestFailed } from '../../http/app-error.js';
import type { ServerContext } from '../../server-context.js';

/** Only pages of this deployment may receive a sign-in provider's authorization code. */
export function assertOwnRedirect(context: ServerContext, redirectUri: string): void {
  if (new URL(redirectUri).origin !== new URL(context.config.publicUrl).origin) {
    throw requestFailed('bad_request', 'redirect_uri must be a page of this Driftwatch server.');
  }
}
