import path from 'node:path';
import {
  type SigninResponse,
  type SignupResponse,
  signinResponseSchema,
  signupResponseSchema,
} from '@driftwatch/contract';
import { readOutbox } from '@driftwatch/integrations/email/testing';
import type { TestServer } from './start-test-server.js';

let counter = 0;

/** A unique address per call, so tests in one file do not collide. */
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}-${counter}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

const isConfirmationLink = (link: string) => new URL(link).pathname === '/verify-email';

/** The newest confirmation link mailed to `email`: from the test SMTP server, or the outbox without SMTP. */
async function confirmationLink(server: TestServer, email: string): Promise<string | undefined> {
  if (server.context.config.smtpUrl) {
    const mail = await server.smtp.waitForMail(email, 5000, (candidate) =>
      candidate.links.some(isConfirmationLink),
    );
    return mail.links.find(isConfirmationLink);
  }
  return waitFor(
    async () =>
      (await readOutbox(path.join(server.dataDir, 'outbox')))
        .filter((mail) => mail.to.includes(email))
        .flatMap((mail) => mail.links.filter(isConfirmationLink))
        .at(-1),
    5000,
    `the confirmation mail to ${email}`,
  );
}

/**
 * Waits for the sign-up confirmation mail to `email` and opens its link (from the client `headers`
 * describe): the account is made then.
 */
export async function confirmSignUp(
  server: TestServer,
  email: string,
  headers: Record<string, string> = {},
): Promise<SignupResponse> {
  const response = await server.api('POST', '/api/auth/verify-email', {
    body: { token: tokenFromLink(await confirmationLink(server, email.toLowerCase())) },
    headers,
  });
  if (response.status !== 201)
    throw new Error(`Confirming the sign-up failed: ${response.status} ${response.text}`);
  return signupResponseSchema.parse(response.body);
}

/** Signs up and opens the emailed confirmation link, as a person would: the result has a session. */
export async function signUpUser(
  server: TestServer,
  overrides: { email?: string; name?: string; password?: string } = {},
): Promise<SignupResponse & { password: string }> {
  const password = overrides.password ?? 'first-password';
  const email = overrides.email ?? uniqueEmail();
  const response = await server.api('POST', '/api/auth/signup', {
    body: { name: overrides.name ?? 'Ada Lovelace', email, password, confirmPassword: password },
  });
  if (response.status !== 202) throw new Error(`Sign-up failed: ${response.status} ${response.text}`);
  return { ...(await confirmSignUp(server, email.trim().toLowerCase())), password };
}

export async function signInUser(
  server: TestServer,
  email: string,
  password: string,
): Promise<SigninResponse> {
  const response = await server.api('POST', '/api/auth/signin', { body: { email, password } });
  if (response.status !== 200) throw new Error(`Sign-in failed: ${response.status} ${response.text}`);
  return signinResponseSchema.parse(response.body);
}

/** The token query value of the first link in a message. */
export function tokenFromLink(link: string | undefined): string {
  if (!link) throw new Error('The email has no link');
  const token = new URL(link).searchParams.get('token');
  if (!token) throw new Error(`The link ${link} has no token`);
  return token;
}

export interface TeamMember {
  token: string;
  userId: string;
  organizationId: string;
}

/** A new user who owns a new organization: the usual state of someone using these screens. */
export async function createTeamMember(server: TestServer, name = 'Ada Lovelace'): Promise<TeamMember> {
  const user = await signUpUser(server, { name });
  const response = await server.api<{ organization: { id: string } }>('POST', '/api/teams/organizations', {
    token: user.token,
    body: { name: `${name}'s team` },
  });
  if (response.status !== 201)
    throw new Error(`Creating the organization failed: ${response.status} ${response.text}`);
  return { token: user.token, userId: user.user.id, organizationId: response.body.organization.id };
}

/**
 * Sets the seats of the caller's organization's plan (stored as is without Stripe). A member who
 * joins by invitation takes a seat, and a new organization has one, held by its owner.
 */
export async function setSeats(server: TestServer, ownerToken: string, seatCount: number): Promise<void> {
  const response = await server.api('PUT', '/api/plans/seats', {
    token: ownerToken,
    body: { seat_count: seatCount },
  });
  if (response.status !== 200) throw new Error(`Setting seats failed: ${response.status} ${response.text}`);
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
