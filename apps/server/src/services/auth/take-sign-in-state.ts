import type { SignInProviderId } from '@driftwatch/contract';
import { type OauthStateRow, takeOauthState } from '@driftwatch/db';
import { hashToken } from '../../auth/tokens.js';
import { requestFailed } from '../../http/app-error.js';
import type { ServerContext } from '../../server-context.js';

/**
 * Spends a sign-in's state before the provider is asked, so it is single-use even when the exchange
 * fails; refused when unknown, expired, another provider's, or returned to another page.
 */
export async function takeSignInState(
  context: ServerContext,
  input: { provider: SignInProviderId; state: string; redirectUri: string },
): Promise<OauthStateRow> {
  const saved = await takeOauthState(context.db, hashToken(input.state), input.provider, context.clock.now());
  if (!saved || saved.redirectUri !== input.redirectUri) {
    throw requestFailed('invalid_token', 'Security validation failed. Please try again.');
  }
  return saved;
}
