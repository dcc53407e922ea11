import type { ProviderCallbackResponse } from '@driftwatch/contract';
import { decodeIdToken } from 'arctic';
import { z } from 'zod';
import { requestFailed } from '../../http/app-error.js';
import type { ServerContext } from '../../server-context.js';
import type { ClientInfo } from './create-session.js';
import { createGoogleClient, requireGoogleConfig } from './google-client.js';
import { signInWithProvider } from './sign-in-with-provider.js';
import { takeSignInState } from './take-sign-in-state.js';

const googleClaimsSchema = z.object({
  sub: z.string().min(1),
  email: z.email(),
  email_verified: z.boolean().optional(),
  name: z.string().optional(),
});

function authenticationFailed(): Error {
  return requestFailed('invalid_token', 'Authentication failed. Please try signing in with Google again.');
}

export interface FinishGoogleSignInOptions {
  code: string;
  state: string;
  redirect_uri: string;
  client: ClientInfo;
}

export async function finishGoogleSignIn(
  context: ServerContext,
  { client, ...input }: FinishGoogleSignInOptions,
): Promise<ProviderCallbackResponse> {
  const google = requireGoogleConfig(context.config);
  const saved = await takeSignInState(context, {
    provider: 'google',
    state: input.state,
    redirectUri: input.redirect_uri,
  });
  let claims: z.infer<typeof googleClaimsSchema>;
  try {
    const tokens = await createGoogleClient(google, saved.redirectUri).validateAuthorizationCode(
      google.tokenUrl,
      input.code,
      saved.codeVerifier,
    );
    // The ID token comes straight from Google's token endpoint over TLS, so its claims are trusted.
    claims = googleClaimsSchema.parse(decodeIdToken(tokens.idToken()));
  } catch {
    throw authenticationFailed();
  }
  return signInWithProvider(context, {
    identity: {
      provider: 'google',
      id: claims.sub,
      verifiedEmail: claims.email_verified ? claims.email : undefined,
      name: claims.name,
    },
    client,
    noVerifiedEmail: authenticationFailed,
  });
}
