import {
  createOrganizationResponseSchema,
  errorResponseSchema,
  inviteMemberResponseSchema,
  organizationDetailsResponseSchema,
  updateSeatResponseSchema,
} from '@driftwatch/contract';
import { testEngines } from '@driftwatch/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmSignUp, setSeats, signUpUser, uniqueEmail } from './support/accounts.js';
import { startTestServer, type TestServer } from './support/start-test-server.js';

describe.each(testEngines())('members and seats on %s', (engine) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(async () => {
    await server?.close();
  });

  /** An organization with its owner and one member who joined by invitation. */
  async function teamWithMember(role: 'member' | 'admin' = 'member') {
    const owner = await signUpUser(server);
    const created = await server.api('POST', '/api/teams/organizations', {
      token: owner.token,
      body: { name: 'Seats' },
    });
    const organizationId = createOrganizationResponseSchema.parse(created.body).organization.id;
    await setSeats(server, owner.token, 2);
    const email = uniqueEmail('mate');
    const invited = await server.api('POST', `/api/teams/organizations/${organizationId}/invite`, {
      token: owner.token,
      body: { email, role },
    });
    const invitationToken = inviteMemberResponseSchema.parse(invited.body).invitation.token ?? '';
    await server.api('POST', '/api/auth/signup', {
      body: { name: 'Mate', email, password: 'secret1', confirmPassword: 'secret1', invitationToken },
    });
    const mateToken = (await confirmSignUp(server, email)).token;
    const details = organizationDetailsResponseSchema.parse(
      (await server.api('GET', `/api/teams/organizations/${organizationId}`, { token: owner.token })).body,
    );
    const ownerMember = details.members.find((member) => member.role === 'owner');
    const mateMember = details.members.find((member) => member.email === email);
    if (!ownerMember || !mateMember) throw new Error('members missing');
    return { owner, organizationId, mateToken, ownerMember, mateMember };
  }

  const seatPath = (organizationId: string, memberId: string) =>
    `/api/teams/organizations/${organizationId}/members/${memberId}/seat`;

  it('frees and assigns seats within the plan, and refuses a seat beyond it', async () => {
    const team = await teamWithMember();
    // Both joined seated on two seats: free one and go down to one seat, then it cannot be taken back.
    const freed = await server.api('PUT', seatPath(team.organizationId, team.mateMember.id), {
      token: team.owner.token,
      body: { has_seat: false },
    });
    expect(updateSeatResponseSchema.parse(freed.body).member.has_seat).toBe(false);
    await setSeats(server, team.owner.token, 1);

    const refused = await server.api('PUT', seatPath(team.organizationId, team.mateMember.id), {
      token: team.owner.token,
      body: { has_seat: true },
    });
    expect(refused.status).toBe(409);
    expect(errorResponseSchema.parse(refused.body).error.message).toBe(
      'Seat limit reached: No available seats. Increase seats in Billing or free a seat.',
    );

    await server.api('PUT', seatPath(team.organizationId, team.ownerMember.id), {
      token: team.owner.token,
      body: { has_seat: false },
    });
    const assigned = await server.api('PUT', seatPath(team.organizationId, team.mateMember.id), {
      token: team.owner.token,
      body: { has_seat: true },
    });
    expect(updateSeatResponseSchema.parse(assigned.body).member.has_seat).toBe(true);
  });

  it('lets an invitee join past the seat limit without a seat, and seats the next one once a seat is free', async () => {
    const team = await teamWithMember();
    const invite = async (name: string) => {
      const email = uniqueEmail(name);
      const invited = await server.api('POST', `/api/teams/organizations/${team.organizationId}/invite`, {
        token: team.owner.token,
        body: { email, role: 'member' },
      });
      const token = inviteMemberResponseSchema.parse(invited.body).invitation.token ?? '';
      const user = await signUpUser(server, { email });
      const accepted = await server.api('POST', '/api/teams/invitations/accept', {
        token: user.token,
        body: { token },
      });
      expect(accepted.status).toBe(200);
      return email;
    };
    const seatOf = async (email: string) => {
      const details = organizationDetailsResponseSchema.parse(
        (
          await server.api('GET', `/api/teams/organizations/${team.organizationId}`, {
            token: team.owner.token,
          })
        ).body,
      );
      return details.members.find((member) => member.email === email)?.has_seat;
    };

    // Two seats, both taken: the third member joins without one.
    expect(await seatOf(await invite('third'))).toBe(false);
    await setSeats(server, team.owner.token, 3);
    expect(await seatOf(await invite('fourth'))).toBe(true);
  });

  it('lets managers remove members but never the owner, and keeps members from managing', async () => {
    const team = await teamWithMember();
    const memberPath = (memberId: string) =>
      `/api/teams/organizations/${team.organizationId}/members/${memberId}`;

    expect(
      (await server.api('DELETE', memberPath(team.ownerMember.id), { token: team.mateToken })).status,
    ).toBe(403);
    expect(
      (
        await server.api('PUT', seatPath(team.organizationId, team.ownerMember.id), {
          token: team.mateToken,
          body: { has_seat: false },
        })
      ).status,
    ).toBe(403);

    const ownerRemoval = await server.api('DELETE', memberPath(team.ownerMember.id), {
      token: team.owner.token,
    });
    expect(ownerRemoval.status).toBe(409);
    expect(errorResponseSchema.parse(ownerRemoval.body).error.details?.reason).toBe('cannot_remove_owner');

    const removed = await server.api('DELETE', memberPath(team.mateMember.id), { token: team.owner.token });
    expect(removed.status).toBe(200);
    expect(
      (await server.api('GET', `/api/teams/organizations/${team.organizationId}`, { token: team.mateToken }))
        .status,
    ).toBe(404);
    expect(
      (await server.api('DELETE', memberPath(team.mateMember.id), { token: team.owner.token })).status,
    ).toBe(404);
  });

  it('does not let one organization touch another organization’s members', async () => {
    const teamA = await teamWithMember();
    const teamB = await teamWithMember('admin');
    // B's owner, naming A's member under B's organization id or A's organization id, finds nothing.
    const viaOwnOrg = await server.api(
      'DELETE',
      `/api/teams/organizations/${teamB.organizationId}/members/${teamA.mateMember.id}`,
      { token: teamB.owner.token },
    );
    expect(viaOwnOrg.status).toBe(404);
    const viaOtherOrg = await server.api(
      'DELETE',
      `/api/teams/organizations/${teamA.organizationId}/members/${teamA.mateMember.id}`,
      { token: teamB.owner.token },
    );
    expect(viaOtherOrg.status).toBe(404);
    const stillThere = organizationDetailsResponseSchema.parse(
      (
        await server.api('GET', `/api/teams/organizations/${teamA.organizationId}`, {
          token: teamA.owner.token,
        })
      ).body,
    );
    expect(stillThere.members).toHaveLength(2);
  });
});
