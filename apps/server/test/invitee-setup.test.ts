import { inviteMemberResponseSchema, setupStateResponseSchema } from '@driftwatch/contract';
import { testEngines } from '@driftwatch/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  confirmSignUp,
  createTeamMember,
  setSeats,
  signUpUser,
  type TeamMember,
  uniqueEmail,
} from './support/accounts.js';
import { startTestServer, type TestServer } from './support/start-test-server.js';

describe.each(testEngines())('setup for someone who joins by invitation on %s', (engine) => {
  let server: TestServer;
  let owner: TeamMember;
  let organizationId: string;

  beforeAll(async () => {
    server = await startTestServer(engine);
    owner = await createTeamMember(server, 'Olivia Owner');
    organizationId = owner.organizationId;
    await setSeats(server, owner.token, 10);
  });
  afterAll(async () => {
    await server?.close();
  });

  async function setupState(token: string) {
    const response = await server.api('GET', '/api/setup/state', { token });
    expect(response.status).toBe(200);
    return setupStateResponseSchema.parse(response.body);
  }

  async function invite(email: string): Promise<string> {
    const response = await server.api('POST', `/api/teams/organizations/${organizationId}/invite`, {
      token: owner.token,
      body: { email, role: 'member' },
    });
    expect(response.status).toBe(201);
    const { token } = inviteMemberResponseSchema.parse(response.body).invitation;
    if (!token) throw new Error('The invitation has no token');
    return token;
  }

  it('the creator is still in the wizard while teammates join', async () => {
    expect(await setupState(owner.token)).toMatchObject({
      currentStep: 'github_app',
      organization_id: organizationId,
    });
  });

  it('a new account made from an invitation has setup done', async () => {
    const email = uniqueEmail('new-mate');
    const invitationToken = await invite(email);
    const signup = await server.api('POST', '/api/auth/signup', {
      body: { name: 'New Mate', email, password: 'secret1', confirmPassword: 'secret1', invitationToken },
    });
    expect(signup.status).toBe(202);
    expect(await setupState((await confirmSignUp(server, email)).token)).toMatchObject({
      currentStep: 'done',
      organization_id: organizationId,
    });
  });

  it('an existing account that accepts an invitation goes from the team step to done', async () => {
    const existing = await signUpUser(server, { name: 'Eve Existing' });
    expect(await setupState(existing.token)).toMatchObject({ currentStep: 'team', organization_id: null });
    const token = await invite(existing.user.email);
    const accepted = await server.api('POST', '/api/teams/invitations/accept', {
      token: existing.token,
      body: { token },
    });
    expect(accepted.status).toBe(200);
    expect(await setupState(existing.token)).toMatchObject({
      currentStep: 'done',
      organization_id: organizationId,
    });

    // Advancing answers done and leaves the creator's wizard where it was.
    const advanced = await server.api('POST', '/api/setup/advance', {
      token: existing.token,
      body: { step: 'github_app', action: 'skip' },
    });
    expect(advanced.status).toBe(200);
    expect(setupStateResponseSchema.parse(advanced.body).currentStep).toBe('done');
    expect((await setupState(owner.token)).currentStep).toBe('github_app');

    // The creator's own steps still work.
    const ownerAdvanced = await server.api('POST', '/api/setup/advance', {
      token: owner.token,
      body: { step: 'github_app', action: 'skip' },
    });
    expect(setupStateResponseSchema.parse(ownerAdvanced.body).currentStep).toBe('integrations');
    expect((await setupState(existing.token)).currentStep).toBe('done');
  });
});
