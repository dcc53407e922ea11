import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { catalogueEntryFixture, integrationFixture } from '../../../test/integration-fixture';
import { jsonResponse, renderWithProviders } from '../../../test/render-with-providers';
import { stubFetch } from '../../../test/stub-fetch';
import { IntegrationsStep } from './integrations-step';

const goToExternalUrl = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/go-to-external-url', () => ({ goToExternalUrl }));

describe('IntegrationsStep', () => {
  const fetchMock = stubFetch();
  const sent: { path: string; query: string; body: unknown }[] = [];
  let slackConfigured = true;
  let slackConnected = false;
  const onAdvanced = vi.fn();

  beforeEach(() => {
    sent.length = 0;
    slackConfigured = true;
    slackConnected = false;
    onAdvanced.mockReset();
    goToExternalUrl.mockReset();
    window.localStorage.setItem('auth_token', 'tok');
    fetchMock.mockImplementation(async (input, init) => {
      const [path = '', query = ''] = String(input).split('?');
      sent.push({ path, query, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (path === '/api/integrations/platform/slack') {
        return jsonResponse(200, {
          platform: 'slack',
          connected: slackConnected,
          integration: slackConnected ? integrationFixture() : null,
          catalogueEntry: catalogueEntryFixture(
            'slack',
            slackConfigured
              ? {}
              : { configured: false, missingConfig: ['SLACK_CLIENT_ID', 'SLACK_CLIENT_SECRET'] },
          ),
        });
      }
      if (path === '/api/auth/slack/connect') {
        return jsonResponse(200, { oauth_url: 'https://slack.example/oauth/v2/authorize?state=s1' });
      }
      if (path === '/api/setup/advance') {
        return jsonResponse(200, {
          currentStep: 'done',
          organization_id: '00000000-0000-4000-8000-000000000002',
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
      return jsonResponse(404, { error: { code: 'NOT_FOUND', message: 'nope' } });
    });
  });

  const render = (entry = '/setup') =>
    renderWithProviders(<IntegrationsStep onAdvanced={onAdvanced} />, {
      path: '/setup',
      initialEntry: entry,
    });

  it('Connect Slack starts the flow with source setup', async () => {
    render();
    const connect = await screen.findByRole('button', { name: 'Connect Slack' });
    await waitFor(() => expect(connect).toBeEnabled());
    await userEvent.click(connect);
    await waitFor(() =>
      expect(goToExternalUrl).toHaveBeenCalledWith('https://slack.example/oauth/v2/authorize?state=s1'),
    );
    expect(sent.find((request) => request.path === '/api/auth/slack/connect')?.query).toBe('source=setup');
  });

  it('on a server without Slack settings it names them and keeps only Skip', async () => {
    slackConfigured = false;
    render();
    expect(await screen.findByText("Slack isn't configured on this server")).toBeInTheDocument();
    expect(screen.getByText(/on the server to connect Slack/)).toHaveTextContent(
      'Set SLACK_CLIENT_ID, SLACK_CLIENT_SECRET on the server to connect Slack.',
    );
    expect(screen.queryByRole('button', { name: 'Connect Slack' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Skip for now' }));
    await waitFor(() => expect(onAdvanced).toHaveBeenCalled());
    expect(sent.find((request) => request.path === '/api/setup/advance')?.body).toEqual({
      step: 'integrations',
      action: 'skip',
    });
  });

  it('back from Slack with success, the step advances by itself once and the query is cleared', async () => {
    slackConnected = true;
    const { router } = render('/setup?success=slack');
    await waitFor(() => expect(onAdvanced).toHaveBeenCalled());
    expect(sent.find((request) => request.path === '/api/setup/advance')?.body).toEqual({
      step: 'integrations',
      action: 'next',
    });
    expect(router.state.location.search).toBe('');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(onAdvanced).toHaveBeenCalledTimes(1);
  });

  it('with Slack already connected (another tab, the connect screen) the step advances by itself', async () => {
    slackConnected = true;
    render();
    await waitFor(() => expect(onAdvanced).toHaveBeenCalled());
    expect(sent.find((request) => request.path === '/api/setup/advance')?.body).toEqual({
      step: 'integrations',
      action: 'next',
    });
  });
});
