import type { SignupAcceptedResponse, signupRequestSchema } from '@driftwatch/contract';
import { findUserByEmail, insertPendingSignup } from '@driftwatch/db';
import type { z } from 'zod';
import { hashPassword } from '../../auth/passwords.js';
import { generateToken, hashToken } from '../../auth/tokens.js';
import type { ServerContext } from '../../server-context.js';
import { assertInvitationFor } from '../teams/join-by-invitation.js';
import { sendMailInBackground } from './send-mail-in-background.js';
import { signupAttemptEmail, signupConfirmationEmail } from './sign-up-emails.js';

export type SignupOptions = z.output<typeof signupRequestSchema>;

/** Long enough to reach the mailbox later in the day; the row holds a password hash, so not longer. */
const confirmationLifetimeMs = 24 * 60 * 60 * 1000;

/**
 * Answers the same, in the same time, whether or not the address has an account: the password is
 * hashed and a mail is sent either way. A new address gets a confirmation link and the account is
 * created only when it is opened; an existing account's owner gets a note instead. An invitation
 * token does not skip the link: whoever sent the invitation also holds its token.
 */
export async function signUp(context: ServerContext, input: SignupOptions): Promise<SignupAcceptedResponse> {
  const now = context.clock.now();
  const invitationTokenHash = input.invitationToken ? hashToken(input.invitationToken) : null;
  // Whether an invitation fits this address says nothing about accounts, so it may fail early.
  if (invitationTokenHash) await assertInvitationFor(context.db, invitationTokenHash, input.email, now);
  const passwordHash = await hashPassword(input.password);
  const existing = await findUserByEmail(context.db, input.email);
  const { publicUrl } = context.config;
  if (existing) {
    sendMailInBackground(context, signupAttemptEmail(existing, publicUrl, input.invitationToken));
  } else {
    // Written after answering, like the mails: the other branch writes nothing, so waiting for
    // this insert would make a new address answer measurably later than a taken one.
    const token = generateToken();
    insertPendingSignup(context.db, {
      email: input.email,
      name: input.name,
      passwordHash,
      signupIntent: input.signupIntent,
      signupSource: input.source,
      invitationTokenHash,
      tokenHash: hashToken(token),
      expiresAt: new Date(now.getTime() + confirmationLifetimeMs),
    })
      .then(() => sendMailInBackground(context, signupConfirmationEmail(input, publicUrl, token)))
      .catch((error: unknown) => context.logger.error({ err: error }, 'Storing a sign-up failed'));
  }
  return {
    success: true,
    status: 'verification_sent',
    email: input.email,
    message: 'Check your email: we sent a link to finish creating your account.',
  };
}
