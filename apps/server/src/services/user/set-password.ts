import type { SuccessMessage } from '@driftwatch/contract';
import { recordAuditEvent, updateUser } from '@driftwatch/db';
import type { Authentication } from '../../auth/authenticate.js';
import { hashPassword } from '../../auth/passwords.js';
import { requestFailed } from '../../http/app-error.js';
import type { ServerContext } from '../../server-context.js';

/**
 * A first password may be set this long after signing in. An account without a password signs in
 * with Google or an emailed link; a bearer token stolen later must not be enough to give the account
 * a password the thief knows (and then, with it, a new email address).
 */
const recentSignInMs = 15 * 60 * 1000;

/**
 * Sets a first password on an account that has none, from a recent sign-in. Replacing an existing
 * password needs the current one (change-password), so a stolen token alone cannot lock the owner out.
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
  const sessionAge = context.clock.now().getTime() - authentication.session.createdAt.getTime();
  if (sessionAge > recentSignInMs) {
    throw requestFailed(
      'reauthentication_required',
      'For your security, sign out and sign in again, then set your password within 15 minutes.',
      // 400, as for a wrong current password: the screen shows the server's words with it.
      400,
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
