import {
  acceptInvitationResponseSchema,
  createOrganizationResponseSchema,
  errorResponseSchema,
  invitationDetailsResponseSchema,
  inviteMemberResponseSchema,
  organizationDetailsResponseSchema,
  profileResponseSchema,
} from '@driftwatch/contract';
import { testEngines } from '@driftwatch/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmSignUp, setSeats, signUpUser, uniqueEmail } from './support/accounts.js';
import { startTestServer, type TestServer } from './support/start-test-server.js';

describe.each(testEngines())('invitations on %s', (engine) => {
  let server: TestServer;
  let owner: Awaited<ReturnType<typeof signUpUser>>;
  let organizationId: string;

  beforeAll(async () => {
    server = await startTestServer(engine);
    owner = await signUpUser(server, { name: 'Olivia Owner' });
    const created = await server.api('POST', '/api/teams/organizations', {
      token: owner.token,
      body: { name: 'Invite Co' },
    });
    organizationId = createOrganizationResponseSchema.parse(created.body).organization.id;
    await setSeats(server, owner.token, 10);
  });
  afterAll(async () => {
    await server?.close();
  });

  async function invite(email: string, role: 'member' | 'admin' = 'member', token = owner.token) {
    return server.api('POST', `/api/teams/organizations/${organizationId}/invite`, {
      token,
      body: { email, role },
    });
  }

  it('emails an invitation that a new teammate uses to sign up into the team', async () => {
    const email = uniqueEmail('invitee');
    const response = await invite(email);
    expect(response.status).toBe(201);
    const { invitation } = inviteMemberResponseSchema.parse(response.body);
    expect(invitation).toMatchObject({
      email,
      role: 'member',
      inviter: 'Olivia Owner',
      org_name: 'Invite Co',
    });

    const mail = await server.smtp.waitForMail(email);
    expect(mail.subject).toBe('Olivia Owner invited you to Invite Co on Driftwatch');
    const link = mail.links.find((candidate) => candidate.startsWith('http://driftwatch.test/invite/')) ?? '';
    const token = decodeURIComponent(link.slice('http://driftwatch.test/invite/'.length));
    expect(token).toBe(invitation.token);

    const details = await server.api('GET', `/api/teams/invitations/${encodeURIComponent(token)}`);
    expect(details.status).toBe(200);
    expect(invitationDetailsResponseSchema.parse(details.body)).toMatchObject({
      invitation: { email, inviter: 'Olivia Owner', token: null },
      organization: { id: organizationId, name: 'Invite Co' },
    });

    const signup = await server.api('POST', '/api/auth/signup', {
      body: {
        name: 'New Mate',
        email,
        password: 'secret1',
        confirmPassword: 'secret1',
        invitationToken: token,
      },
    });
    // The invitation's token is also shown to whoever sent it, so it does not prove the address:
    // the account is made when the emailed confirmation link is opened.
    expect(signup.status).toBe(202);
    // Until then the invitation is still pending.
    expect((await server.api('GET', `/api/teams/invitations/${encodeURIComponent(token)}`)).status).toBe(200);
    const mate = await confirmSignUp(server, email);
    expect(mate.user).toMatchObject({
      role: 'member',
      is_in_organization: true,
      can_manage_team: false,
      organization_id: organizationId,
    });
    expect((await server.api('GET', `/api/teams/invitations/${encodeURIComponent(token)}`)).status).toBe(404);

    const members = organizationDetailsResponseSchema.parse(
      (await server.api('GET', `/api/teams/organizations/${organizationId}`, { token: owner.token })).body,
    ).members;
    expect(members.map((member) => [member.email, member.role])).toContainEqual([email, 'member']);

    // A plain member may not invite.
    expect((await invite(uniqueEmail('friend'), 'member', mate.token)).status).toBe(403);
  });

  it('lets an existing user accept an invitation sent to their address only', async () => {
    const invited = await signUpUser(server);
    const other = await signUpUser(server);
    const { invitation } = inviteMemberResponseSchema.parse((await invite(invited.user.email, 'admin')).body);
    const token = invitation.token ?? '';

    const wrongUser = await server.api('POST', '/api/teams/invitations/accept', {
      token: other.token,
      body: { token },
    });
    expect(wrongUser.status).toBe(403);
    expect(errorResponseSchema.parse(wrongUser.body).error.details?.reason).toBe('invitation_email_mismatch');

    const accepted = await server.api('POST', '/api/teams/invitations/accept', {
      token: invited.token,
      body: { token },
    });
    expect(accepted.status).toBe(200);
    expect(acceptInvitationResponseSchema.parse(accepted.body).organization.id).toBe(organizationId);
    const profile = profileResponseSchema.parse(
      (await server.api('GET', '/api/user/profile', { token: invited.token })).body,
    );
    expect(profile.user).toMatchObject({
      role: 'admin',
      can_manage_team: true,
      organization_id: organizationId,
    });

    const again = await server.api('POST', '/api/teams/invitations/accept', {
      token: invited.token,
      body: { token },
    });
    expect(again.status).toBe(400);
    expect((await invite(invited.user.email)).status).toBe(409);
  });

  it('replaces an earlier invitation and keeps outsiders out', async () => {
    const email = uniqueEmail('twice');
    const first = inviteMemberResponseSchema.parse((await invite(email)).body).invitation.token ?? '';
    const second = inviteMemberResponseSchema.parse((await invite(email)).body).invitation.token ?? '';
    expect((await server.api('GET', `/api/teams/invitations/${encodeURIComponent(first)}`)).status).toBe(404);
    expect((await server.api('GET', `/api/teams/invitations/${encodeURIComponent(second)}`)).status).toBe(
      200,
    );

    const outsider = await signUpUser(server);
    expect((await invite(uniqueEmail(), 'member', outsider.token)).status).toBe(404);
    expect((await server.api('GET', '/api/teams/invitations/made-up-token')).status).toBe(404);

    const forged = await server.api('POST', '/api/auth/signup', {
      body: {
        name: 'Forger',
        email: uniqueEmail(),
        password: 'secret1',
        confirmPassword: 'secret1',
        invitationToken: second,
      },
    });
    expect(forged.status).toBe(403);
  });
});
