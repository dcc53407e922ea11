import { startFakeGitlab } from '../fakes/gitlab/start-fake-gitlab.js';
import type { PolledHost } from './polled-host.js';

export async function polledGitlab(worktree: string, fullName: string): Promise<PolledHost> {
  const gitlab = await startFakeGitlab();
  gitlab.acceptToken('glpat-poll');
  const project = await gitlab.addProject({ worktree, pathWithNamespace: fullName });
  return {
    env: { GITLAB_URL: gitlab.origin },
    async connect(server, accountToken) {
      await server.api('POST', '/api/integrations/gitlab/token', {
        token: accountToken,
        body: { token: 'glpat-poll' },
      });
    },
    repositoryBody: {
      provider: 'gitlab',
      externalId: String(project.id),
      url: `${gitlab.origin}/${fullName}.git`,
    },
    hookSecrets: () => project.hooks.map((hook) => hook.token),
    push: (branch) => gitlab.push(project, worktree, branch),
    async openPullRequest(sourceBranch, title) {
      const mr = await gitlab.openMergeRequest(project, { sourceBranch, title });
      return () => gitlab.refreshMergeRequest(project, mr);
    },
    branchLookups: () =>
      gitlab.state.requests.filter((request) => request.path.includes('/repository/branches/')).length,
    close: () => gitlab.close(),
  };
}
