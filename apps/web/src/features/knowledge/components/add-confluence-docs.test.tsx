import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getToasts } from '../../../lib/toast';
import { docSourceFixture } from '../../../test/doc-source-fixture';
import { catalogueEntryFixture, integrationFixture } from '../../../test/integration-fixture';
import { jsonResponse, renderWithProviders } from '../../../test/render-with-providers';
import { stubFetch } from '../../../test/stub-fetch';
import { AddExternalDocsDialog } from './add-external-docs-dialog';

const repository = { id: '00000000-0000-4000-8000-0000000000aa', name: 'acme-orders' };
const now = '2026-11-20T10:00:00.000Z';

function confluencePage(id: string, title: string, spaceId: string) {
  return {
    id,
    title,
    url: `https://acme.atlassian.net/wiki/spaces/ENG/pages/${id}`,
    spaceId,
    parentId: null,
    lastEditedTime: now,
    version: 3,
  };
}

const pagesBySpace: Record<string, ReturnType<typeof confluencePage>[]> = {
  '101': [confluencePage('2001', 'Orders API', '101'), confluencePage('2002', 'Webhooks', '101')],
  '102': [confluencePage('3001', 'Onboarding', '102')],
};

describe('Add external docs from Confluence', () => {
  const fetchMock = stubFetch();
  const sent: { method: string; path: string; query: string; body: unknown }[] = [];
  const setup = ({ connected, tokenStatus = 200 }: { connected: boolean; tokenStatus?: number }) => {
    sent.length = 0;
    fetchMock.mockImplementation(async (input, init) => {
      const [path = '', query = ''] = String(input).split('?');
      const method = init?.method ?? 'GET';
      sent.push({ method, path, query, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (path === '/api/integrations') {
        return jsonResponse(200, {
          integrations: connected
            ? [integrationFixture({ platform: 'confluence', teamName: 'acme.atlassian.net' })]
            : [],
          catalogue: [
            catalogueEntryFixture('notion', { configured: false, missingConfig: ['NOTION_CLIENT_ID'] }),
            catalogueEntryFixture('confluence', {
              configured: false,
              missingConfig: ['CONFLUENCE_CLIENT_ID', 'CONFLUENCE_CLIENT_SECRET'],
            }),
            catalogueEntryFixture('sharepoint', { comingSoon: true, connectMethod: 'none' }),
          ],
        });
      }
      if (path === '/api/integrations/confluence/spaces') {
        return jsonResponse(200, {
          spaces: [
            { id: '101', key: 'ENG', name: 'Engineering', url: null },
            { id: '102', key: 'HR', name: 'People', url: null },
          ],
          next_cursor: null,
        });
      }
      if (path === '/api/integrations/confluence/pages') {
        const spaceId = new URLSearchParams(query).get('space_id') ?? '';
        return jsonResponse(200, { pages: pagesBySpace[spaceId] ?? [], next_cursor: null, has_more: false });
      }
      if (path === '/api/integrations/confluence/token') {
        return tokenStatus === 200
          ? jsonResponse(200, {
              success: true,
              message: 'Confluence connected',
              integration: integrationFixture({ platform: 'confluence', teamName: 'acme.atlassian.net' }),
            })
          : jsonResponse(422, {
              error: {
                code: 'VALIDATION_ERROR',
                message: 'https://acme.atlassian.net refused this email and API token.',
                details: { fields: [{ path: 'apiToken', message: 'refused' }] },
              },
            });
      }
      if (path === '/api/doc-sources' && method === 'POST')
        return jsonResponse(201, { id: docSourceFixture().id, docSource: docSourceFixture() });
      return jsonResponse(404, { error: { code: 'NOT_FOUND', message: 'not scripted' } });
    });
  };
  beforeEach(() => window.localStorage.setItem('auth_token', 'tok'));
  const render = () =>
    renderWithProviders(<AddExternalDocsDialog repository={repository} open onOpenChange={() => {}} />);

  it('picks pages from two spaces and creates a Confluence source linked to the repository', async () => {
    setup({ connected: true });
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Select Confluence' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Orders API' }));
    await user.selectOptions(screen.getByLabelText('Space'), '102');
    await user.click(await screen.findByRole('checkbox', { name: 'Onboarding' }));
    expect(screen.getByText('2 of 2 selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create & Link' }));
    await vi.waitFor(() => expect(getToasts().map((toast) => toast.title)).toContain('Docs added'));
    const created = sent.find((request) => request.method === 'POST' && request.path === '/api/doc-sources');
    expect(created?.body).toEqual({
      provider: 'confluence',
      name: 'acme-orders docs',
      scope: { pageIds: ['2001', '3001'] },
      schedule: { type: 'daily', customCron: null },
      repositoryIds: [repository.id],
    });
  });

  it('names the OAuth variables and connects with an API token instead', async () => {
    setup({ connected: false, tokenStatus: 422 });
    const user = userEvent.setup();
    render();
    const list = await screen.findByRole('list', { name: 'Documentation providers' });
    expect(list).toHaveTextContent(
      'Not configured on this server (set CONFLUENCE_CLIENT_ID, CONFLUENCE_CLIENT_SECRET)',
    );
    await user.click(within(list).getByRole('button', { name: 'Use an API token' }));
    const dialog = await screen.findByRole('dialog', { name: 'Connect Confluence with an API token' });
    await user.click(within(dialog).getByRole('button', { name: 'Connect Confluence' }));
    expect(
      await within(dialog).findByText('Enter the site URL, e.g. https://acme.atlassian.net'),
    ).toBeInTheDocument();
    expect(sent.some((request) => request.path === '/api/integrations/confluence/token')).toBe(false);

    await user.type(within(dialog).getByLabelText('Site URL'), 'https://acme.atlassian.net');
    await user.type(within(dialog).getByLabelText('Atlassian account email'), 'ada@acme.test');
    await user.type(within(dialog).getByLabelText('API token'), 'ATATT-wrong');
    await user.click(within(dialog).getByRole('button', { name: 'Connect Confluence' }));
    expect(
      await within(dialog).findByText('https://acme.atlassian.net refused this email and API token.'),
    ).toBeInTheDocument();

    setup({ connected: false, tokenStatus: 200 });
    await user.click(within(dialog).getByRole('button', { name: 'Connect Confluence' }));
    await vi.waitFor(() => expect(getToasts().map((toast) => toast.title)).toContain('Confluence connected'));
    expect(sent.find((request) => request.path === '/api/integrations/confluence/token')?.body).toEqual({
      siteUrl: 'https://acme.atlassian.net',
      email: 'ada@acme.test',
      apiToken: 'ATATT-wrong',
    });
    expect(screen.queryByRole('dialog', { name: 'Connect Confluence with an API token' })).toBeNull();
  });
});
