import { describe, expect, it } from 'vitest';
import { oauthReturnTarget } from './oauth-return-target';

const target = (query: string) => oauthReturnTarget(new URLSearchParams(query));

describe('oauthReturnTarget', () => {
  it('a token goes to /dashboard', () => expect(target('token=abc')).toBe('/dashboard'));
  it('an error goes to /signin?error=', () =>
    expect(target('error=access denied')).toBe('/signin?error=access%20denied'));
  it('neither goes to /signin', () => expect(target('')).toBe('/signin'));
  it('a connected integration returns to the screen it started from', () => {
    expect(target('success=slack&source=setup')).toBe('/setup?success=slack');
    expect(target('success=notion&source=knowledge')).toBe('/knowledge?success=notion');
    expect(target('success=linear')).toBe('/integrations?success=linear');
  });
});
