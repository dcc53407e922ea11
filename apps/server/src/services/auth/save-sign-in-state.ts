import type { SignInProviderId } from '@driftwatch/contract';
import { saveOauthState } from '@driftwatch/db';
import { generateCodeVerifier } from 'arctic';
import { hashToken } from '../../auth/tokens.js';
import type { ServerContext } from '../../server-context.js';
import { assertOwnRedirect } from './assert-own-redirect.js';

const stateLifetimeMs = 10 * 60 * 1000;

/**
 * Stores a sign-in's state (hashed) with a new PKCE verifier for the callback to take once, and
 * returns the verifier for the authorization URL's challenge.
 */
export async function saveSignInState(
  context: ServerContext,
  input: { provider: SignInProviderId; redirectUri: string; state: string },
): Promise<string> {
  assertOwnRedirect(context, input.redirectUri);
  const codeVerifier = generateCodeVerifier();
  await saveOauthState(context.db, {
    stateHash: hashToken(input.state),
    provider: input.provider,
    codeVerifier,
    redirectUri: input.redirectUri,
    expiresAt: new Date(context.clock.now().getTime() + stateLifetimeMs),
  });
  return codeVerifier;
}
