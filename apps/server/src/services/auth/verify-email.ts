import type { SignupResponse } from '@driftwatch/contract';
import {
  deletePendingSignupsFor,
  findUserByEmail,
  insertUser,
  recordAuditEvent,
  takePendingSignup,
} from '@driftwatch/db';
import { hashToken } from '../../auth/tokens.js';
import { requestFailed } from '../../http/app-error.js';
import type { ServerContext } from '../../server-context.js';
import { joinByInvitation } from '../teams/join-by-invitation.js';
import { buildUser } from '../user/build-user.js';
import { type ClientInfo, createSession } from './create-session.js';

function emailTaken() {
  return requestFailed(
    'email_taken',
    'An account with this email already exists. Please sign in instead.',
    409,
  );
}

/**
 * Opens a sign-up's confirmation link: creates the account (its address now proven), joins the
 * invitation it came with, and signs this browser in. The link works once.
 */
export async function verifyEmail(
  context: ServerContext,
  { token, client }: { token: string; client: ClientInfo },
): Promise<SignupResponse> {
  const now = context.clock.now();
  let email: string | undefined;
  // The link is spent only if the account, its audit entry, its membership and its first session
  // are all written: a failure part-way leaves the link usable and no half-made account.
  const { user, sessionToken } = await context.db
    .transaction(async (tx) => {
      const pending = await takePendingSignup(tx, hashToken(token), now);
      if (!pending) {
        throw requestFailed('invalid_token', 'This confirmation link has expired or was already used.');
      }
      email = pending.email;
      // The mailbox's owner holds this link, so telling them the address has an account reveals nothing.
      if (await findUserByEmail(tx, pending.email)) throw emailTaken();
      const user = await insertUser(tx, {
        email: pending.email,
        name: pending.name,
        passwordHash: pending.passwordHash,
        signupIntent: pending.signupIntent,
        signupSource: pending.signupSource,
        emailVerifiedAt: now,
      });
      await deletePendingSignupsFor(tx, pending.email);
      await recordAuditEvent(tx, {
        action: 'user.signed_up',
        actorUserId: user.id,
        targetType: 'user',
        targetId: user.id,
        metadata: { source: pending.signupSource, signupIntent: pending.signupIntent },
        ipAddress: client.ip,
      });
      if (pending.invitationTokenHash)
        await joinByInvitation(tx, { tokenHash: pending.invitationTokenHash, user, now });
      const sessionToken = await createSession({ ...context, db: tx }, { userId: user.id, client });
      return { user, sessionToken };
    })
    .catch(async (error: unknown) => {
      // Two links of one address opened at the same moment: the unique index decides.
      if (email && (await findUserByEmail(context.db, email))) throw emailTaken();
      throw error;
    });
  return {
    success: true,
    token: sessionToken,
    user: await buildUser(context.db, user),
    message: 'Account created',
  };
}
