import {
  type FakeGitlab,
  startFakeGitlab,
} from '../../../../apps/server/test/support/fakes/gitlab/start-fake-gitlab.js';
import { type DriftwatchServer, startServerBeside } from './start-driftwatch-server.js';

export interface GitlabConfiguredServer extends DriftwatchServer {
  gitlab: FakeGitlab;
}

/**
 * A Driftwatch server of its own whose GITLAB_URL is a local fake GitLab (no OAuth application, so
 * GitLab connects by access token); the fake's hooks deliver to its PUBLIC_URL, its own address.
 */
export async function startGitlabConfiguredServer(): Promise<GitlabConfiguredServer> {
  const gitlab = await startFakeGitlab();
  const beside = { env: { GITLAB_URL: gitlab.origin }, close: () => gitlab.close() };
  return { ...(await startServerBeside(beside)), gitlab };
}
