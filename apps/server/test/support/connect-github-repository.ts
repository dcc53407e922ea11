import { expect } from 'vitest';
import type { TeamMember } from './accounts.js';
import { waitFor } from './accounts.js';
import type { FakeRepository } from './fakes/github/fake-github-state.js';
import type { FakeGithub } from './fakes/github/start-fake-github.js';
import type { TestServer } from './start-test-server.js';

/**
 * Installs the fake's App for the member's organization (through the connect call's state),
 * connects the repository and waits for its first scan; the Driftwatch repository id.
 */
export async function connectGithubRepository(
  server: TestServer,
  fake: FakeGithub,
  member: TeamMember,
  input: { installationId: number; repo: FakeRepository },
): Promise<string> {
  const connect = await server.api<{ oauth_url: string }>('GET', '/api/auth/github/connect?source=setup', {
    token: member.token,
  });
  const state = new URL(connect.body.oauth_url).searchParams.get('state') ?? '';
  const installed = await server.api('POST', '/api/integrations/github/app/installations', {
    token: member.token,
    body: { installation_id: input.installationId, state },
  });
  expect(installed.status).toBe(200);
  const connected = await server.api<{ repository: { id: string } }>('POST', '/api/repositories', {
    token: member.token,
    body: {
      provider: 'github',
      url: `${fake.url}/${input.repo.owner}/${input.repo.name}`,
      externalId: String(input.repo.id),
    },
  });
  expect(connected.status).toBe(201);
  const repositoryId = connected.body.repository.id;
  await waitFor(
    async () => {
      const scans = await server.api<{ scans: Array<{ status: string; error: string | null }> }>(
        'GET',
        `/api/repositories/${repositoryId}/scans`,
        { token: member.token },
      );
      const status = scans.body.scans.at(-1)?.status;
      if (status === 'failed') throw new Error(`The first scan failed: ${scans.body.scans.at(-1)?.error}`);
      return status === 'succeeded' ? true : undefined;
    },
    90_000,
    'the first scan of the GitHub repository',
  );
  return repositoryId;
}
