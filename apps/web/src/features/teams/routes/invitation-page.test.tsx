import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RequireAuth } from '../../../app/guards/require-auth';
import { RequireSetupComplete } from '../../../app/guards/require-setup-complete';
import { clearAuthToken, getAuthToken } from '../../../lib/storage';
import { jsonResponse } from '../../../test/render-with-providers';
import { stubFetch } from '../../../test/stub-fetch';
import { InvitationPage } from './invitation-page';

const orgId = '00000000-0000-4000-8000-0000000000aa';
const now = '2026-11-20T10:00:00.000Z';
const details = {
  invitation: {
    id: '00000000-0000-4000-8000-0000000000bb',
    email: 'kj@acme.io',
    role: 'member',
    created_at: now,
    expires_at: now,
    inviter: 'Ada Lovelace',
    org_name: 'Acme Team',
    token: null,
  },
  organization: { id: orgId, name: 'Acme Team', slug: 'acme', logo_url: null },
};
const userBefore = {
  id: '00000000-0000-4000-8000-0000000000cc',
  name: 'Katherine Johnson',
  email: 'kj@acme.io',
  role: null,
  is_in_organization: false,
  can_manage_team: false,
  organization_id: null,
};
const member = { ...userBefore, role: 'member', is_in_organization: true, organization_id: orgId };
const organization = {
  id: orgId,
  name: 'Acme Team',
  slug: 'acme',
  logo_url: null,
  status: 'active',
  subscription_tier: 'team',
  created_at: now,
};

function renderInvitation() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/invite/:token', element: <InvitationPage /> },
      { path: '/setup', element: <p>Setup wizard</p> },
      {
        element: <RequireAuth />,
        children: [
          {
            element: <RequireSetupComplete />,
            children: [{ path: '/dashboard', element: <p>Dashboard home</p> }],
          },
        ],
      },
    ],
    { initialEntries: ['/invite/tok-1'] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('InvitationPage', () => {
  const fetchMock = stubFetch();
  let accepted = false;
  let signUps = 0;
  beforeEach(() => {
    accepted = false;
    signUps = 0;
    clearAuthToken();
    fetchMock.mockImplementation(async (input, init) => {
      const url = String(input);
      if (url === '/api/teams/invitations/tok-1') return jsonResponse(200, details);
      if (url === '/api/auth/signin') {
        return jsonResponse(200, {
          success: true,
          token: 'member-token',
          user: userBefore,
          needsPasswordSetup: false,
          message: 'Signed in',
        });
      }
      if (url === '/api/auth/signup') {
        const body = JSON.parse(String(init?.body)) as { invitationToken?: string };
        expect(body.invitationToken).toBe('tok-1');
        signUps += 1;
        return jsonResponse(202, {
          success: true,
          status: 'verification_sent',
          email: 'kj@acme.io',
          message: 'Check your email',
        });
      }
      if (url === '/api/teams/invitations/accept') {
        accepted = true;
        return jsonResponse(200, { success: true, organization, message: 'Joined' });
      }
      if (url === '/api/user/profile') return jsonResponse(200, { user: accepted ? member : userBefore });
      if (url === '/api/setup/state') {
        return jsonResponse(200, {
          currentStep: 'done',
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
      return jsonResponse(404, {});
    });
  });
  afterEach(() => {
    clearAuthToken();
  });

  it('creates the account through the invitation by the emailed link, which it can send again', async () => {
    const router = renderInvitation();
    expect(await screen.findByRole('heading', { name: 'Join Acme Team' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Full name'), 'Katherine Johnson');
    await userEvent.type(screen.getByLabelText('Password'), 'orbital-mechanics');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'orbital-mechanics');
    await userEvent.click(screen.getByRole('button', { name: 'Create account and join' }));
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    expect(screen.getByText('kj@acme.io')).toBeInTheDocument();
    expect(screen.getByText(/expires in 24 hours/)).toBeInTheDocument();
    expect(getAuthToken()).toBeNull();
    expect(router.state.location.pathname).toBe('/invite/tok-1');
    await userEvent.click(screen.getByRole('button', { name: 'Resend email' }));
    await vi.waitFor(() => expect(signUps).toBe(2));
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('button', { name: 'Create account and join' })).toBeInTheDocument();
  });

  it('signs in, accepts, and uses the refreshed profile rather than the one from before joining', async () => {
    const router = renderInvitation();
    await screen.findByRole('heading', { name: 'Join Acme Team' });
    await userEvent.click(screen.getByRole('tab', { name: 'Sign in' }));
    await userEvent.type(screen.getByLabelText('Password'), 'orbital-mechanics');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in and join' }));
    expect(await screen.findByText('Dashboard home')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(accepted).toBe(true);
  });
});
