import { randomUUID } from 'node:crypto';
import { pathFor, routes } from '@driftwatch/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTeamMember, signUpUser } from './support/accounts.js';
import { startTestServer, type TestServer } from './support/start-test-server.js';

const id = randomUUID();
/** A sample of organization-scoped routes, one or more per domain. */
const organizationRoutes = [
  ['GET', routes.repositories.list],
  ['GET', pathFor(routes.repositories.alerts, { id })],
  ['GET', pathFor(routes.scans.scan, { id })],
  ['GET', routes.driftIssues.list],
  ['GET', pathFor(routes.driftIssues.comments, { id })],
  ['GET', pathFor(routes.repositories.notificationChannels, { id })],
  ['POST', routes.live.ticket],
] as const;

describe('authentication once, by each route config.auth', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer('pglite', { workers: false });
  });

  afterAll(async () => {
    await server?.close();
  });

  it('answers 401 without a token and 403 to a user outside any organization', async () => {
    const outsider = await signUpUser(server);
    for (const [method, path] of organizationRoutes) {
      expect((await server.api(method, path)).status, `${method} ${path} without a token`).toBe(401);
      const answer = await server.api(method, path, { token: outsider.token });
      expect(answer.status, `${method} ${path} outside an organization`).toBe(403);
    }
  });

  it('scopes a member to their organization: ids of another organization are not found', async () => {
    const member = await createTeamMember(server);
    const repositories = await server.api('GET', routes.repositories.list, { token: member.token });
    expect(repositories.status).toBe(200);
    const scan = await server.api('GET', pathFor(routes.scans.scan, { id }), { token: member.token });
    expect(scan.status).toBe(404);
  });

  it('lets a visitor with a stale token use a route where signing in is optional', async () => {
    const answer = await server.api('POST', routes.feedback.submit, {
      token: 'a-token-no-session-has',
      body: { text: 'Works without an account' },
    });
    expect(answer.status).toBe(201);
    const required = await server.api('GET', routes.user.profile, { token: 'a-token-no-session-has' });
    expect(required.status).toBe(401);
  });
});
