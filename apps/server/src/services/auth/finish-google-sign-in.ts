import type { GoogleCallbackResponse } from '@driftwatch/contract';
import {
  findUserByEmail,
  findUserByGoogleId,
  insertUser,
  recordAuditEvent,
  takeOauthState,
  type UserRow,
  updateUser,
} from '@driftwatch/db';
import { decodeIdToken } from 'arctic';
import { z } from 'zod';
import { hashToken } from '../../auth/tokens.js';
import { requestFailed } from '../../http/app-error.js';
import type { ServerContext } from '../../server-context.js';
import { buildUser } from '../user/build-user.js';
import { type ClientInfo, createSession } from './create-session.js';
import { createGoogleClient, requireGoogleConfig } from './google-client.js';

const googleClaimsSchema = z.object({
  sub: z.string().min(1),
  email: z.email(),
  email_verified: z.boolean().optional(),
  name: z.string().optional(),
});

function authenticationFailed(): Error {
  return requestFailed('invalid_token', 'Authentication failed. Please try signing in with Google again.');
}

/** Finds the account by Google id, links it by verified email, or creates it. */
async function findOrCreateGoogleUser(
  context: ServerContext,
  claims: z.infer<typeof googleClaimsSchema>,
): Promise<{ user: UserRow; isNew: boolean }> {
  const byGoogleId = await findUserByGoogleId(context.db, claims.sub);
  if (byGoogleId) return { user: byGoogleId, isNew: false };
  if (!claims.email_verified) throw authenticationFailed();
  const email = claims.email.toLowerCase();
  const byEmail = await findUserByEmail(context.db, email);
  if (byEmail) {
    const linked = await updateUser(context.db, byEmail.id, { googleId: claims.sub });
    return { user: linked ?? byEmail, isNew: false };
  }
  const name = claims.name?.trim() || email.split('@')[0] || email;
  const user = await insertUser(context.db, {
    email,
    name,
    googleId: claims.sub,
    emailVerifiedAt: context.clock.now(),
    signupSource: 'google',
  });
  return { user, isNew: true };
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
): Promise<GoogleCallbackResponse> {
  const google = requireGoogleConfig(context.config);
  // Spent on its own, before Google is asked: a state is single-use even when the exchange fails.
  const saved = await takeOauthState(context.db, hashToken(input.state), 'google', context.clock.now());
  if (!saved || saved.redirectUri !== input.redirect_uri) {
    throw requestFailed('invalid_token', 'Security validation failed. Please try again.');
  }
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
  // The account (or its link to Google), its audit entry and the session are written together.
  const { user, isNew, token } = await context.db.transaction(async (tx) => {
    const txContext = { ...context, db: tx };
    const found = await findOrCreateGoogleUser(txContext, claims);
    await recordAuditEvent(tx, {
      action: found.isNew ? 'user.signed_up' : 'user.signed_in',
      actorUserId: found.user.id,
      targetType: 'user',
      targetId: found.user.id,
      metadata: { provider: 'google' },
      ipAddress: client.ip,
    });
    return { ...found, token: await createSession(txContext, { userId: found.user.id, client }) };
  });
  return {
    success: true,
    token,
    user: await buildUser(context.db, user),
    is_new_user: isNew,
    message: isNew ? 'Welcome to Driftwatch!' : 'Welcome back!',
  };
}
