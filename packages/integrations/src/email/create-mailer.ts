import path from 'node:path';
import { createOutboxMailer } from './create-outbox-mailer.js';
import { createSmtpMailer } from './create-smtp-mailer.js';
import type { Mailer, MailLogger } from './mailer.js';

export interface MailerConfig {
  smtpUrl?: string | undefined;
  from: string;
  /** Driftwatch's data dir; the outbox is <dataDir>/outbox. */
  dataDir: string;
  logger: MailLogger;
}

/** SMTP when configured, the outbox folder otherwise. */
export function createMailer(config: MailerConfig): Mailer {
  if (config.smtpUrl) return createSmtpMailer({ smtpUrl: config.smtpUrl, from: config.from });
  return createOutboxMailer({
    outboxDir: path.join(config.dataDir, 'outbox'),
    from: config.from,
    logger: config.logger,
  });
}
