import { signUpUser } from '../support/accounts.js';
import type { CoreLoopServer } from './start-core-loop-server.js';

export interface TeamMember {
  token: string;
  userId: string;
  organizationId: string;
}

/** A new user who owns a new organization: the usual state of someone using these screens. */
export async function createTeamMember(server: CoreLoopServer, name = 'Ada Lovelace'): Promise<TeamMember> {
  const user = await signUpUser(server, { name });
  const response = await server.api<{ organization: { id: string } }>('POST', '/api/teams/organizations', {
    token: user.token,
    body: { name: `${name}'s team` },
  });
  if (response.status !== 201)
    throw new Error(`Creating the organization failed: ${response.status} ${response.text}`);
  return { token: user.token, userId: user.user.id, organizationId: response.body.organization.id };
}

/** Polls until the check passes; scans run in the background worker. */
export async function waitFor<T>(
  check: () => Promise<T | undefined>,
  timeoutMs = 60_000,
  what = 'condition',
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await check();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`Timed out waiting for ${what}`);
}
