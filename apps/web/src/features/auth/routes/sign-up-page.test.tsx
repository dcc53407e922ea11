import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getAuthToken } from '../../../lib/storage';
import { getToasts } from '../../../lib/toast';
import { jsonResponse, renderWithProviders } from '../../../test/render-with-providers';
import { stubFetch } from '../../../test/stub-fetch';
import { SignUpPage } from './sign-up-page';

const user = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Ada Lovelace',
  email: 'ada@acme.io',
  role: null,
  is_in_organization: false,
  can_manage_team: false,
  organization_id: null,
};

describe('SignUpPage', () => {
  const fetchMock = stubFetch();

  const render = () =>
    renderWithProviders(<SignUpPage />, {
      path: '/signup',
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

  it('creates the account with intent team, stores the token and continues to /setup', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(201, { success: true, token: 'new-token', user, message: 'ok' }),
    );
    render();
    await userEvent.type(screen.getByLabelText('Full name'), 'Ada Lovelace');
    await userEvent.type(screen.getByLabelText('Work email'), 'Ada@Acme.io');
    await userEvent.type(screen.getByLabelText('Password'), 'secret1');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'secret1');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Setup wizard')).toBeInTheDocument();
    const body = JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body));
    expect(body).toMatchObject({
      name: 'Ada Lovelace',
      email: 'ada@acme.io',
      signupIntent: 'team',
      source: 'web',
    });
    expect(getAuthToken()).toBe('new-token');
    expect(getToasts()[0]).toMatchObject({
      title: 'Account created!',
      description: 'Welcome to the product!',
    });
  });

  it('shows Signup failed with the server message', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(409, {
        error: { code: 'REQUEST_FAILED', message: 'An account with this email already exists' },
      }),
    );
    render();
    await userEvent.type(screen.getByLabelText('Full name'), 'Ada Lovelace');
    await userEvent.type(screen.getByLabelText('Work email'), 'ada@acme.io');
    await userEvent.type(screen.getByLabelText('Password'), 'secret1');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'secret1');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('An account with this email already exists')).toBeInTheDocument();
    expect(screen.getByText('Signup failed')).toBeInTheDocument();
    expect(getToasts().filter((item) => item.variant === 'error')).toHaveLength(0);
  });
});
