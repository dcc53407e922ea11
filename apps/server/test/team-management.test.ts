import {
  errorResponseSchema,
  inviteMemberResponseSchema,
  organizationDetailsResponseSchema,
  resendInvitationResponseSchema,
  transitionOptionsResponseSchema,
  uploadLogoResponseSchema,
} from '@driftwatch/contract';
import { organizations } from '@driftwatch/db';
import { testEngines } from '@driftwatch/db/testing';
import { eq } from 'drizzle-orm';
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

/** A real 1x1 PNG: the signature, IHDR, IDAT and IEND chunks. */
const onePixelPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

describe.each(testEngines())('team management on %s', (engine) => {
  let server: TestServer;
  let owner: TeamMember;

  beforeAll(async () => {
    server = await startTestServer(engine);
    owner = await createTeamMember(server, 'Olivia Owner');
    await setSeats(server, owner.token, 10);
  });
  afterAll(async () => {
    await server?.close();
  });

  const organizationPath = (organizationId: string) => `/api/teams/organizations/${organizationId}`;

  async function details(member: TeamMember) {
    const answer = await server.api('GET', organizationPath(member.organizationId), { token: member.token });
    return organizationDetailsResponseSchema.parse(answer.body);
  }

  async function invite(member: TeamMember, email: string, role: 'member' | 'admin' = 'member') {
    const answer = await server.api('POST', `${organizationPath(member.organizationId)}/invite`, {
      token: member.token,
      body: { email, role },
    });
    return inviteMemberResponseSchema.parse(answer.body).invitation;
  }

  /** Joins the owner's organization by invitation with the given role; answers the new member's token. */
  async function joinAs(role: 'member' | 'admin'): Promise<TeamMember> {
    const email = uniqueEmail(role);
    const invitation = await invite(owner, email, role);
    const signup = await server.api('POST', '/api/auth/signup', {
      body: {
        name: 'Mate',
        email,
        password: 'secret1',
        confirmPassword: 'secret1',
        invitationToken: invitation.token,
      },
    });
    expect(signup.status).toBe(202);
    const parsed = await confirmSignUp(server, email);
    return { token: parsed.token, userId: parsed.user.id, organizationId: owner.organizationId };
  }

  function uploadLogo(
    member: { token?: string; organizationId: string },
    file: { bytes: Buffer; name: string; type: string },
    field = 'logo',
  ) {
    const form = new FormData();
    form.append(field, new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
    return fetch(`${server.url}${organizationPath(member.organizationId)}/logo`, {
      method: 'POST',
      headers: member.token ? { authorization: `Bearer ${member.token}` } : {},
      body: form,
    });
  }

  async function refusal(response: Response) {
    return { status: response.status, body: errorResponseSchema.parse(await response.json()) };
  }

  async function setStatus(organizationId: string, status: 'active' | 'suspended') {
    await server.context.db.update(organizations).set({ status }).where(eq(organizations.id, organizationId));
  }

  describe('pending invitations', () => {
    it('resends with a fresh link and expiry, and the earlier link stops working', async () => {
      const email = uniqueEmail('resend');
      const first = await invite(owner, email);
      await server.smtp.waitForMail(email);
      server.clock.advance(60 * 60 * 1000);

      const resent = await server.api(
        'POST',
        `${organizationPath(owner.organizationId)}/invitations/${first.id}/resend`,
        { token: owner.token },
      );
      expect(resent.status).toBe(200);
      const renewed = resendInvitationResponseSchema.parse(resent.body).invitation;
      expect(Date.parse(renewed.expires_at)).toBeGreaterThan(Date.parse(first.expires_at));
      expect(renewed.token).not.toBe(first.token);
      const mail = await server.smtp.waitForMail(email);
      expect(mail.links.some((link) => link.endsWith(encodeURIComponent(renewed.token ?? '')))).toBe(true);

      expect((await server.api('GET', `/api/teams/invitations/${first.token}`)).status).toBe(404);
      expect((await server.api('GET', `/api/teams/invitations/${renewed.token}`)).status).toBe(200);
    });

    it('revokes: the link goes dead and the invitation leaves the pending list', async () => {
      const email = uniqueEmail('revoke');
      const invitation = await invite(owner, email);
      const path = `${organizationPath(owner.organizationId)}/invitations/${invitation.id}`;
      const revoked = await server.api('DELETE', path, { token: owner.token });
      expect(revoked.status).toBe(200);
      expect((await server.api('GET', `/api/teams/invitations/${invitation.token}`)).status).toBe(404);
      expect((await details(owner)).invitations.map((pending) => pending.email)).not.toContain(email);
      // Revoked once is gone: neither a second revoke nor a resend finds it.
      expect((await server.api('DELETE', path, { token: owner.token })).status).toBe(404);
      expect((await server.api('POST', `${path}/resend`, { token: owner.token })).status).toBe(404);
    });

    it('lets neither a plain member nor another organization resend or revoke', async () => {
      const invitation = await invite(owner, uniqueEmail('guarded'));
      const path = `${organizationPath(owner.organizationId)}/invitations/${invitation.id}`;
      const member = await joinAs('member');
      expect((await server.api('DELETE', path, { token: member.token })).status).toBe(403);
      expect((await server.api('POST', `${path}/resend`, { token: member.token })).status).toBe(403);

      const stranger = await createTeamMember(server, 'Mallory Stranger');
      expect((await server.api('DELETE', path, { token: stranger.token })).status).toBe(404);
      // The stranger's own organization id with the owner's invitation id finds nothing either.
      const crossed = `${organizationPath(stranger.organizationId)}/invitations/${invitation.id}`;
      expect((await server.api('DELETE', crossed, { token: stranger.token })).status).toBe(404);
      expect((await details(owner)).invitations.map((pending) => pending.id)).toContain(invitation.id);
    });

    it('refuses bad invitations and bad organizations with 422 field messages, storing nothing', async () => {
      const before = await details(owner);
      const invitePath = `${organizationPath(owner.organizationId)}/invite`;
      for (const body of [
        { email: 'not-an-address', role: 'member' },
        { email: uniqueEmail('role'), role: 'owner' },
        { role: 'member' },
        { email: uniqueEmail('extra'), role: 'member', is_admin: true },
      ]) {
        const answer = await server.api('POST', invitePath, { token: owner.token, body });
        expect(answer.status, JSON.stringify(body)).toBe(422);
        expect(errorResponseSchema.parse(answer.body).error.details?.fields?.length).toBeGreaterThan(0);
      }
      expect((await details(owner)).invitations).toEqual(before.invitations);

      const outsider = await signUpUser(server);
      const created = await server.api('POST', '/api/teams/organizations', {
        token: outsider.token,
        body: { name: '   ', new_team_tier: 'team_pro' },
      });
      expect(created.status).toBe(422);
      expect(errorResponseSchema.parse(created.body).error.message).toBe('Organization name is required');
      const list = await server.api<{ organizations: unknown[] }>('GET', '/api/teams/organizations', {
        token: outsider.token,
      });
      expect(list.body.organizations).toEqual([]);
    });

    it('answers a malformed invitation id as not found, like every malformed id', async () => {
      const answer = await server.api(
        'DELETE',
        `${organizationPath(owner.organizationId)}/invitations/not-a-uuid`,
        { token: owner.token },
      );
      expect(answer.status).toBe(404);
    });
  });

  describe('logo', () => {
    it('stores a PNG sniffed from its bytes whatever its name and serves it with cache headers', async () => {
      const team = await createTeamMember(server, 'Logo Owner');
      const uploaded = await uploadLogo(team, { bytes: onePixelPng, name: 'logo.bin', type: 'text/plain' });
      expect(uploaded.status).toBe(200);
      const { logo_url: logoUrl } = uploadLogoResponseSchema.parse(await uploaded.json());
      expect((await details(team)).organization.logo_url).toBe(logoUrl);

      // No token: an <img> cannot send one.
      const served = await fetch(`${server.url}${logoUrl}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/png');
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
      expect(served.headers.get('cache-control')).toContain('immutable');
      const etag = served.headers.get('etag') ?? '';
      expect(etag).toMatch(/^"[0-9a-f]{64}"$/);
      expect(Buffer.from(await served.arrayBuffer()).equals(onePixelPng)).toBe(true);

      const revalidated = await fetch(`${server.url}${logoUrl}`, { headers: { 'if-none-match': etag } });
      expect(revalidated.status).toBe(304);

      // A new logo is a new URL; the old one finds nothing.
      const gif = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(32)]);
      const replaced = await uploadLogo(team, { bytes: gif, name: 'logo.gif', type: 'image/gif' });
      const newUrl = uploadLogoResponseSchema.parse(await replaced.json()).logo_url;
      expect(newUrl).not.toBe(logoUrl);
      expect((await fetch(`${server.url}${logoUrl}`)).status).toBe(404);
      expect((await fetch(`${server.url}${newUrl}`)).headers.get('content-type')).toBe('image/gif');
    });

    it('refuses text named .png, SVG, 6 MB and a missing field with 422, storing nothing', async () => {
      const team = await createTeamMember(server, 'Refused Owner');
      const cases = [
        {
          file: { bytes: Buffer.from('not an image at all'), name: 'logo.png', type: 'image/png' },
          message: 'Invalid file type',
        },
        {
          file: {
            bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
            name: 'logo.svg',
            type: 'image/svg+xml',
          },
          message: 'Invalid file type',
        },
        {
          file: {
            bytes: Buffer.concat([onePixelPng, Buffer.alloc(6 * 1024 * 1024)]),
            name: 'big.png',
            type: 'image/png',
          },
          message: 'File too large',
        },
      ];
      for (const { file, message } of cases) {
        const { status, body } = await refusal(await uploadLogo(team, file));
        expect(status, file.name).toBe(422);
        expect(body.error.message).toBe(message);
        expect(body.error.details?.fields).toEqual([{ path: 'logo', message }]);
      }
      const wrongField = await refusal(
        await uploadLogo(team, { bytes: onePixelPng, name: 'logo.png', type: 'image/png' }, 'image'),
      );
      expect(wrongField.status).toBe(422);
      const json = await server.api('POST', `${organizationPath(team.organizationId)}/logo`, {
        token: team.token,
        body: { logo: 'data:image/png;base64,AAAA' },
      });
      expect(json.status).toBe(422);
      expect((await details(team)).organization.logo_url).toBeNull();
    });

    it('accepts exactly one byte under 5 MB', async () => {
      const team = await createTeamMember(server, 'Edge Owner');
      const bytes = Buffer.concat([onePixelPng, Buffer.alloc(5 * 1024 * 1024 - 1 - onePixelPng.length)]);
      expect((await uploadLogo(team, { bytes, name: 'edge.png', type: 'image/png' })).status).toBe(200);
    });

    it('is for owners and admins of an active organization only', async () => {
      const png = { bytes: onePixelPng, name: 'logo.png', type: 'image/png' };
      const member = await joinAs('member');
      expect((await uploadLogo(member, png)).status).toBe(403);
      expect((await uploadLogo({ organizationId: owner.organizationId }, png)).status).toBe(401);
      const stranger = await createTeamMember(server, 'Mallory Logo');
      expect((await uploadLogo({ ...stranger, organizationId: owner.organizationId }, png)).status).toBe(404);
      expect((await details(owner)).organization.logo_url).toBeNull();

      const admin = await joinAs('admin');
      expect((await uploadLogo(admin, png)).status).toBe(200);

      await setStatus(owner.organizationId, 'suspended');
      try {
        const suspended = await refusal(await uploadLogo(admin, png));
        expect(suspended.status).toBe(409);
        expect(suspended.body.error.details?.reason).toBe('organization_suspended');
      } finally {
        await setStatus(owner.organizationId, 'active');
      }
    });
  });

  describe('transition options', () => {
    it('offers someone outside an organization to create one or join the ones that invited them', async () => {
      const email = uniqueEmail('outsider');
      const invitation = await invite(owner, email, 'admin');
      const outsider = await signUpUser(server, { email, name: 'Otto Outsider' });
      const answer = await server.api('GET', '/api/teams/transition-options', { token: outsider.token });
      const options = transitionOptionsResponseSchema.parse(answer.body);
      expect(options).toMatchObject({ organization_id: null, role: null, current_plan: 'free' });
      expect(options.options).toEqual([
        { type: 'create_organization', plan_type: 'team', trial_days: 14 },
        {
          type: 'join_organization',
          invitation_id: invitation.id,
          organization_name: "Olivia Owner's team",
          role: 'admin',
          inviter: 'Olivia Owner',
          expires_at: invitation.expires_at,
        },
      ]);
    });

    it('shows members the other plans, changeable only with the billing right', async () => {
      const ownerOptions = transitionOptionsResponseSchema.parse(
        (await server.api('GET', '/api/teams/transition-options', { token: owner.token })).body,
      );
      expect(ownerOptions.organization_id).toBe(owner.organizationId);
      expect(ownerOptions.current_plan).toBe('team');
      expect(ownerOptions.options).toEqual([
        { type: 'change_plan', plan_type: 'free', direction: 'downgrade', allowed: true },
        { type: 'change_plan', plan_type: 'pro', direction: 'upgrade', allowed: true },
      ]);
      const member = await joinAs('member');
      const memberOptions = transitionOptionsResponseSchema.parse(
        (await server.api('GET', '/api/teams/transition-options', { token: member.token })).body,
      );
      expect(memberOptions.role).toBe('member');
      expect(memberOptions.options.every((option) => option.type === 'change_plan' && !option.allowed)).toBe(
        true,
      );
    });
  });
});
