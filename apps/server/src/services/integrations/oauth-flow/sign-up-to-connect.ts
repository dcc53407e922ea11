import type { OauthSignupResponse, oauthSignupRequestSchema } from '@driftwatch/contract';
import { findUserByEmail, insertUser, recordAuditEvent } from '@driftwatch/db';
import type { z } from 'zod';
import type { ServerContext } from '../../../server-context.js';
import { passwordSetupEmail, signInLinkEmail } from '../../auth/auth-emails.js';
import type { ClientInfo } from '../../auth/create-session.js';
import { issueEmailLinkToken } from '../../auth/issue-email-link.js';
import { sendMailInBackground } from '../../auth/send-mail-in-background.js';
import { providerName } from './provider-name.js';

/**
 * Sign-up from the connect screen: no session until the address is proven. A new address gets an
 * account without a password and a link to set one; a known address gets a sign-in link. Both
 * answer the same, so the screen does not reveal who has an account. The typed password is not
 * stored: keeping it would let whoever typed someone else's address sign in as them.
 */
export async function signUpToConnect(
  context: ServerContext,
  input: z.output<typeof oauthSignupRequestSchema> & { client: ClientInfo },
): Promise<OauthSignupResponse> {
  const answer: OauthSignupResponse = {
    success: true,
    step: 'magic_link_sent',
    message: `We sent a secure link to set up your password to ${input.email}. Open it to finish, then connect ${providerName(input.integration)}.`,
  };
  const existing = await findUserByEmail(context.db, input.email);
  if (existing) {
    const token = await issueEmailLinkToken(context, existing.id, 'magic_link');
    sendMailInBackground(context, signInLinkEmail(existing, context.config.publicUrl, token));
  } else {
    const user = await context.db
      .transaction(async (tx) => {
        const created = await insertUser(tx, {
          email: input.email,
          name: input.name,
          signupSource: `oauth_${input.integration}`,
        });
        await recordAuditEvent(tx, {
          action: 'user.signed_up',
          actorUserId: created.id,
          targetType: 'user',
          targetId: created.id,
          metadata: { source: `oauth_${input.integration}` },
          ipAddress: input.client.ip,
        });
        return created;
      })
      .catch(async (error: unknown) => {
        // Two sign-ups for one address at the same moment: the unique index decides, the loser mails nothing.
        if (await findUserByEmail(context.db, input.email)) return undefined;
        throw error;
      });
    if (!user) return answer;
    const token = await issueEmailLinkToken(context, user.id, 'password_setup');
    sendMailInBackground(context, passwordSetupEmail(user, context.config.publicUrl, token));
  }
  return answer;
}
