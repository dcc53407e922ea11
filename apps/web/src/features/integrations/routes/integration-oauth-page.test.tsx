import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../../test/render-with-providers';
import { stubFetch } from '../../../test/stub-fetch';
import { IntegrationOauthPage } from './integration-oauth-page';

const goToExternalUrl = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/go-to-external-url', () => ({ goToExternalUrl }));

const oauthUrl = 'https://slack.example/oauth/v2/authorize?state=s1';

interface Sent {
  method: string;
  path: string;
  query: string;
  body: unknown;
  authorization: string | undefined;
}

describe('IntegrationOauthPage', () => {
  const fetchMock = stubFetch();
  const sent: Sent[] = [];
  let emailStep = 'signin';

  beforeEach(() => {
    sent.length = 0;
    emailStep = 'signin';
    goToExternalUrl.mockReset();
    fetchMock.mockImplementation(async (input, init) => {
      const [path = '', query = ''] = String(input).split('?');
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      const headers = new Headers(init?.headers);
      sent.push({
        method: init?.method ?? 'GET',
        path,
        query,
        body,
        authorization: headers.get('authorization') ?? undefined,
      });
      if (path === '/api/oauth/email-check') {
        return body.email === 'down@globex.com'
          ? jsonResponse(503, { error: { code: 'SERVER_ERROR', message: 'Down' } })
          : jsonResponse(200, { step: emailStep, message: `Continue as ${body.email} to connect Slack.` });
      }
      if (path === '/api/oauth/signin') {
        return body.password === 'wrong'
          ? jsonResponse(401, { error: { code: 'AUTH_EXPIRED', message: 'Invalid email or password' } })
          : jsonResponse(200, {
              success: true,
              message: 'Signed in',
              token: 'session-1',
              oauth_url: oauthUrl,
            });
      }
      if (path === '/api/oauth/signup') {
        return jsonResponse(201, {
          success: true,
          step: 'magic_link_sent',
          message: 'Open the link we emailed you to finish.',
        });
      }
      if (path === '/api/oauth/continue') return jsonResponse(200, { oauth_url: oauthUrl });
      return jsonResponse(404, { error: { code: 'NOT_FOUND', message: 'nope' } });
    });
  });

  const render = (entry: string) =>
    renderWithProviders(<IntegrationOauthPage />, {
      path: '/oauth/:integration',
      initialEntry: entry,
      extraRoutes: [
        { path: '/signin', element: <p>Sign-in screen</p> },
        { path: '/oauth', element: <IntegrationOauthPage /> },
        { path: '/setup', element: <p>Setup screen</p> },
      ],
    });

  it('signs an existing account in, keeps its session and goes to the provider', async () => {
    render('/oauth/slack?source=setup&team=T123');
    expect(await screen.findByRole('heading', { name: 'Enter your email to continue' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please enter your email address')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Email'), 'ada@globex.com');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('heading', { name: 'Sign in to your account' })).toBeInTheDocument();
    expect(screen.getByText('Continue as ada@globex.com to connect Slack.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('ada@globex.com');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In & Connect' }));
    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();
    expect(goToExternalUrl).not.toHaveBeenCalled();

    await userEvent.clear(screen.getByLabelText('Password'));
    await userEvent.type(screen.getByLabelText('Password'), 'correct horse');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In & Connect' }));
    await waitFor(() => expect(goToExternalUrl).toHaveBeenCalledWith(oauthUrl));
    expect(window.localStorage.getItem('auth_token')).toBe('session-1');
    expect(sent.find((request) => request.path === '/api/oauth/email-check')?.body).toEqual({
      email: 'ada@globex.com',
      integration: 'slack',
    });
    expect(sent.filter((request) => request.path === '/api/oauth/signin').at(-1)?.body).toEqual({
      email: 'ada@globex.com',
      password: 'correct horse',
      integration: 'slack',
      params: { team: 'T123', source: 'setup' },
    });
  });

  it('creates an account for a new address and says to check the email', async () => {
    emailStep = 'signup';
    render('/oauth/slack');
    await userEvent.type(await screen.findByLabelText('Email'), 'new@globex.com');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Create your account' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Create Account & Connect' }));
    expect(await screen.findByText('Please enter your full name')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Full name'), 'Grace Hopper');
    await userEvent.type(screen.getByLabelText('Password'), 'abc');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account & Connect' }));
    expect(await screen.findByText('Password must be at least 6 characters long')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Password'), 'defghi');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account & Connect' }));

    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    expect(screen.getByText('Open the link we emailed you to finish.')).toBeInTheDocument();
    expect(sent.find((request) => request.path === '/api/oauth/signup')?.body).toEqual({
      name: 'Grace Hopper',
      email: 'new@globex.com',
      password: 'abcdefghi',
      integration: 'slack',
      params: { source: 'integrations' },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Return to Sign In' }));
    expect(await screen.findByText('Sign-in screen')).toBeInTheDocument();
  });

  it('a failed email check says so; Cancel goes to /signin', async () => {
    render('/oauth/slack');
    await userEvent.type(await screen.findByLabelText('Email'), 'down@globex.com');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Server error. Please try again later.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Sign-in screen')).toBeInTheDocument();
  });

  it('a signed-in person goes straight to the provider, the link values passed on', async () => {
    window.localStorage.setItem('auth_token', 'tok');
    render('/oauth/slack?source=setup&team=T123');
    expect(await screen.findByText('Connecting to Slack...')).toBeInTheDocument();
    await waitFor(() => expect(goToExternalUrl).toHaveBeenCalledWith(oauthUrl));
    const call = sent.find((request) => request.path === '/api/oauth/continue');
    expect(new URLSearchParams(call?.query)).toEqual(
      new URLSearchParams({ team: 'T123', integration: 'slack', source: 'setup' }),
    );
    expect(call?.authorization).toBe('Bearer tok');
  });

  it('without an integration it is an invalid flow', async () => {
    render('/oauth');
    expect(await screen.findByRole('heading', { name: 'Invalid OAuth Flow' })).toBeInTheDocument();
    expect(screen.getByText('No integration specified')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Return to Sign In' }));
    expect(await screen.findByText('Sign-in screen')).toBeInTheDocument();
  });

  it('a provider error without a source shows Connection Failed; with one, returns to its screen', async () => {
    render('/oauth/slack?error=token_exchange_failed');
    expect(await screen.findByRole('heading', { name: 'Connection Failed' })).toBeInTheDocument();
    expect(screen.getByText('Failed to exchange authorization code. Please try again.')).toBeInTheDocument();

    const { router } = render('/oauth/slack?source=setup&success=slack');
    expect(await screen.findByText('Setup screen')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?success=slack');
  });
});
