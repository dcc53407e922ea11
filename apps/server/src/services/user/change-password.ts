import type { SuccessMessage } from '@driftwatch/contract';
import { notifyLiveAccessChange, recordAuditEvent, revokeUserSessions, updateUser } from '@driftwatch/db';
import type { Authentication } from '../../auth/authenticate.js';
import { hashPassword, verifyPassword } from '../../auth/passwords.js';
import { requestFailed } from '../../http/app-error.js';
import type { ServerContext } from '../../server-context.js';

export interface ChangePasswordOptions {
  authentication: Authentication;
  currentPassword: string;
  newPassword: string;
}

/** Changes the password and signs out every other session; this one stays signed in. */
export async function changePassword(
  context: ServerContext,
  { authentication, ...input }: ChangePasswordOptions,
): Promise<SuccessMessage> {
  const { user, session } = authentication;
  if (!user.passwordHash) {
    throw requestFailed('password_not_set', 'Your account has no password yet. Set one first.');
  }
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
    throw requestFailed('wrong_password', 'Your current password is incorrect.');
  }
  // Hashed before the transaction opens: argon2 is slow on purpose and would hold the locks.
  const passwordHash = await hashPassword(input.newPassword);
  // A new password that left the old sessions signed in would not lock out whoever stole one.
  await context.db.transaction(async (tx) => {
    await updateUser(tx, user.id, { passwordHash });
    await revokeUserSessions(tx, user.id, context.clock.now(), session.id);
    await recordAuditEvent(tx, {
      action: 'user.password_changed',
      actorUserId: user.id,
      targetType: 'user',
      targetId: user.id,
    });
  });
  // After the commit, so open streams re-check sessions that are already revoked.
  await notifyLiveAccessChange(context.db, { userId: user.id });
  return { success: true, message: 'Password changed' };
}
