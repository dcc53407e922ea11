import {
  type FakeSlack,
  startFakeSlack,
} from '../../../../apps/server/test/support/fakes/slack/start-fake-slack.js';
import { type DriftwatchServer, startServerBeside } from './start-driftwatch-server.js';

export interface SlackConfiguredServer extends DriftwatchServer {
  slack: FakeSlack;
}

/**
 * A second Driftwatch server whose Slack settings point at a local fake Slack, so a browser can go
 * through Slack's authorize page and back, on a fresh installation of its own (the wizard's Slack
 * step and the signed-out connect flow start from an empty organization list).
 */
export async function startSlackConfiguredServer(): Promise<SlackConfiguredServer> {
  const slack = await startFakeSlack();
  return { ...(await startServerBeside(slack)), slack };
}
