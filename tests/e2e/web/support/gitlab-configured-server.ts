import {
  type FakeGitlab,
  startFakeGitlab,
} from '../../../../apps/server/test/support/fakes/gitlab/start-fake-gitlab.js';
import { type DriftwatchServer, startDriftwatchServer } from './start-driftwatch-server.js';

export interface GitlabConfiguredServer extends DriftwatchServer {
  gitlab: FakeGitlab;
}

/**
 * A Driftwatch server of its own whose GITLAB_URL is a local fake GitLab (no OAuth application, so
 * GitLab connects by access token); the fake's hooks deliver to its PUBLIC_URL, its own address.
 */
export async function startGitlabConfiguredServer(): Promise<GitlabConfiguredServer> {
  const gitlab = await startFakeGitlab();
  try {
    const server = await startDriftwatchServer({ GITLAB_URL: gitlab.origin });
    return {
      ...server,
      gitlab,
      close: async () => {
        await server.close();
        await gitlab.close();
      },
    };
  } catch (error) {
    await gitlab.close();
    throw error;
  }
}
