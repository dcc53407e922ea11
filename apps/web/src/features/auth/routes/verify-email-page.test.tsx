import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getAuthToken } from '../../../lib/storage';
import { getToasts } from '../../../lib/toast';
import { jsonResponse, renderWithProviders } from '../../../test/render-with-providers';
import { stubFetch } from '../../../test/stub-fetch';
import { VerifyEmailPage } from './verify-email-page';

const user = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Ada Lovelace',
  email: 'ada@acme.io',
  role: null,
  is_in_organization: false,
  can_manage_team: true,
  organization_id: null,
};

describe('VerifyEmailPage', () => {
  const fetchMock = stubFetch();
  const render = (entry: string) =>
    renderWithProviders(<VerifyEmailPage />, {
      path: '/verify-email',
      initialEntry: entry,
      extraRoutes: [
        { path: '/setup', element: <p>Setup wizard</p> },
        { path: '/dashboard', element: <p>Dashboard screen</p> },
        { path: '/signup', element: <p>Sign-up screen</p> },
        { path: '/signin', element: <p>Sign-in screen</p> },
      ],
    });

  it('creates the account once, stores the token, says so and continues to /setup', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(201, { success: true, token: 'new-token', user, message: 'Account created' }),
    );
    render('/verify-email?token=abc');
    expect(await screen.findByText('Setup wizard')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/auth/verify-email');
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ token: 'abc' });
    expect(getAuthToken()).toBe('new-token');
    expect(getToasts()[0]).toMatchObject({
      title: 'Account created!',
      description: 'Welcome to the product!',
      variant: 'success',
    });
  });

  it('takes an invited teammate who joined a team straight into the app', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(201, {
        success: true,
        token: 'mate-token',
        user: { ...user, role: 'member', is_in_organization: true, organization_id: user.id },
        message: 'Account created',
      }),
    );
    render('/verify-email?token=abc');
    expect(await screen.findByText('Dashboard screen')).toBeInTheDocument();
  });

  it('explains an expired or used link and offers to sign up again', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(400, {
        error: {
          code: 'REQUEST_FAILED',
          message: 'This confirmation link has expired or was already used.',
          details: { reason: 'invalid_token' },
        },
      }),
    );
    render('/verify-email?token=old');
    expect(await screen.findByRole('heading', { name: 'This link cannot be used' })).toBeInTheDocument();
    expect(screen.getByText('This confirmation link has expired or was already used.')).toBeInTheDocument();
    expect(getAuthToken()).toBeNull();
    await userEvent.click(screen.getByRole('link', { name: 'Sign up again' }));
    expect(await screen.findByText('Sign-up screen')).toBeInTheDocument();
  });

  it('sends someone whose address got an account meanwhile to sign in', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(409, {
        error: {
          code: 'REQUEST_FAILED',
          message: 'An account with this email already exists. Please sign in instead.',
          details: { reason: 'email_taken' },
        },
      }),
    );
    render('/verify-email?token=raced');
    expect(await screen.findByRole('heading', { name: 'You already have an account' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Reset your password' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    await userEvent.click(screen.getByRole('link', { name: 'Sign in' }));
    expect(await screen.findByText('Sign-in screen')).toBeInTheDocument();
  });

  it('without a token asks for nothing and offers to sign up again', async () => {
    render('/verify-email');
    expect(screen.getByRole('heading', { name: 'This link cannot be used' })).toBeInTheDocument();
    expect(screen.getByText('This confirmation link is missing its token.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign up again' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
