import { describe, expect, it } from 'vitest';
import {
  createOrganizationRequestSchema,
  errorCodeForStatus,
  pathFor,
  routes,
  setupPasswordRequestSchema,
  signinRequestSchema,
  signupRequestSchema,
  submitFeedbackRequestSchema,
} from './index.js';

describe('signup request', () => {
  it('applies the defaults and normalises the email', () => {
    const parsed = signupRequestSchema.parse({
      name: 'Ada Lovelace',
      email: '  Ada@Example.COM ',
      password: 'secret',
      confirmPassword: 'secret',
    });
    expect(parsed).toMatchObject({ email: 'ada@example.com', signupIntent: 'team', source: 'web' });
  });

  it('reports the messages for short passwords and mismatches', () => {
    const result = signupRequestSchema.safeParse({
      name: 'Ada',
      email: 'ada@example.com',
      password: 'abc',
      confirmPassword: 'abd',
    });
    const messages = result.error?.issues.map((issue) => issue.message) ?? [];
    expect(messages).toContain('Password must be at least 6 characters long');
  });

  it('rejects unknown fields', () => {
    const result = signupRequestSchema.safeParse({
      name: 'Ada',
      email: 'ada@example.com',
      password: 'secret',
      confirmPassword: 'secret',
      isAdmin: true,
    });
    expect(result.success).toBe(false);
  });

  it('rejects a confirmation that differs', () => {
    const result = signupRequestSchema.safeParse({
      name: 'Ada',
      email: 'ada@example.com',
      password: 'secret1',
      confirmPassword: 'secret2',
    });
    expect(result.error?.issues[0]).toMatchObject({
      path: ['confirmPassword'],
      message: 'Please make sure your passwords match',
    });
  });
});

describe('other requests', () => {
  it('requires 8 characters at password setup', () => {
    const result = setupPasswordRequestSchema.safeParse({
      token: 't',
      password: 'short',
      confirmPassword: 'short',
    });
    expect(result.error?.issues[0]?.message).toBe('Password must be at least 8 characters long');
  });

  it('accepts a sign-in with the email only (magic link)', () => {
    expect(signinRequestSchema.safeParse({ email: 'a@b.co' }).success).toBe(true);
    expect(signinRequestSchema.safeParse({}).error?.issues[0]?.message).toBe(
      'Please enter your email address',
    );
  });

  it('defaults a new organization to the trial tier and checks the slug', () => {
    expect(createOrganizationRequestSchema.parse({ name: 'Acme' }).new_team_tier).toBe('team_pro');
    expect(createOrganizationRequestSchema.safeParse({ name: 'Acme', slug: 'Bad Slug!' }).success).toBe(
      false,
    );
    expect(createOrganizationRequestSchema.safeParse({ name: '   ' }).error?.issues[0]?.message).toBe(
      'Organization name is required',
    );
  });

  it('requires feedback text after trimming and a rating from 1 to 5', () => {
    expect(submitFeedbackRequestSchema.safeParse({ text: '   ' }).error?.issues[0]?.message).toBe(
      'Please enter your feedback',
    );
    expect(submitFeedbackRequestSchema.safeParse({ text: 'ok', rating: 6 }).success).toBe(false);
    expect(submitFeedbackRequestSchema.safeParse({ text: 'ok', rating: 5 }).success).toBe(true);
  });
});

describe('routes and errors', () => {
  it('fills path parameters', () => {
    expect(pathFor(routes.teams.organizationStatus, { id: 'a b' })).toBe(
      '/api/teams/organizations/a%20b/status',
    );
  });

  it('maps statuses to the catalogue codes', () => {
    expect([401, 403, 404, 422, 500, 503, 400, 409].map(errorCodeForStatus)).toEqual([
      'AUTH_EXPIRED',
      'FORBIDDEN',
      'NOT_FOUND',
      'VALIDATION_ERROR',
      'SERVER_ERROR',
      'SERVER_ERROR',
      'REQUEST_FAILED',
      'REQUEST_FAILED',
    ]);
  });
});
