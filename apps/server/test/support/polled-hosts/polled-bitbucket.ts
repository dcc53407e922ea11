import { startFakeBitbucket } from '../fakes/bitbucket/start-fake-bitbucket.js';
import type { PolledHost } from './polled-host.js';

export async function polledBitbucket(worktree: string, fullName: string): Promise<PolledHost> {
  const bitbucket = await startFakeBitbucket();
  const workspace = fullName.split('/')[0] ?? '';
  bitbucket.acceptAccessToken('bb-poll', workspace);
  const repository = await bitbucket.addRepository({ worktree, fullName });
  return {
    env: { BITBUCKET_API_URL: bitbucket.apiUrl },
    async connect(server, accountToken) {
      await server.api('POST', '/api/integrations/bitbucket/token', {
        token: accountToken,
        body: { token: 'bb-poll', workspace },
      });
    },
    repositoryBody: {
      provider: 'bitbucket',
      externalId: repository.uuid,
      fullName,
      url: `${bitbucket.origin}/${fullName}`,
    },
    hookSecrets: () => repository.hooks.map((hook) => hook.secret),
    push: (branch) => bitbucket.push(repository, worktree, branch),
    async openPullRequest(sourceBranch, title) {
      const pr = await bitbucket.openPullRequest(repository, { sourceBranch, title });
      return () => bitbucket.refreshPullRequest(repository, pr);
    },
    branchLookups: () =>
      bitbucket.state.requests.filter((request) => request.path.includes('/refs/branches/')).length,
    close: () => bitbucket.close(),
  };
}
