import type { MailMessage } from '@driftwatch/integrations/email';
import type { ServerContext } from '../../server-context.js';

/**
 * Sends without making the caller wait: answers that must not reveal whether an account exists take
 * the same time either way, and a mail outage does not turn them into errors. Failures are logged.
 */
export function sendMailInBackground(context: ServerContext, message: MailMessage): void {
  context.mailer.send(message).catch((error: unknown) => {
    context.logger.error({ err: error, subject: message.subject }, 'Sending email failed');
  });
}
