export { type CapturedMail, startTestSmtpServer, type TestSmtpServer } from './start-test-smtp-server.js';
