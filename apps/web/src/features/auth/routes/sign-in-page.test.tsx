import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getAuthToken } from '../../../lib/storage';
import { getToasts } from '../../../lib/toast';
import { jsonResponse, renderWithProviders } from '../../../test/render-with-providers';
import { stubFetch } from '../../../test/stub-fetch';
import { signInProvidersQueryKey } from '../api/list-sign-in-providers';
import { SignInPage } from './sign-in-page';

const user = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Ada',
  email: 'ada@acme.io',
  role: 'owner',
  is_in_organization: true,
  can_manage_team: true,
  organization_id: '00000000-0000-4000-8000-000000000002',
};

const bothConfigured = {
  providers: {
    github: { configured: true, missing_config: [] },
    google: { configured: true, missing_config: [] },
  },
};

describe('SignInPage', () => {
  const fetchMock = stubFetch();
  const render = () =>
    renderWithProviders(<SignInPage />, {
      path: '/signin',
      queryData: [[signInProvidersQueryKey, bothConfigured]],
      extraRoutes: [{ path: '/dashboard', element: <p>Dashboard screen</p> }],
    });

  it('asks for the email before sending a login link', async () => {
    render();
    await userEvent.click(screen.getByRole('button', { name: 'Email me a login link instead' }));
    expect(await screen.findByText('Please enter your email address')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends a login link without a password and shows Check your email with Resend email', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(200, {
        success: true,
        token: null,
        user: null,
        needsPasswordSetup: false,
        message: 'Link sent',
      }),
    );
    render();
    await userEvent.type(screen.getByLabelText('Email'), 'ada@acme.io');
    await userEvent.click(screen.getByRole('button', { name: 'Email me a login link instead' }));
    expect(await screen.findByText('Check your email')).toBeInTheDocument();
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ email: 'ada@acme.io' });
    await userEvent.click(screen.getByRole('button', { name: 'Resend email' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    await userEvent.click(screen.getByRole('button', { name: 'Back to sign in' }));
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('shows Sign in failed with the server message for a wrong password', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(401, {
        error: {
          code: 'AUTH_EXPIRED',
          message: 'Invalid credentials',
          details: { reason: 'invalid_credentials' },
        },
      }),
    );
    render();
    await userEvent.type(screen.getByLabelText('Email'), 'ada@acme.io');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong-password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    // Once, in the form's alert; no toast repeats it.
    expect(await screen.findByText('Invalid credentials')).toBeInTheDocument();
    expect(screen.getByText('Sign in failed')).toBeInTheDocument();
    expect(getToasts().filter((item) => item.description === 'Invalid credentials')).toHaveLength(0);
    expect(getAuthToken()).toBeNull();
  });

  it('moves to Check your email when the account needs a password', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(200, {
        success: false,
        token: null,
        user: null,
        needsPasswordSetup: true,
        message: 'Set a password',
      }),
    );
    render();
    await userEvent.type(screen.getByLabelText('Email'), 'ada@acme.io');
    await userEvent.type(screen.getByLabelText('Password'), 'anything');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Check your email')).toBeInTheDocument();
  });

  it('signs in, stores the token, sets the early-preview flag and goes to /dashboard', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(200, { success: true, token: 'tok', user, needsPasswordSetup: false, message: 'ok' }),
    );
    render();
    await userEvent.type(screen.getByLabelText('Email'), 'ada@acme.io');
    await userEvent.type(screen.getByLabelText('Password'), 'correct-horse');
    await userEvent.click(screen.getByLabelText('Remember me'));
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Dashboard screen')).toBeInTheDocument();
    expect(getAuthToken()).toBe('tok');
    expect(window.localStorage.getItem('early_preview_show')).toBe('true');
    expect(window.localStorage.getItem('remembered_email')).toBe('ada@acme.io');
    expect(getToasts()[0]?.title).toBe('Welcome back!');
  });

  it('shows Connection Error when the server cannot be reached', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    render();
    await userEvent.type(screen.getByLabelText('Email'), 'ada@acme.io');
    await userEvent.type(screen.getByLabelText('Password'), 'pw');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Connection Error')).toBeInTheDocument();
  });

  it('asks the server which providers it offers and names the variables of one it is not configured for', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(200, {
        providers: {
          github: { configured: false, missing_config: ['GITHUB_CLIENT_ID', 'GITHUB_CLIENT_SECRET'] },
          google: { configured: true, missing_config: [] },
        },
      }),
    );
    renderWithProviders(<SignInPage />, { path: '/signin' });
    expect(
      await screen.findByText(/GitHub sign-in is not configured on this server\. Set/),
    ).toHaveTextContent('Set GITHUB_CLIENT_ID and GITHUB_CLIENT_SECRET to offer it.');
    expect(screen.queryByRole('button', { name: 'Continue with GitHub' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeEnabled();
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('/api/auth/providers');
  });
});
