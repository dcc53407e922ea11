import { webPages } from '@driftwatch/contract';
import type { MailMessage } from '@driftwatch/integrations/email';

export function signupConfirmationEmail(
  to: { email: string; name: string },
  publicUrl: string,
  token: string,
): MailMessage {
  const url = `${publicUrl}${webPages.verifyEmail}?token=${encodeURIComponent(token)}`;
  return {
    to: to.email,
    subject: 'Confirm your email for Driftwatch',
    text: [
      `Hi ${to.name},`,
      '',
      'Open this link to confirm your email address and create your Driftwatch account:',
      url,
      '',
      'The link works once and expires in 24 hours. If you did not sign up, ignore this email: no account is created.',
    ].join('\n'),
  };
}

/**
 * Sent instead of a confirmation link when the address already has an account, so only the
 * mailbox's owner learns that it does. With an invitation, its page is where the owner signs in
 * and joins.
 */
export function signupAttemptEmail(
  to: { email: string; name: string },
  publicUrl: string,
  invitationToken: string | undefined,
): MailMessage {
  const invitation = invitationToken
    ? [
        '',
        'To join the team that invited you, sign in on the invitation page:',
        `${publicUrl}${webPages.invite}${encodeURIComponent(invitationToken)}`,
      ]
    : [];
  return {
    to: to.email,
    subject: 'Someone tried to create a Driftwatch account with your email',
    text: [
      `Hi ${to.name},`,
      '',
      'Someone tried to create a Driftwatch account with this address, which already has one. Nothing was changed.',
      '',
      'If it was you, sign in:',
      `${publicUrl}${webPages.signin}`,
      '',
      'or reset your password:',
      `${publicUrl}${webPages.forgotPassword}`,
      ...invitation,
      '',
      'If it was not you, ignore this email.',
    ].join('\n'),
  };
}
