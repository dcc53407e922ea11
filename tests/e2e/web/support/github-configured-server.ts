import {
  type FakeGithub,
  startFakeGithub,
} from '../../../../apps/server/test/support/fakes/github/start-fake-github.js';
import { type DriftwatchServer, pickPort, startServerBeside } from './start-driftwatch-server.js';

export interface GithubConfiguredServer extends DriftwatchServer {
  github: FakeGithub;
}

/**
 * A Driftwatch server of its own whose GitHub App variables point at a local fake GitHub, which
 * sends its webhooks to that server and its install page back to that server's /install/github.
 */
export async function startGithubConfiguredServer(): Promise<GithubConfiguredServer> {
  const port = pickPort();
  const github = await startFakeGithub();
  github.pointAt(`http://127.0.0.1:${port}`);
  return { ...(await startServerBeside(github, port)), github };
}
