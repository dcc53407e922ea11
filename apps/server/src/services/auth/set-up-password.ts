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
  input: { token: string; password: string },
  client: ClientInfo,
): Promise<SetupPasswordResponse> {
  const now = context.clock.now();
  const used = await consumeOneTimeToken(
    context.db,
    hashToken(input.token),
    ['magic_link', 'password_setup', 'password_reset'],
    now,
  );
  if (!used) throw requestFailed('invalid_token', 'Invalid or expired link');
  const passwordHash = await hashPassword(input.password);
  const user = await updateUser(context.db, used.userId, { passwordHash, emailVerifiedAt: now });
  if (!user) throw requestFailed('invalid_token', 'Invalid or expired link');
  await invalidateUserTokens(context.db, user.id, now);
  await revokeUserSessions(context.db, user.id, now);
  await notifyLiveAccessChange(context.db, { userId: user.id });
  await recordAuditEvent(context.db, {
    action: `user.password_set_by_${used.kind}`,
    actorUserId: user.id,
    targetType: 'user',
    targetId: user.id,
    ipAddress: client.ip,
  });
  const token = await createSession(context, user.id, client);
  return {
    success: true,
    token,
    message: 'Password set. You are signed in.',
    user: await buildUser(context.db, user),
  };
}
