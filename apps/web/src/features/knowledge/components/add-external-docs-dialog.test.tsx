import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getToasts } from '../../../lib/toast';
import { docSourceFixture, notionPageFixture } from '../../../test/doc-source-fixture';
import { catalogueEntryFixture, integrationFixture } from '../../../test/integration-fixture';
import { jsonResponse, renderWithProviders } from '../../../test/render-with-providers';
import { stubFetch } from '../../../test/stub-fetch';
import { AddExternalDocsDialog } from './add-external-docs-dialog';

const goToExternalUrl = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/go-to-external-url', () => ({ goToExternalUrl }));

const repository = { id: '00000000-0000-4000-8000-0000000000aa', name: 'acme-orders' };
const pages = [
  notionPageFixture('1a2b3c4d-0000-4000-8000-000000000001', 'Orders API'),
  notionPageFixture('5e6f7a8b-0000-4000-8000-000000000002', 'Webhooks'),
];

interface Setup {
  notionConnected?: boolean;
  pageList?: typeof pages;
  createStatus?: number;
}

describe('AddExternalDocsDialog', () => {
  const fetchMock = stubFetch();
  const sent: { method: string; path: string; query: string; body: unknown }[] = [];
  const setup = ({ notionConnected = true, pageList = pages, createStatus = 201 }: Setup = {}) => {
    sent.length = 0;
    goToExternalUrl.mockReset();
    fetchMock.mockImplementation(async (input, init) => {
      const [path = '', query = ''] = String(input).split('?');
      const method = init?.method ?? 'GET';
      sent.push({ method, path, query, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (path === '/api/integrations') {
        return jsonResponse(200, {
          integrations: notionConnected ? [integrationFixture({ platform: 'notion', teamName: 'Acme' })] : [],
          catalogue: [
            catalogueEntryFixture('notion'),
            catalogueEntryFixture('confluence', {
              configured: false,
              missingConfig: ['CONFLUENCE_CLIENT_ID'],
            }),
            catalogueEntryFixture('sharepoint', { comingSoon: true, connectMethod: 'none' }),
          ],
        });
      }
      if (path === '/api/auth/notion/connect')
        return jsonResponse(200, { oauth_url: 'https://notion.test/authorize' });
      if (path === '/api/integrations/notion/pages') {
        return jsonResponse(200, { pages: pageList, next_cursor: null, has_more: false });
      }
      if (path === '/api/doc-sources' && method === 'POST') {
        return createStatus === 201
          ? jsonResponse(201, { id: docSourceFixture().id, docSource: docSourceFixture() })
          : jsonResponse(createStatus, {
              error: 'Bad Request',
              code: 'REQUEST_FAILED',
              message: 'Notion refused the token',
            });
      }
      return jsonResponse(404, { error: 'Not Found', code: 'NOT_FOUND', message: 'not scripted' });
    });
  };
  beforeEach(() => window.localStorage.setItem('auth_token', 'tok'));
  const render = () =>
    renderWithProviders(<AddExternalDocsDialog repository={repository} open onOpenChange={() => {}} />);

  it('lets only a connected provider be picked; others say why', async () => {
    setup();
    render();
    const list = await screen.findByRole('list', { name: 'Documentation providers' });
    expect(within(list).getByRole('button', { name: 'Select Notion' })).toBeEnabled();
    expect(within(list).queryByRole('button', { name: /Confluence/ })).toBeNull();
    expect(list).toHaveTextContent('Not configured on this server (set CONFLUENCE_CLIENT_ID)');
    expect(list).toHaveTextContent('Coming soon');
    expect(within(list).queryByRole('button', { name: /SharePoint/ })).toBeNull();
  });

  it('offers Connect for an unconnected provider and leaves for its authorization page, returning to repositories', async () => {
    setup({ notionConnected: false });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Connect Notion' }));
    await vi.waitFor(() => expect(goToExternalUrl).toHaveBeenCalledWith('https://notion.test/authorize'));
    expect(sent.find((request) => request.path === '/api/auth/notion/connect')?.query).toBe(
      'source=repositories',
    );
    expect(screen.queryByRole('button', { name: 'Select Notion' })).toBeNull();
  });

  it('keeps Create & Link disabled until a page is picked, counts the picks, and goes Back', async () => {
    setup();
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Select Notion' }));
    expect(await screen.findByText('0 of 2 selected')).toBeInTheDocument();
    const create = screen.getByRole('button', { name: 'Create & Link' });
    expect(create).toBeDisabled();
    await userEvent.click(screen.getByLabelText('Orders API'));
    expect(screen.getByText('1 of 2 selected')).toBeInTheDocument();
    expect(create).toBeEnabled();
    await userEvent.click(screen.getByLabelText('Orders API'));
    expect(create).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('button', { name: 'Select Notion' })).toBeInTheDocument();
  });

  it('creates the source with the schedule and pages and links it to the repository in one call', async () => {
    setup();
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Select Notion' }));
    await userEvent.click(await screen.findByLabelText('Webhooks'));
    await userEvent.click(screen.getByRole('button', { name: 'Weekly' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create & Link' }));
    await vi.waitFor(() => expect(getToasts()[0]?.title).toBe('Docs added'));
    expect(sent.find((request) => request.method === 'POST')?.body).toEqual({
      provider: 'notion',
      name: 'acme-orders docs',
      scope: { pageIds: ['5e6f7a8b-0000-4000-8000-000000000002'] },
      schedule: { type: 'weekly', customCron: null },
      repositoryIds: [repository.id],
    });
  });

  it('refuses a blank name and a bad cron expression before sending anything', async () => {
    setup();
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Select Notion' }));
    await userEvent.click(await screen.findByLabelText('Webhooks'));
    await userEvent.clear(screen.getByLabelText('Name'));
    await userEvent.click(screen.getByRole('button', { name: 'Custom' }));
    await userEvent.type(screen.getByLabelText('Cron expression'), 'every day');
    await userEvent.click(screen.getByRole('button', { name: 'Create & Link' }));
    expect(await screen.findByText('Add a name and select at least one page')).toBeInTheDocument();
    expect(screen.getByLabelText('Cron expression')).toHaveAttribute('aria-invalid', 'true');
    expect(sent.some((request) => request.method === 'POST')).toBe(false);
  });

  it('says when Notion shows no pages, and shows the server message when creating fails', async () => {
    setup({ pageList: [] });
    const first = render();
    await userEvent.click(await screen.findByRole('button', { name: 'Select Notion' }));
    expect(
      await screen.findByText('No pages found. Please check your Notion connection.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create & Link' })).toBeDisabled();
    first.unmount();

    setup({ createStatus: 400 });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Select Notion' }));
    await userEvent.click(await screen.findByLabelText('Orders API'));
    await userEvent.click(screen.getByRole('button', { name: 'Create & Link' }));
    await vi.waitFor(() => expect(getToasts()[0]?.title).toBe('Failed to add docs'));
    expect(getToasts()[0]?.description).toBe('Notion refused the token');
  });
});
