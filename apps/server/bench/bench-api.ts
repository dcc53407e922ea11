import { randomBytes } from 'node:crypto';
import { createOrganizationResponseSchema, signupResponseSchema } from '@driftwatch/contract';
import { readOutbox } from '@driftwatch/integrations/email/testing';
import type { BenchServer } from './start-bench-server.js';

interface ApiAnswer {
  status: number;
  body: unknown;
}

/** One JSON call to a bench server, the way the web app makes it. */
async function callApi(
  baseUrl: string,
  method: string,
  pathname: string,
  options: { token?: string; body?: unknown } = {},
): Promise<ApiAnswer> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${baseUrl}${pathname}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  const isJson = response.headers.get('content-type')?.includes('application/json') && text;
  return { status: response.status, body: isJson ? JSON.parse(text) : text };
}

/** Like callApi, but any status other than `expected` stops the bench with the server's answer. */
export async function expectApi(
  baseUrl: string,
  method: string,
  pathname: string,
  expected: number,
  options: { token?: string; body?: unknown } = {},
): Promise<unknown> {
  const answer = await callApi(baseUrl, method, pathname, options);
  if (answer.status !== expected)
    throw new Error(`${method} ${pathname}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}

export interface BenchOwner {
  token: string;
  organizationId: string;
}

/** The confirmation link a sign-up mailed to `email`, once the server has written it to its outbox. */
async function confirmationLink(outboxDir: string, email: string): Promise<URL> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const link = (await readOutbox(outboxDir))
      .find((mail) => mail.to.includes(email))
      ?.links.map((candidate) => new URL(candidate))
      .find((url) => url.pathname === '/verify-email');
    if (link) return link;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No confirmation mail to ${email} in ${outboxDir}`);
}

/**
 * A new user, signed up through the API and confirmed by the emailed link, who owns a new
 * organization (a newcomer's state).
 */
export async function signUpOwner(server: BenchServer, label: string): Promise<BenchOwner> {
  const baseUrl = server.url;
  const suffix = randomBytes(4).toString('hex');
  const password = `bench-password-${suffix}`;
  const email = `bench-${label}-${suffix}@example.com`;
  await expectApi(baseUrl, 'POST', '/api/auth/signup', 202, {
    body: { name: `Bench ${label}`, email, password, confirmPassword: password },
  });
  const link = await confirmationLink(server.outboxDir, email);
  const signup = signupResponseSchema.parse(
    await expectApi(baseUrl, 'POST', '/api/auth/verify-email', 201, {
      body: { token: link.searchParams.get('token') },
    }),
  );
  const created = createOrganizationResponseSchema.parse(
    await expectApi(baseUrl, 'POST', '/api/teams/organizations', 201, {
      token: signup.token,
      body: { name: `Bench ${label} ${suffix}` },
    }),
  );
  return { token: signup.token, organizationId: created.organization.id };
}
