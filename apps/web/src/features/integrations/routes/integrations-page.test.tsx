import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getToasts } from '../../../lib/toast';
import { catalogueEntryFixture, integrationFixture } from '../../../test/integration-fixture';
import { jsonResponse, renderWithProviders } from '../../../test/render-with-providers';
import { stubFetch } from '../../../test/stub-fetch';
import { IntegrationsPage } from './integrations-page';

const goToExternalUrl = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/go-to-external-url', () => ({ goToExternalUrl }));

const slack = integrationFixture();
const catalogue = [
  catalogueEntryFixture('slack', { features: ['Drift alerts', 'Daily digest'] }),
  catalogueEntryFixture('email', { connectMethod: 'email' }),
  catalogueEntryFixture('teams', { connectMethod: 'webhook' }),
  catalogueEntryFixture('linear', {
    configured: false,
    missingConfig: ['LINEAR_CLIENT_ID', 'LINEAR_CLIENT_SECRET'],
  }),
  catalogueEntryFixture('notion'),
  catalogueEntryFixture('confluence', { comingSoon: true, connectMethod: 'none' }),
  catalogueEntryFixture('sharepoint', { comingSoon: true, connectMethod: 'none' }),
  catalogueEntryFixture('jira', { comingSoon: true, connectMethod: 'none' }),
  catalogueEntryFixture('github_app', { connectMethod: 'app' }),
];

interface Sent {
  method: string;
  path: string;
  query: string;
  body: unknown;
}

