export { createMailer, type MailerConfig } from './create-mailer.js';
export { createOutboxMailer } from './create-outbox-mailer.js';
export { createSmtpMailer } from './create-smtp-mailer.js';
export { extractLinks } from './extract-links.js';
export type { Mailer, MailMessage, PrintLine, SentMail } from './mailer.js';
export { outboxDirectory } from './outbox-directory.js';
