import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getToasts } from '../../../lib/toast';
import { docSourceFixture, notionPageFixture } from '../../../test/doc-source-fixture';
import { catalogueEntryFixture, integrationFixture } from '../../../test/integration-fixture';
import { jsonResponse, renderWithProviders } from '../../../test/render-with-providers';
import { repositoryFixture } from '../../../test/repository-fixture';
import { stubFetch } from '../../../test/stub-fetch';
import { KnowledgePage } from './knowledge-page';

const repository = repositoryFixture();
const pageId = '1a2b3c4d-0000-4000-8000-000000000001';

interface Script {
  notionConnected?: boolean;
  sourcesStatus?: number;
}

describe('KnowledgePage', () => {
  const fetchMock = stubFetch();
  const sent: { method: string; path: string; body: unknown }[] = [];
  let sources = [docSourceFixture()];
  const script = ({ notionConnected = true, sourcesStatus = 200 }: Script = {}) => {
    sent.length = 0;
    sources = [docSourceFixture()];
    fetchMock.mockImplementation(async (input, init) => {
      const [path = ''] = String(input).split('?');
      const method = init?.method ?? 'GET';
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      sent.push({ method, path, body });
      if (path === '/api/integrations') {
        return jsonResponse(200, {
          integrations: notionConnected ? [integrationFixture({ platform: 'notion', teamName: 'Acme' })] : [],
          catalogue: [
            catalogueEntryFixture('notion'),
            catalogueEntryFixture('confluence', { comingSoon: true, connectMethod: 'none' }),
            catalogueEntryFixture('sharepoint', { comingSoon: true, connectMethod: 'none' }),
          ],
        });
      }
      if (path === '/api/doc-sources' && method === 'GET') {
        return sourcesStatus === 200
          ? jsonResponse(200, { docSources: sources })
          : jsonResponse(sourcesStatus, { error: 'Server Error', code: 'SERVER_ERROR', message: 'boom' });
      }
      if (path === '/api/repositories') return jsonResponse(200, { repositories: [repository] });
      if (path === '/api/integrations/notion/pages') {
        return jsonResponse(200, {
          pages: [notionPageFixture(pageId, 'Orders API')],
          next_cursor: null,
          has_more: false,
        });
      }
      if (path === '/api/doc-sources' && method === 'POST') {
        const created = docSourceFixture({ id: '00000000-0000-4000-8000-0000000000d2', name: body.name });
        sources = [...sources, created];
        return jsonResponse(201, { id: created.id, docSource: created });
      }
      const sourcePath = `/api/doc-sources/${sources[0]?.id}`;
      if (path === `/api/repositories/${repository.id}/doc-sources/${sources[0]?.id}` && method === 'POST') {
        sources = sources.map((source, index) =>
          index === 0 ? { ...source, repositoryIds: [repository.id] } : source,
        );
        return jsonResponse(200, { docSources: sources });
      }
      if (path === `${sourcePath}/scan`) {
        return jsonResponse(200, {
          success: true,
          message: 'Scanned',
          repositories: [{ id: repository.id, name: repository.name, issues_found: 3, error: null }],
          issues_found: 3,
          pages_synced: 1,
          pages_failed: 0,
        });
      }
      if (path === sourcePath && method === 'DELETE') {
        sources = sources.slice(1);
        return jsonResponse(200, { success: true, message: 'Deleted' });
      }
      return jsonResponse(404, { error: 'Not Found', code: 'NOT_FOUND', message: 'not scripted' });
    });
  };
  beforeEach(() => window.localStorage.setItem('auth_token', 'tok'));
  const render = () => renderWithProviders(<KnowledgePage />, { path: '/knowledge' });

  it('has Notion, Confluence and SharePoint tabs; the announced ones say when they are expected', async () => {
    script();
    render();
    const tabs = await screen.findByRole('tablist', { name: 'Documentation providers' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Notion', 'Confluence(coming soon)', 'SharePoint(coming soon)']);
    expect(await screen.findByText('Notion connected · Acme')).toBeInTheDocument();
    await userEvent.click(within(tabs).getByRole('tab', { name: /SharePoint/ }));
    expect(await screen.findByText('SharePoint sources are expected in Q2 2025.')).toBeInTheDocument();
    await userEvent.click(within(tabs).getByRole('tab', { name: /Confluence/ }));
    expect(await screen.findByText('Confluence sources are expected in Q1 2025.')).toBeInTheDocument();
  });

  it('offers Connect and no create while Notion is not connected', async () => {
    script({ notionConnected: false });
    render();
    expect(await screen.findByRole('button', { name: 'Connect Notion' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New source' })).toBeNull();
  });

  it('says when the sources cannot be loaded', async () => {
    script({ sourcesStatus: 500 });
    render();
    expect(await screen.findByText('Failed to load sources')).toBeInTheDocument();
  });

  it('creates a source, links a repository, scans it and deletes it after confirmation', async () => {
    script();
    render();
    const card = await screen.findByRole('article', { name: 'Orders API docs' });
    expect(within(card).getByRole('button', { name: 'Scan' })).toBeDisabled();

    await userEvent.click(screen.getAllByRole('button', { name: 'New source' })[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'New Notion source' });
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Billing docs');
    await userEvent.click(await within(dialog).findByLabelText('Orders API'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Source' }));
    expect(await screen.findByRole('article', { name: 'Billing docs' })).toBeInTheDocument();
    expect(
      sent.find((request) => request.method === 'POST' && request.path === '/api/doc-sources')?.body,
    ).toEqual({
      provider: 'notion',
      name: 'Billing docs',
      scope: { pageIds: [pageId] },
      schedule: { type: 'daily', customCron: null },
    });

    await userEvent.click(within(card).getByRole('button', { name: 'Repositories' }));
    const links = await screen.findByRole('dialog', { name: 'Linked repositories' });
    await userEvent.click(await within(links).findByLabelText(/acme-orders/));
    await vi.waitFor(() => expect(within(card).getByText(repository.fullName)).toBeInTheDocument());
    await userEvent.keyboard('{Escape}');

    await userEvent.click(within(card).getByRole('button', { name: 'Scan' }));
    await vi.waitFor(() => expect(getToasts()[0]?.title).toBe('Scan completed'));
    expect(getToasts()[0]?.description).toBe('1 repository checked · 3 open issues');

    await userEvent.click(within(card).getByRole('button', { name: 'Delete Orders API docs' }));
    const confirm = await screen.findByRole('alertdialog');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await vi.waitFor(() => expect(screen.queryByRole('article', { name: 'Orders API docs' })).toBeNull());
  });
});