describe('IntegrationsPage', () => {
  const fetchMock = stubFetch();
  const sent: Sent[] = [];
  let integrations = [slack];
  let listFails = false;
  let connectFails = false;

  beforeEach(() => {
    sent.length = 0;
    integrations = [slack];
    listFails = false;
    connectFails = false;
    goToExternalUrl.mockReset();
    window.localStorage.setItem('auth_token', 'tok');
    fetchMock.mockImplementation(async (input, init) => {
      const [path = '', query = ''] = String(input).split('?');
      const method = init?.method ?? 'GET';
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      sent.push({ method, path, query, body });
      if (path === '/api/integrations' && method === 'GET') {
        return listFails
          ? jsonResponse(500, { error: { code: 'SERVER_ERROR', message: 'boom' } })
          : jsonResponse(200, { integrations, catalogue });
      }
      if (path === '/api/setup/state') {
        return jsonResponse(200, {
          currentStep: 'done',
          organization_id: '00000000-0000-4000-8000-000000000002',
          githubAppConfigured: true,
          githubAppInstallUrl: 'https://github.com/apps/driftwatch/installations/new',
          githubAppMissingConfig: [],
        });
      }
      if (path === '/api/auth/notion/connect') {
        return connectFails
          ? jsonResponse(400, {
              error: { code: 'REQUEST_FAILED', message: 'Notion is not reachable right now.' },
            })
          : jsonResponse(200, { oauth_url: 'https://notion.example/authorize?state=s1' });
      }
      if (path === `/api/integrations/${slack.id}` && method === 'DELETE') {
        integrations = [];
        return jsonResponse(200, {
          success: true,
          message: 'Disconnected',
          integration: { ...slack, connected: false, status: 'revoked' },
        });
      }
      if (path === '/api/integrations/email/setup') {
        if (body.primaryEmail === 'down@globex.com') {
          return jsonResponse(500, { error: { code: 'SERVER_ERROR', message: 'boom' } });
        }
        const email = integrationFixture({
          id: '00000000-0000-4000-8000-0000000000c2',
          platform: 'email',
          emails: [body.primaryEmail, ...body.additionalEmails],
        });
        integrations = [slack, email];
        return jsonResponse(200, { success: true, message: 'Saved', integration: email });
      }
      return jsonResponse(404, { error: { code: 'NOT_FOUND', message: 'nope' } });
    });
  });

  const render = () => renderWithProviders(<IntegrationsPage />, { path: '/integrations' });
  const card = (name: string) => screen.getByRole('article', { name });

  it('shows the three groups with each card in its state, the connected count and Manage GitHub App', async () => {
    render();
    expect(await screen.findByText(/1 integration connected/)).toBeInTheDocument();
    const groups = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(groups).toEqual(['Documentation Sources', 'Notifications', 'Project Management']);
    expect(screen.queryByRole('article', { name: 'GitHub App' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Manage GitHub App/ })).toHaveAttribute(
      'href',
      'https://github.com/apps/driftwatch/installations/new',
    );

    const slackCard = card('Slack');
    expect(within(slackCard).getByText('Connected')).toBeInTheDocument();
    expect(within(slackCard).getByText('Connected as driftwatch · Globex')).toBeInTheDocument();
    expect(within(slackCard).getByRole('link', { name: 'Configure' })).toHaveAttribute(
      'href',
      '/repositories',
    );
    expect(within(slackCard).getByRole('button', { name: 'Disconnect' })).toBeInTheDocument();
    expect(within(slackCard).getByText('Daily digest')).toBeInTheDocument();

    const linearCard = card('Linear');
    expect(within(linearCard).getByText('Not configured')).toBeInTheDocument();
    expect(within(linearCard).getByText(/Not configured on this server/)).toHaveTextContent(
      'Not configured on this server. Set LINEAR_CLIENT_ID, LINEAR_CLIENT_SECRET to connect Linear.',
    );
    expect(within(linearCard).queryByRole('button')).not.toBeInTheDocument();

    for (const name of ['Confluence', 'SharePoint', 'Jira']) {
      expect(within(card(name)).getByText('Coming Soon')).toBeInTheDocument();
      expect(within(card(name)).queryByRole('button')).not.toBeInTheDocument();
    }
    const teamsCard = card('Microsoft Teams');
    expect(within(teamsCard).getByText(/connects by pasting a webhook URL/)).toBeInTheDocument();
    expect(within(teamsCard).getByRole('link', { name: 'Add an alert' })).toHaveAttribute(
      'href',
      '/repositories',
    );
  });

  it('Connect sends the browser to the provider, returning to /integrations', async () => {
    render();
    await userEvent.click(
      await within(await screen.findByRole('article', { name: 'Notion' })).findByRole('button', {
        name: 'Connect',
      }),
    );
    await waitFor(() =>
      expect(goToExternalUrl).toHaveBeenCalledWith('https://notion.example/authorize?state=s1'),
    );
    expect(sent.find((request) => request.path === '/api/auth/notion/connect')?.query).toBe(
      'source=integrations',
    );
  });

  it('a connection that cannot start says Connection Error with the server message', async () => {
    connectFails = true;
    render();
    const notion = await screen.findByRole('article', { name: 'Notion' });
    await userEvent.click(within(notion).getByRole('button', { name: 'Connect' }));
    await waitFor(() => expect(within(notion).getByRole('button', { name: 'Connect' })).toBeEnabled());
    expect(getToasts().at(-1)).toMatchObject({
      title: 'Connection Error',
      description: 'Notion is not reachable right now.',
    });
    expect(goToExternalUrl).not.toHaveBeenCalled();
  });

  it('Disconnect asks first, then removes the connection and the card offers Connect again', async () => {
    render();
    const slackCard = await screen.findByRole('article', { name: 'Slack' });
    await userEvent.click(within(slackCard).getByRole('button', { name: 'Disconnect' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Disconnect Slack?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(sent.some((request) => request.method === 'DELETE')).toBe(false);

    await userEvent.click(within(slackCard).getByRole('button', { name: 'Disconnect' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Disconnect' }),
    );
    expect(await within(card('Slack')).findByRole('button', { name: 'Connect' })).toBeInTheDocument();
    expect(within(card('Slack')).queryByText('Connected')).not.toBeInTheDocument();
    expect(screen.getByText(/0 integrations connected/)).toBeInTheDocument();
  });

  it('the email dialog requires a primary address, names a bad additional one, drops blank rows', async () => {
    render();
    const emailCard = await screen.findByRole('article', { name: 'Email' });
    await userEvent.click(within(emailCard).getByRole('button', { name: 'Connect' }));
    const dialog = await screen.findByRole('dialog', { name: 'Set up email alerts' });
    expect(within(dialog).queryByRole('button', { name: /Remove additional email/ })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please enter a primary email address.')).toBeInTheDocument();

    await userEvent.type(within(dialog).getByLabelText('Primary email'), 'Alerts@Globex.com');
    await userEvent.type(within(dialog).getByLabelText('Additional email 1'), 'not-an-address');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add another email' }));
    expect(within(dialog).getAllByRole('button', { name: /Remove additional email/ })).toHaveLength(2);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(sent.some((request) => request.path === '/api/integrations/email/setup')).toBe(false);

    await userEvent.clear(within(dialog).getByLabelText('Additional email 1'));
    await userEvent.type(within(dialog).getByLabelText('Additional email 2'), 'ops@globex.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent.find((request) => request.path === '/api/integrations/email/setup')?.body).toEqual({
      platform: 'email',
      primaryEmail: 'alerts@globex.com',
      additionalEmails: ['ops@globex.com'],
      connected: true,
    });
    expect(
      await within(card('Email')).findByText('Alerts go to alerts@globex.com, ops@globex.com'),
    ).toBeInTheDocument();
    expect(within(card('Email')).getByRole('button', { name: 'Configure' })).toBeInTheDocument();
  });

  it('a failed load says Error loading data and can try again', async () => {
    listFails = true;
    render();
    expect(await screen.findByText('Error loading data')).toBeInTheDocument();
    expect(screen.getByText('Some integrations data may not be current')).toBeInTheDocument();
    listFails = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Slack' })).toBeInTheDocument();
  });

  it('an email setup the server cannot save says Setup Error and keeps the dialog open', async () => {
    render();
    const emailCard = await screen.findByRole('article', { name: 'Email' });
    await userEvent.click(within(emailCard).getByRole('button', { name: 'Connect' }));
    const dialog = await screen.findByRole('dialog', { name: 'Set up email alerts' });
    await userEvent.type(within(dialog).getByLabelText('Primary email'), 'down@globex.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(getToasts().at(-1)).toMatchObject({
        title: 'Setup Error',
        description: 'Unable to setup email integration. Please try again.',
      }),
    );
    expect(screen.getByRole('dialog', { name: 'Set up email alerts' })).toBeInTheDocument();
  });
});
