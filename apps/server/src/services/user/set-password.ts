import type { SuccessMessage } from '@driftwatch/contract';
import { recordAuditEvent, updateUser } from '@driftwatch/db';
import type { Authentication } from '../../auth/authenticate.js';
import { hashPassword } from '../../auth/passwords.js';
import { requestFailed } from '../../http/app-error.js';
import type { ServerContext } from '../../server-context.js';

/**
 * Sets a first password on an account that has none. Replacing an existing password needs the
 * current one (change-password), so a stolen token alone cannot lock the owner out.
 */
export async function setPassword(
  context: ServerContext,
  { authentication, password }: { authentication: Authentication; password: string },
): Promise<SuccessMessage> {
  if (authentication.user.passwordHash) {
    throw requestFailed(
      'password_already_set',
      'Your account already has a password. Change it with your current password.',
      409,
    );
  }
  const passwordHash = await hashPassword(password);
  await context.db.transaction(async (tx) => {
    await updateUser(tx, authentication.user.id, { passwordHash });
    await recordAuditEvent(tx, {
      action: 'user.password_set',
      actorUserId: authentication.user.id,
      targetType: 'user',
      targetId: authentication.user.id,
    });
  });
  return { success: true, message: 'Password set' };
}
