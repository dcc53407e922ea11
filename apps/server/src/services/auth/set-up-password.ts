import type { SetupPasswordResponse } from '@driftwatch/contract';
import {
  consumeOneTimeToken,
  invalidateUserTokens,
  notifyLiveAccessChange,
  recordAuditEvent,
  revokeUserSessions,
  updateUser,
} from '@driftwatch/db';
import { hashPassword } from '../../auth/passwords.js';
import { hashToken } from '../../auth/tokens.js';
import { requestFailed } from '../../http/app-error.js';
import type { ServerContext } from '../../server-context.js';
import { buildUser } from '../user/build-user.js';
import { type ClientInfo, createSession } from './create-session.js';

/**
 * Completes any emailed link (magic sign-in, first password, reset): sets the password, signs out
 * every other session, and signs this browser in.
 */
export async function setUpPassword(
  context: ServerContext,
  { client, ...input }: { token: string; password: string; client: ClientInfo },
): Promise<SetupPasswordResponse> {
  const now = context.clock.now();
  // Hashed before the transaction opens: argon2 is slow on purpose and would hold the locks.
  const passwordHash = await hashPassword(input.password);
  // The link is spent only if the password is set and the other sessions end, all together.
  const { user, token } = await context.db.transaction(async (tx) => {
    const used = await consumeOneTimeToken(
      tx,
      hashToken(input.token),
      ['magic_link', 'password_setup', 'password_reset'],
      now,
    );
    if (!used) throw requestFailed('invalid_token', 'Invalid or expired link');
    const user = await updateUser(tx, used.userId, { passwordHash, emailVerifiedAt: now });
    if (!user) throw requestFailed('invalid_token', 'Invalid or expired link');
    await invalidateUserTokens(tx, user.id, now);
    await revokeUserSessions(tx, user.id, now);
    await recordAuditEvent(tx, {
      action: `user.password_set_by_${used.kind}`,
      actorUserId: user.id,
      targetType: 'user',
      targetId: user.id,
      ipAddress: client.ip,
    });
    return { user, token: await createSession({ ...context, db: tx }, { userId: user.id, client }) };
  });
  // Streams of the ended sessions close now rather than at their next check.
  await notifyLiveAccessChange(context.db, { userId: user.id });
  return {
    success: true,
    token,
    message: 'Password set. You are signed in.',
    user: await buildUser(context.db, user),
  };
}
