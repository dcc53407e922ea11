import { describe, expect, it } from 'vitest';
import { oauthLanding } from './oauth-landing';

const landing = (query: string, integration?: string) =>
  oauthLanding(integration, new URLSearchParams(query));

describe('oauthLanding', () => {
  it('a sign-in token goes to /dashboard', () =>
    expect(landing('token=abc')).toEqual({ kind: 'redirect', to: '/dashboard', token: 'abc' }));

  it('a connected integration returns to the screen it started from, with the user', () => {
    expect(landing('success=slack&source=setup')).toEqual({
      kind: 'redirect',
      to: '/setup?success=slack',
      token: null,
    });
    expect(landing('success=notion&source=knowledge&user=Ada Lovelace')).toMatchObject({
      to: '/knowledge?success=notion&user=Ada+Lovelace',
    });
    expect(landing('success=linear&source=elsewhere')).toMatchObject({ to: '/integrations?success=linear' });
  });

  it('a failed connect returns its code to the source screen; a failed sign-in goes to /signin', () => {
    expect(landing('error=no_code&source=repositories')).toMatchObject({ to: '/repositories?error=no_code' });
    expect(landing('error=access denied')).toMatchObject({ to: '/signin?error=access+denied' });
  });

  it('a failed connect without a source is shown on the page itself', () =>
    expect(landing('error=invalid_state', 'slack')).toEqual({
      kind: 'failed',
      code: 'invalid_state',
      integration: 'slack',
    }));

  it('an integration (route or query) starts its connect flow, passing other values on', () => {
    expect(landing('source=setup&team=T123', 'slack')).toEqual({
      kind: 'connect',
      integration: 'slack',
      source: 'setup',
      params: { team: 'T123' },
    });
    expect(landing('integration=notion')).toEqual({
      kind: 'connect',
      integration: 'notion',
      source: 'integrations',
      params: {},
    });
  });

  it('no integration is an invalid flow; an unknown one is named', () => {
    expect(landing('')).toEqual({ kind: 'invalid' });
    expect(landing('', 'myspace')).toEqual({ kind: 'unknown-integration', integration: 'myspace' });
  });
});
