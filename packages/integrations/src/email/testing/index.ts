export { type OutboxMail, readOutbox } from './read-outbox.js';
export {
  type CapturedMail,
  decodeQuotedPrintable,
  startTestSmtpServer,
  type TestSmtpServer,
} from './start-test-smtp-server.js';
