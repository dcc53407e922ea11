/**
 * Runs the fake Slack on its own, e.g. as a Playwright web server:
 *   FAKE_SLACK_PORT=4599 npx tsx apps/server/test/support/fakes/slack/run-fake-slack.ts
 * Optional channels to create: FAKE_SLACK_CHANNELS=general,alerts (the bot is not yet a member).
 * Point the server at it with the printed SLACK_* variables; /messages shows what was posted.
 */
import { startFakeSlack } from './start-fake-slack.js';

const fake = await startFakeSlack({ port: Number(process.env.FAKE_SLACK_PORT ?? 4599) });
for (const name of (process.env.FAKE_SLACK_CHANNELS ?? 'general,alerts').split(',').filter(Boolean)) {
  fake.state.addChannel(name.trim());
}
for (const [name, value] of Object.entries(fake.env)) process.stdout.write(`${name}=${value}\n`);
process.stdout.write(`Fake Slack messages: ${fake.url}/messages\n`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    fake.close().then(() => process.exit(0));
  });
}
