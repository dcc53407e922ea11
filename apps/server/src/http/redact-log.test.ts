import { describe, expect, it } from 'vitest';
import { redactUrl, serializeError } from './redact-log.js';

describe('redactUrl', () => {
  it('hides the values of secret-like query keys and invitation tokens, and keeps the rest', () => {
    expect(redactUrl('/password-setup?token=abc&next=%2Fdashboard')).toBe(
      '/password-setup?token=[redacted]&next=%2Fdashboard',
    );
    expect(redactUrl('/api/live/events?ticket=x.y')).toBe('/api/live/events?ticket=[redacted]');
    expect(redactUrl('/auth/google/callback?code=c&state=s')).toBe(
      '/auth/google/callback?code=[redacted]&state=[redacted]',
    );
    expect(redactUrl('/api/teams/invitations/secret-token')).toBe('/api/teams/invitations/[redacted]');
    expect(redactUrl('/api/teams/invitations/accept')).toBe('/api/teams/invitations/accept');
    expect(redactUrl('/api/drift-issues?search=foo&page=2')).toBe('/api/drift-issues?search=foo&page=2');
  });
});

describe('serializeError', () => {
  it('drops query parameters from the message and the stack, and every other property', () => {
    const error = Object.assign(
      new Error('Failed query: insert into users values ($1)\nparams: $argon2id$v=19$x'),
      {
        params: ['$argon2id$v=19$x'],
        cause: Object.assign(new Error('violates check constraint'), {
          code: '23514',
          detail: 'Failing row (...)',
        }),
      },
    );
    const logged = serializeError(error);
    expect(JSON.stringify(logged)).not.toContain('argon2');
    expect(JSON.stringify(logged)).not.toContain('Failing row');
    expect(logged).toMatchObject({
      message: 'Failed query: insert into users values ($1)',
      cause: { message: 'violates check constraint', code: '23514' },
    });
  });
});
