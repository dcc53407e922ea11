import { extractLinks } from './extract-links.js';
import type { MailMessage } from './mailer.js';

/**
 * One plain line per email written to the outbox, marked so it stands out among JSON log lines:
 * without SMTP this line is how a self-hosted user reaches sign-in and password links.
 */
export function formatOutboxNotice(message: Pick<MailMessage, 'to' | 'subject' | 'text'>): string {
  const links = extractLinks(message.text);
  const heading = `[driftwatch] Email to ${message.to} ${JSON.stringify(message.subject)}`;
  return links.length > 0 ? `${heading}: ${links.join(' ')}` : `${heading} (no links)`;
}
