import type { UpdateProfileResponse } from '@driftwatch/contract';
import { findUserByEmail, recordAuditEvent, updateUser } from '@driftwatch/db';
import type { Authentication } from '../../auth/authenticate.js';
import { verifyPassword } from '../../auth/passwords.js';
import { requestFailed, validationFailed } from '../../http/app-error.js';
import type { ServerContext } from '../../server-context.js';
import { sendMailInBackground } from '../auth/send-mail-in-background.js';
import { buildUser } from './build-user.js';
import { emailChangedEmail } from './email-changed-email.js';

/**
 * Whoever changes the email controls sign-in links and password resets, so a bearer token alone is
 * not enough: the current password must come with it. Accounts without a password (Google, sign-in
 * links) set one first.
 */
async function assertMayChangeEmail(
  user: Authentication['user'],
  currentPassword: string | undefined,
): Promise<void> {
  if (!user.passwordHash) {
    throw requestFailed(
      'password_not_set',
      'Set a password for your account first; changing the email address needs it.',
    );
  }
  if (!currentPassword) {
    throw validationFailed([
      { path: 'currentPassword', message: 'Please enter your current password to change your email address' },
    ]);
  }
  if (!(await verifyPassword(user.passwordHash, currentPassword))) {
    throw requestFailed('wrong_password', 'Your current password is incorrect.');
  }
}

export interface UpdateProfileOptions {
  authentication: Authentication;
  name: string;
  email?: string | undefined;
  currentPassword?: string | undefined;
}

export async function updateProfile(
  context: ServerContext,
  { authentication, ...input }: UpdateProfileOptions,
): Promise<UpdateProfileResponse> {
  const current = authentication.user;
  const emailChanged = input.email !== undefined && input.email !== current.email;
  if (emailChanged) await assertMayChangeEmail(current, input.currentPassword);
  if (emailChanged && input.email && (await findUserByEmail(context.db, input.email))) {
    throw requestFailed('email_taken', 'This email address is already used by another account.', 409);
  }
  const updated = await context.db.transaction(async (tx) => {
    const row = await updateUser(tx, current.id, {
      name: input.name,
      ...(emailChanged ? { email: input.email, emailVerifiedAt: null } : {}),
    });
    if (!row) throw new Error('The signed-in user no longer exists');
    await recordAuditEvent(tx, {
      action: 'user.profile_updated',
      actorUserId: current.id,
      targetType: 'user',
      targetId: current.id,
      metadata: { emailChanged },
    });
    return row;
  });
  if (emailChanged) sendMailInBackground(context, emailChangedEmail(current, updated.email));
  return { success: true, message: 'Profile updated', user: await buildUser(context.db, updated) };
}
