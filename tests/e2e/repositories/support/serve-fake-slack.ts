import { startFakeSlack } from '../../../../apps/server/test/support/fakes/slack/start-fake-slack.js';

/**
 * The fake Slack workspace the browser tests connect to, on the port the Playwright config chose
 * (the server's SLACK_* variables point here). `/messages` shows what Driftwatch posted.
 */
const fake = await startFakeSlack({ port: Number(process.env.E2E_SLACK_PORT) });
fake.state.addChannel('docs-alerts', { botIsMember: true });
fake.state.addChannel('general');
fake.state.addChannel('leads', { is_private: true, botIsMember: true });
process.on('SIGTERM', () => {
  fake.close().then(() => process.exit(0));
});
