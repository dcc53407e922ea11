import type { OauthEmailCheckResponse, oauthEmailCheckRequestSchema } from '@driftwatch/contract';
import { findUserByEmail } from '@driftwatch/db';
import type { z } from 'zod';
import type { ServerContext } from '../../../server-context.js';
import { passwordSetupEmail } from '../../auth/auth-emails.js';
import { issueEmailLinkToken } from '../../auth/issue-email-link.js';
import { sendMailInBackground } from '../../auth/send-mail-in-background.js';
import { providerName } from './provider-name.js';

/**
 * The first step of the signed-out connect screen picks the next one: sign in for an account with a
 * password, sign up for a new address, and for an account without a password (made by Google
 * sign-in or an invitation) a link to set one.
 */
export async function checkOauthEmail(
  context: ServerContext,
  input: z.output<typeof oauthEmailCheckRequestSchema>,
): Promise<OauthEmailCheckResponse> {
  const name = providerName(input.integration);
  const user = await findUserByEmail(context.db, input.email);
  if (!user) return { step: 'signup', message: `Create your Driftwatch account to connect ${name}.` };
  if (user.passwordHash) return { step: 'signin', message: `Sign in to connect ${name}.` };
  const token = await issueEmailLinkToken(context, user.id, 'password_setup');
  sendMailInBackground(context, passwordSetupEmail(user, context.config.publicUrl, token));
  return {
    step: 'magic_link_sent',
    message: `We sent a secure link to set up your password to ${input.email}. Open it, then connect ${name}.`,
  };
}
