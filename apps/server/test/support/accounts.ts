import {
  type SigninResponse,
  type SignupResponse,
  signinResponseSchema,
  signupResponseSchema,
} from '@driftwatch/contract';
import type { TestServer } from './start-test-server.js';

let counter = 0;

/** A unique address per call, so tests in one file do not collide. */
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}-${counter}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

export async function signUpUser(
  server: TestServer,
  overrides: { email?: string; name?: string; password?: string } = {},
): Promise<SignupResponse & { password: string }> {
  const password = overrides.password ?? 'first-password';
  const response = await server.api('POST', '/api/auth/signup', {
    body: {
      name: overrides.name ?? 'Ada Lovelace',
      email: overrides.email ?? uniqueEmail(),
      password,
      confirmPassword: password,
    },
  });
  if (response.status !== 201) throw new Error(`Sign-up failed: ${response.status} ${response.text}`);
  return { ...signupResponseSchema.parse(response.body), password };
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
