import { webPages } from '@driftwatch/contract';
import type { MailMessage } from '@driftwatch/integrations/email';

export function invitationEmail(input: {
  to: string;
  inviterName: string;
  organizationName: string;
  publicUrl: string;
  token: string;
}): MailMessage {
  const url = `${input.publicUrl}${webPages.invite}${encodeURIComponent(input.token)}`;
  return {
    to: input.to,
    subject: `${input.inviterName} invited you to ${input.organizationName} on Driftwatch`,
    text: [
      'Hi,',
      '',
      `${input.inviterName} invited you to join ${input.organizationName} on Driftwatch, which finds where documentation no longer matches code.`,
      '',
      'Accept the invitation:',
      url,
      '',
      'The invitation expires in 7 days. If you did not expect it, ignore this email.',
    ].join('\n'),
  };
}
