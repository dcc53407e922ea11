import {
  createOrganizationResponseSchema,
  inviteMemberResponseSchema,
  type Member,
  organizationDetailsResponseSchema,
} from '@driftwatch/contract';
import { confirmSignUp, setSeats, signUpUser, uniqueEmail } from './accounts.js';
import type { TestServer } from './start-test-server.js';

export interface TeamWithMember {
  ownerToken: string;
  organizationId: string;
  mateToken: string;
  ownerMember: Member;
  mateMember: Member;
}

/** An organization with its owner and one member (role member unless given) who joined by invitation. */
export async function createTeamWithMember(
  server: TestServer,
  role: 'member' | 'admin' = 'member',
): Promise<TeamWithMember> {
  const owner = await signUpUser(server);
  const created = await server.api('POST', '/api/teams/organizations', {
    token: owner.token,
    body: { name: 'Billing team' },
  });
  const organizationId = createOrganizationResponseSchema.parse(created.body).organization.id;
  await setSeats(server, owner.token, 2);
  const email = uniqueEmail('mate');
  const invited = await server.api('POST', `/api/teams/organizations/${organizationId}/invite`, {
    token: owner.token,
    body: { email, role },
  });
  const invitationToken = inviteMemberResponseSchema.parse(invited.body).invitation.token ?? '';
  const signup = await server.api('POST', '/api/auth/signup', {
    body: { name: 'Mate', email, password: 'secret1', confirmPassword: 'secret1', invitationToken },
  });
  if (signup.status !== 202) throw new Error(`Sign-up failed: ${signup.status} ${signup.text}`);
  const mateToken = (await confirmSignUp(server, email)).token;
  const details = organizationDetailsResponseSchema.parse(
    (await server.api('GET', `/api/teams/organizations/${organizationId}`, { token: owner.token })).body,
  );
  const ownerMember = details.members.find((member) => member.role === 'owner');
  const mateMember = details.members.find((member) => member.email === email);
  if (!ownerMember || !mateMember) throw new Error('members missing');
  return { ownerToken: owner.token, organizationId, mateToken, ownerMember, mateMember };
}
