import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getAuthToken } from '../../../lib/storage';
import { getToasts } from '../../../lib/toast';
import { jsonResponse, renderWithProviders } from '../../../test/render-with-providers';
import { stubFetch } from '../../../test/stub-fetch';
import { signInProvidersQueryKey } from '../api/list-sign-in-providers';
import { SignUpPage } from './sign-up-page';

const bothConfigured = {
  providers: {
    github: { configured: true, missing_config: [] },
    google: { configured: true, missing_config: [] },
  },
};

describe('SignUpPage', () => {
  const fetchMock = stubFetch();

  const render = () =>
    renderWithProviders(<SignUpPage />, {
      path: '/signup',
      queryData: [[signInProvidersQueryKey, bothConfigured]],
      extraRoutes: [{ path: '/setup', element: <p>Setup wizard</p> }],
    });

  it('shows the messages for empty fields and a short password', async () => {
    render();
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Please enter your full name')).toBeInTheDocument();
    expect(screen.getByText('Please enter your email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters long')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses mismatched passwords once, under the confirmation', async () => {
    render();
    await userEvent.type(screen.getByLabelText('Full name'), 'Ada Lovelace');
    await userEvent.type(screen.getByLabelText('Work email'), 'ada@acme.io');
    await userEvent.type(screen.getByLabelText('Password'), 'secret1');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'secret2');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Please make sure your passwords match')).toBeInTheDocument();
    expect(screen.getAllByText('Please make sure your passwords match')).toHaveLength(1);
    expect(screen.getByLabelText('Confirm password')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  const accepted = (email: string) =>
    jsonResponse(202, { success: true, status: 'verification_sent', email, message: 'Check your email' });

  async function fillAndSubmit(email = 'ada@acme.io') {
    await userEvent.type(screen.getByLabelText('Full name'), 'Ada Lovelace');
    await userEvent.type(screen.getByLabelText('Work email'), email);
    await userEvent.type(screen.getByLabelText('Password'), 'secret1');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'secret1');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
  }

  it('sends intent team and then asks to open the emailed link, without signing in', async () => {
    fetchMock.mockImplementation(async () => accepted('ada@acme.io'));
    const { router } = render();
    await fillAndSubmit('Ada@Acme.io');
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    expect(screen.getByText('ada@acme.io')).toBeInTheDocument();
    expect(screen.getByText(/expires in 24 hours/)).toBeInTheDocument();
    expect(screen.getByText('Open it to finish creating your account.')).toBeInTheDocument();
    const body = JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body));
    expect(body).toMatchObject({
      name: 'Ada Lovelace',
      email: 'ada@acme.io',
      signupIntent: 'team',
      source: 'web',
    });
    expect(getAuthToken()).toBeNull();
    expect(getToasts()).toHaveLength(0);
    expect(router.state.location.pathname).toBe('/signup');
  });

  it('resends the same sign-up, and tells when the server refuses more mails', async () => {
    fetchMock.mockImplementation(async () => accepted('ada@acme.io'));
    render();
    await fillAndSubmit();
    await userEvent.click(await screen.findByRole('button', { name: 'Resend email' }));
    expect(
      await screen.findByText('We sent the link again. Open it to finish creating your account.'),
    ).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock.mock.calls[1]?.[1]?.body).toBe(fetchMock.mock.calls[0]?.[1]?.body);

    fetchMock.mockImplementationOnce(async () =>
      jsonResponse(429, {
        error: {
          code: 'REQUEST_FAILED',
          message: 'Too many attempts. Please wait a moment and try again.',
          details: { reason: 'rate_limited' },
        },
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Resend email' }));
    expect(
      await screen.findByText('Too many attempts. Please wait a moment and try again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
  });

  it('goes back to the form with its values to use a different email', async () => {
    fetchMock.mockImplementation(async () => accepted('ada@acme.io'));
    render();
    await fillAndSubmit();
    await userEvent.click(await screen.findByRole('button', { name: 'Use a different email' }));
    expect(await screen.findByLabelText('Work email')).toHaveValue('ada@acme.io');
    expect(screen.getByLabelText('Full name')).toHaveValue('Ada Lovelace');
    await userEvent.clear(screen.getByLabelText('Work email'));
    await userEvent.type(screen.getByLabelText('Work email'), 'ada@lovelace.io');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('ada@lovelace.io')).toBeInTheDocument();
    expect(JSON.parse(String(fetchMock.mock.calls[1]?.[1]?.body)).email).toBe('ada@lovelace.io');
  });

  it('shows Signup failed with the server message', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(403, {
        error: { code: 'REQUEST_FAILED', message: 'This invitation was sent to a different email address.' },
      }),
    );
    render();
    await fillAndSubmit();
    expect(
      await screen.findByText('This invitation was sent to a different email address.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Signup failed')).toBeInTheDocument();
    expect(getToasts().filter((item) => item.variant === 'error')).toHaveLength(0);
  });
});
