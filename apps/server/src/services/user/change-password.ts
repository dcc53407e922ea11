import type { SuccessMessage } from '@driftwatch/contract';
import { notifyLiveAccessChange, recordAuditEvent, revokeUserSessions, updateUser } from '@driftwatch/db';
import type { Authentication } from '../../auth/authenticate.js';
import { hashPassword, verifyPassword } from '../../auth/passwords.js';
import { requestFailed } from '../../http/app-error.js';
import type { ServerContext } from '../../server-context.js';

/** Changes the password and signs out every other session; this one stays signed in. */
export async function changePassword(
  context: ServerContext,
  authentication: Authentication,
  input: { currentPassword: string; newPassword: string },
): Promise<SuccessMessage> {
  const { user, session } = authentication;
  if (!user.passwordHash) {
    throw requestFailed('password_not_set', 'Your account has no password yet. Set one first.');
  }
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
    throw requestFailed('wrong_password', 'Your current password is incorrect.');
  }
  await updateUser(context.db, user.id, { passwordHash: await hashPassword(input.newPassword) });
  await revokeUserSessions(context.db, user.id, context.clock.now(), session.id);
  await notifyLiveAccessChange(context.db, { userId: user.id });
  await recordAuditEvent(context.db, {
    action: 'user.password_changed',
    actorUserId: user.id,
    targetType: 'user',
    targetId: user.id,
  });
  return { success: true, message: 'Password changed' };
}
