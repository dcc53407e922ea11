import type { MailMessage } from '@driftwatch/integrations/email';

/** Sent to the old address, so the owner learns of a change they did not make while they still can. */
export function emailChangedEmail(to: { email: string; name: string }, newEmail: string): MailMessage {
  return {
    to: to.email,
    subject: 'Your Driftwatch email address was changed',
    text: [
      `Hi ${to.name},`,
      '',
      `The email address of your Driftwatch account was changed from ${to.email} to ${newEmail}.`,
      'Sign-in links and password resets now go to the new address.',
      '',
      'If you did not make this change, reply to this email or contact your Driftwatch administrator at once.',
    ].join('\n'),
  };
}
