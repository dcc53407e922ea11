import { createOutboxMailer } from './create-outbox-mailer.js';
import { createSmtpMailer } from './create-smtp-mailer.js';
import type { Mailer, PrintLine } from './mailer.js';
import { outboxDirectory } from './outbox-directory.js';

export interface MailerConfig {
  smtpUrl?: string | undefined;
  from: string;
  /** Driftwatch's data dir; the outbox is <dataDir>/outbox. */
  dataDir: string;
  /** Where the outbox prints each email's line; standard error when omitted. */
  print?: PrintLine;
}

/** SMTP when configured, the outbox folder otherwise. */
export function createMailer(config: MailerConfig): Mailer {
  if (config.smtpUrl) return createSmtpMailer({ smtpUrl: config.smtpUrl, from: config.from });
  return createOutboxMailer({
    outboxDir: outboxDirectory(config.dataDir),
    from: config.from,
    print: config.print,
  });
}
