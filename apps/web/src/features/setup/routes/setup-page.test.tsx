import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../../test/render-with-providers';
import { stubFetch } from '../../../test/stub-fetch';
import { SetupPage } from './setup-page';

const orgId = '00000000-0000-4000-8000-000000000002';
const baseUser = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Ada Lovelace',
  email: 'ada@globex.com',
  role: null as string | null,
  is_in_organization: false,
  can_manage_team: false,
  organization_id: null as string | null,
};

describe('SetupPage', () => {
  const fetchMock = stubFetch();
  let step = 'team';
  let user = { ...baseUser };
  const requests: { method: string; path: string; body: unknown }[] = [];

  beforeEach(() => {
    step = 'team';
    user = { ...baseUser };
    requests.length = 0;
    window.localStorage.setItem('auth_token', 'tok');
    fetchMock.mockImplementation(async (input, init) => {
      const path = String(input).split('?')[0] ?? '';
      const method = init?.method ?? 'GET';
      requests.push({ method, path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (path === '/api/user/profile') return jsonResponse(200, { user });
      if (path === '/api/setup/state') {
        return jsonResponse(200, {
          currentStep: step,
          organization_id: user.organization_id,
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
      if (path === '/api/teams/organizations' && method === 'POST') {
        user = { ...user, is_in_organization: true, organization_id: orgId, role: 'owner' };
        step = 'github_app';
        return jsonResponse(201, {
          success: true,
          organization: {
            id: orgId,
            name: 'Globex Team',
            slug: 'globex-team',
            logo_url: null,
            status: 'active',
            subscription_tier: 'team',
            created_at: '2026-01-01T00:00:00.000Z',
          },
        });
      }
      if (path === '/api/setup/advance') {
        step = step === 'github_app' ? 'integrations' : 'done';
        return jsonResponse(200, {
          currentStep: step,
          organization_id: orgId,
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
      if (path.endsWith('/invite')) {
        const body = JSON.parse(String(init?.body)) as { email: string };
        return body.email.startsWith('bad')
          ? jsonResponse(409, { error: { code: 'REQUEST_FAILED', message: 'Already a member' } })
          : jsonResponse(201, {
              success: true,
              message: 'Invitation sent',
              invitation: {
                id: '00000000-0000-4000-8000-000000000003',
                email: body.email,
                role: 'member',
                created_at: '2026-01-01T00:00:00.000Z',
                expires_at: '2026-01-08T00:00:00.000Z',
                inviter: 'Ada Lovelace',
                org_name: 'Globex Team',
                token: null,
              },
            });
      }
      return jsonResponse(404, { error: { code: 'NOT_FOUND', message: 'nope' } });
    });
  });

  const render = () =>
    renderWithProviders(<SetupPage />, {
      path: '/setup',
      extraRoutes: [{ path: '/repositories', element: <p>Repositories screen</p> }],
    });

  it('walks team, code hosting, integrations and done, then goes to /repositories with the invites sent', async () => {
    render();
    expect(await screen.findByRole('heading', { name: 'Create your team' })).toBeInTheDocument();
    expect(screen.getByText('This takes about a minute.')).toBeInTheDocument();
    expect(screen.getByText('Start your 14-day free trial, no card required')).toBeInTheDocument();
    const create = screen.getByRole('button', { name: 'Create team' });
    expect(create).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Use suggestion' }));
    expect(screen.getByLabelText('Team name')).toHaveValue('Globex Team');
    await userEvent.click(create);

    const started = Date.now();
    expect(
      await screen.findByRole('heading', { name: 'Connect your code' }, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(Date.now() - started).toBeGreaterThanOrEqual(700);
    expect(requests.find((request) => request.path === '/api/teams/organizations')?.body).toEqual({
      name: 'Globex Team',
      new_team_tier: 'team_pro',
    });

    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Stay in the loop' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Skip for now' }));
    expect(await screen.findByRole('heading', { name: "You're all set!" })).toBeInTheDocument();
    expect(
      requests.filter((request) => request.path === '/api/setup/advance').map((request) => request.body),
    ).toEqual([
      { step: 'github_app', action: 'next' },
      { step: 'integrations', action: 'skip' },
    ]);

    expect(screen.queryByRole('button', { name: /Remove teammate/ })).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Teammate 1 email'), 'bob@globex.com');
    await userEvent.click(screen.getByRole('button', { name: 'Add another teammate' }));
    await userEvent.type(screen.getByLabelText('Teammate 2 email'), 'not-an-address');
    await userEvent.click(screen.getByRole('button', { name: 'Add another teammate' }));
    await userEvent.type(screen.getByLabelText('Teammate 3 email'), 'bad@globex.com');
    await userEvent.click(screen.getByRole('button', { name: 'Go to Repositories' }));

    expect(await screen.findByText('Repositories screen', {}, { timeout: 3000 })).toBeInTheDocument();
    const invites = requests.filter((request) => request.path.endsWith('/invite'));
    expect(invites.map((request) => request.path)).toEqual([
      `/api/teams/organizations/${orgId}/invite`,
      `/api/teams/organizations/${orgId}/invite`,
    ]);
    expect(invites.map((request) => request.body)).toEqual([
      { email: 'bob@globex.com', role: 'member' },
      { email: 'bad@globex.com', role: 'member' },
    ]);
  });

  it('sends a user whose setup was already done straight to /repositories', async () => {
    step = 'done';
    user = { ...user, is_in_organization: true, organization_id: orgId, role: 'owner' };
    render();
    expect(await screen.findByText('Repositories screen')).toBeInTheDocument();
  });

  it('without invitations the Done screen continues to /repositories without calls', async () => {
    step = 'integrations';
    user = { ...user, is_in_organization: true, organization_id: orgId, role: 'owner' };
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Skip for now' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Go to Repositories' }));
    expect(await screen.findByText('Repositories screen')).toBeInTheDocument();
    await waitFor(() => expect(requests.some((request) => request.path.endsWith('/invite'))).toBe(false));
  });
});
