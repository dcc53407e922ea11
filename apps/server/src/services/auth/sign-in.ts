import type { SigninResponse, signinRequestSchema } from '@driftwatch/contract';
import { findUserByEmail, recordAuditEvent } from '@driftwatch/db';
import type { z } from 'zod';
import { decoyPasswordHash, verifyPassword } from '../../auth/passwords.js';
import { requestFailed } from '../../http/app-error.js';
import type { ServerContext } from '../../server-context.js';
import { buildUser } from '../user/build-user.js';
import { passwordSetupEmail, signInLinkEmail } from './auth-emails.js';
import { type ClientInfo, createSession } from './create-session.js';
import { assertAccountOpenTo, countFailedSignIn, isKnownClient } from './guard-account-sign-in.js';
import { issueEmailLinkToken } from './issue-email-link.js';
import { sendMailInBackground } from './send-mail-in-background.js';

export type SigninOptions = z.output<typeof signinRequestSchema> & {
  client: ClientInfo & { deviceUserId: string | null };
};

/** Same text for an unknown email and a wrong password, so sign-in does not reveal who has an account. */
const invalidCredentialsMessage = 'Invalid email or password';
const signInLinkSentMessage =
  'If an account exists for this email, we sent a sign-in link. Check your email.';

export async function signIn(
  context: ServerContext,
  { client, ...input }: SigninOptions,
): Promise<SigninResponse> {
  const user = await findUserByEmail(context.db, input.email);

  if (input.password === undefined) {
    if (user) {
      const token = await issueEmailLinkToken(context, user.id, 'magic_link');
      sendMailInBackground(context, signInLinkEmail(user, context.config.publicUrl, token));
    }
    return {
      success: true,
      token: null,
      user: null,
      needsPasswordSetup: false,
      message: signInLinkSentMessage,
    };
  }

  await assertAccountOpenTo(
    context,
    input.email,
    user ? await isKnownClient(context, user.id, client) : false,
  );
  if (!user) {
    await verifyPassword(await decoyPasswordHash(), input.password);
    await countFailedSignIn(context, input.email);
    throw requestFailed('invalid_credentials', invalidCredentialsMessage);
  }
  if (!user.passwordHash) {
    // Accounts made by Google sign-in or an invitation have no password yet: email a setup link.
    const token = await issueEmailLinkToken(context, user.id, 'password_setup');
    sendMailInBackground(context, passwordSetupEmail(user, context.config.publicUrl, token));
    return {
      success: false,
      token: null,
      user: null,
      needsPasswordSetup: true,
      message: 'Your account has no password yet. We sent you a link to set one. Check your email.',
    };
  }
  if (!(await verifyPassword(user.passwordHash, input.password))) {
    await countFailedSignIn(context, input.email);
    throw requestFailed('invalid_credentials', invalidCredentialsMessage);
  }
  const token = await context.db.transaction(async (tx) => {
    await recordAuditEvent(tx, {
      action: 'user.signed_in',
      actorUserId: user.id,
      targetType: 'user',
      targetId: user.id,
      ipAddress: client.ip,
    });
    return createSession({ ...context, db: tx }, { userId: user.id, client, rememberMe: input.rememberMe });
  });
  return {
    success: true,
    token,
    user: await buildUser(context.db, user),
    needsPasswordSetup: false,
    message: 'You have successfully signed in.',
  };
}
