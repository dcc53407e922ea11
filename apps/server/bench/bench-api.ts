import { randomBytes } from 'node:crypto';
import { createOrganizationResponseSchema, signupResponseSchema } from '@driftwatch/contract';

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

/** A new user, signed up through the API, who owns a new organization (a newcomer's state). */
export async function signUpOwner(baseUrl: string, label: string): Promise<BenchOwner> {
  const suffix = randomBytes(4).toString('hex');
  const password = `bench-password-${suffix}`;
  const signup = signupResponseSchema.parse(
    await expectApi(baseUrl, 'POST', '/api/auth/signup', 201, {
      body: {
        name: `Bench ${label}`,
        email: `bench-${label}-${suffix}@example.com`,
        password,
        confirmPassword: password,
      },
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
