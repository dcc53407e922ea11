/** One email as the product sends it: plain text always, HTML optional. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface SentMail {
  messageId: string;
  /** Where the message went: an SMTP server, or the .eml file in the outbox. */
  deliveredTo: 'smtp' | 'outbox';
  outboxFile?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<SentMail>;
  close(): Promise<void>;
}

/** Writes one line of text for a person to read (the outbox's notice of each email). */
export type PrintLine = (line: string) => void;
