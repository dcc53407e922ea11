import type { ForgotPasswordResponse } from '@driftwatch/contract';
import { findUserByEmail } from '@driftwatch/db';
import type { ServerContext } from '../../server-context.js';
import { passwordResetEmail } from './auth-emails.js';
import { issueEmailLinkToken } from './issue-email-link.js';
import { sendMailInBackground } from './send-mail-in-background.js';

const passwordResetRequestedMessage =
  'If an account exists for this email, we sent a link to reset your password. Check your email.';

/** Always the same answer, so the form does not reveal whether an address has an account. */
export async function requestPasswordReset(
  context: ServerContext,
  email: string,
): Promise<ForgotPasswordResponse> {
  const user = await findUserByEmail(context.db, email);
  if (user) {
    const token = await issueEmailLinkToken(context, user.id, 'password_reset');
    sendMailInBackground(context, passwordResetEmail(user, context.config.publicUrl, token));
  }
  return { success: true, message: passwordResetRequestedMessage };
}
