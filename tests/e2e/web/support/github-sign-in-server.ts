import {
  type FakeGithubOauth,
  startFakeGithubOauth,
} from '../../../../apps/server/test/support/fakes/github-oauth/start-fake-github-oauth.js';
import { type DriftwatchServer, startServerBeside } from './start-driftwatch-server.js';

export interface GithubSignInServer extends DriftwatchServer {
  github: FakeGithubOauth;
}

/** A Driftwatch server whose GitHub sign-in (GITHUB_CLIENT_ID, GITHUB_WEB_URL, ...) points at the fake GitHub. */
export async function startGithubSignInServer(): Promise<GithubSignInServer> {
  const github = await startFakeGithubOauth();
  return { ...(await startServerBeside(github)), github };
}
