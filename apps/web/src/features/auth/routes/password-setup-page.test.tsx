import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { getAuthToken } from '../../../lib/storage';
import { getToasts } from '../../../lib/toast';
import { jsonResponse, renderWithProviders } from '../../../test/render-with-providers';
import { stubFetch } from '../../../test/stub-fetch';
import { PasswordSetupPage } from './password-setup-page';

describe('PasswordSetupPage', () => {
  const fetchMock = stubFetch();
  const render = (entry: string) =>
    renderWithProviders(<PasswordSetupPage />, {
      path: '/password-setup',
      initialEntry: entry,
      extraRoutes: [
        { path: '/dashboard', element: <p>Dashboard screen</p> },
        { path: '/signin', element: <p>Sign-in screen</p> },
      ],
    });

  it('without a token shows Invalid Setup Link and a way back', async () => {
    render('/password-setup');
    expect(screen.getByText('Invalid Setup Link')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Back to sign in' }));
    expect(await screen.findByText('Sign-in screen')).toBeInTheDocument();
  });

  it('requires 8 characters and identical entries', async () => {
    render('/password-setup?token=abc');
    await userEvent.type(screen.getByLabelText('Create password'), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Complete Setup' }));
    expect(await screen.findByText('Password must be at least 8 characters long')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Create password'));
    await userEvent.type(screen.getByLabelText('Create password'), 'long-enough-1');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'long-enough-2');
    await userEvent.click(screen.getByRole('button', { name: 'Complete Setup' }));
    expect(await screen.findByText('Please make sure both passwords are identical')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('stores the returned token and goes to /dashboard', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { success: true, token: 'fresh', message: 'done' }));
    render('/password-setup?token=abc');
    await userEvent.type(screen.getByLabelText('Create password'), 'long-enough-1');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'long-enough-1');
    await userEvent.click(screen.getByRole('button', { name: 'Complete Setup' }));
    expect(await screen.findByText('Dashboard screen')).toBeInTheDocument();
    expect(getAuthToken()).toBe('fresh');
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      token: 'abc',
      password: 'long-enough-1',
      confirmPassword: 'long-enough-1',
    });
  });

  it('an expired link reports the server message', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(400, {
        error: {
          code: 'REQUEST_FAILED',
          message: 'This link has expired',
          details: { reason: 'invalid_token' },
        },
      }),
    );
    render('/password-setup?token=old');
    await userEvent.type(screen.getByLabelText('Create password'), 'long-enough-1');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'long-enough-1');
    await userEvent.click(screen.getByRole('button', { name: 'Complete Setup' }));
    await vi.waitFor(() => expect(getToasts()[0]?.description).toBe('This link has expired'));
    expect(getToasts()[0]?.title).toBe('Invalid or expired link');
  });
});
