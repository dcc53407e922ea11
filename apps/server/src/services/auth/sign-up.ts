import type { SignupResponse, signupRequestSchema } from '@driftwatch/contract';
import { findUserByEmail, insertUser, recordAuditEvent } from '@driftwatch/db';
import type { z } from 'zod';
import { hashPassword } from '../../auth/passwords.js';
import { requestFailed } from '../../http/app-error.js';
import type { ServerContext } from '../../server-context.js';
import { assertInvitationFor, joinByInvitation } from '../teams/join-by-invitation.js';
import { buildUser } from '../user/build-user.js';
import { type ClientInfo, createSession } from './create-session.js';

export type SignupOptions = z.output<typeof signupRequestSchema> & { client: ClientInfo };

function emailTaken() {
  return requestFailed(
    'email_taken',
    'An account with this email already exists. Please sign in instead.',
    409,
  );
}

/** With an invitation token, the new account joins the inviting organization straight away. */
export async function signUp(
  context: ServerContext,
  { client, ...input }: SignupOptions,
): Promise<SignupResponse> {
  if (await findUserByEmail(context.db, input.email)) throw emailTaken();
  const now = context.clock.now();
  if (input.invitationToken) await assertInvitationFor(context.db, input.invitationToken, input.email, now);
  const passwordHash = await hashPassword(input.password);
  // The account, its audit entry, the membership an invitation grants and the first session are
  // written together: a failure part-way leaves no account that half exists.
  const { user, token } = await context.db
    .transaction(async (tx) => {
      const user = await insertUser(tx, {
        email: input.email,
        name: input.name,
        passwordHash,
        signupIntent: input.signupIntent,
        signupSource: input.source,
        // The invitation reached this address, so it is verified.
        emailVerifiedAt: input.invitationToken ? now : null,
      });
      await recordAuditEvent(tx, {
        action: 'user.signed_up',
        actorUserId: user.id,
        targetType: 'user',
        targetId: user.id,
        metadata: { source: input.source, signupIntent: input.signupIntent },
        ipAddress: client.ip,
      });
      if (input.invitationToken) await joinByInvitation(tx, { token: input.invitationToken, user, now });
      return { user, token: await createSession({ ...context, db: tx }, { userId: user.id, client }) };
    })
    .catch(async (error: unknown) => {
      // Two sign-ups for one address at the same moment: the unique index decides.
      if (await findUserByEmail(context.db, input.email)) throw emailTaken();
      throw error;
    });
  return { success: true, token, user: await buildUser(context.db, user), message: 'Account created' };
}
