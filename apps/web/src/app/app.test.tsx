import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../test/render-with-providers';
import { stubFetch } from '../test/stub-fetch';
import { App } from './app';

const baseUser = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Ada Lovelace',
  email: 'ada@acme.io',
  role: 'owner',
  is_in_organization: true,
  can_manage_team: true,
  organization_id: '00000000-0000-4000-8000-000000000002',
};

interface Server {
  user?: Partial<Record<keyof typeof baseUser, string | boolean | null>>;
  step?: 'team' | 'github_app' | 'integrations' | 'done';
}

describe('route table and guards', () => {
  const fetchMock = stubFetch();

  function serve({ user = {}, step = 'done' }: Server) {
    fetchMock.mockImplementation(async (input) => {
      const path = String(input).split('?')[0];
      if (path === '/api/user/profile') return jsonResponse(200, { user: { ...baseUser, ...user } });
      if (path === '/api/setup/state') {
        return jsonResponse(200, {
          currentStep: step,
          organization_id: baseUser.organization_id,
          githubAppConfigured: false,
          githubAppInstallUrl: null,
          githubAppMissingConfig: [
            'GITHUB_APP_ID',
            'GITHUB_APP_PRIVATE_KEY',
            'GITHUB_APP_WEBHOOK_SECRET',
            'GITHUB_APP_SLUG',
          ],
        });
      }
      if (path === '/api/plans/public') return jsonResponse(200, { plans: [] });
      return jsonResponse(404, { error: { code: 'NOT_FOUND', message: 'Not found' } });
    });
  }

  function visit(path: string, token?: string) {
    if (token) window.localStorage.setItem('auth_token', token);
    window.history.replaceState(null, '', path);
    return render(<App />);
  }

  it('sends signed-out visitors of the signed-in area to /signin, remembering the origin', async () => {
    serve({});
    visit('/profile?tab=security');
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/signin');
    expect(window.history.state?.usr).toEqual({ from: '/profile?tab=security' });
  });

  it('redirects signed-in users from / and /signin to /dashboard', async () => {
    serve({});
    visit('/', 'tok');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/dashboard');
  });

  it('sends users without an organization to /setup', async () => {
    serve({ user: { is_in_organization: false, organization_id: null, role: null }, step: 'team' });
    visit('/repositories', 'tok');
    expect(await screen.findByRole('heading', { name: 'Create your team' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/setup');
  });

  it('sends users whose setup is not done to /setup', async () => {
    serve({ step: 'integrations' });
    visit('/dashboard', 'tok');
    expect(await screen.findByRole('heading', { name: 'Stay in the loop' })).toBeInTheDocument();
  });

  it.each(['/sources', '/monitor'])('%s redirects to /monitoring', async (path) => {
    serve({});
    visit(path, 'tok');
    expect(await screen.findByRole('heading', { name: 'Monitoring' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/monitoring');
  });

  it('shows the not-found page with a link home for unknown paths', async () => {
    serve({});
    visit('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go back home' })).toHaveAttribute('href', '/');
  });

  it('a failed profile refresh clears the token', async () => {
    fetchMock.mockResolvedValue(jsonResponse(401, { error: { code: 'AUTH_EXPIRED', message: 'expired' } }));
    visit('/dashboard', 'revoked');
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    await waitFor(() => expect(window.localStorage.getItem('auth_token')).toBeNull());
  });

  it('opens /billing for a member without the billing right, read-only with the Team Member notice', async () => {
    serve({ user: { role: 'member', can_manage_team: false } });
    visit('/billing', 'tok');
    expect(await screen.findByRole('heading', { name: 'Billing', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('Team Member')).toBeInTheDocument();
  });
});
