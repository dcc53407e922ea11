import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useLiveUpdates } from '../../../lib/use-live-updates';
import { docSourceFixture } from '../../../test/doc-source-fixture';
import { jsonResponse, renderWithProviders } from '../../../test/render-with-providers';
import { repositoryFixture } from '../../../test/repository-fixture';
import { stubFetch } from '../../../test/stub-fetch';
import { ExternalDocsSection } from './external-docs-section';

/** The browser's stream, across the network from the page: the test plays the server's events. */
class StreamStandIn extends EventTarget {
  static opened: StreamStandIn[] = [];
  constructor(readonly url: string) {
    super();
    StreamStandIn.opened.push(this);
  }
  close() {}
  emit(type: string, data: unknown) {
    this.dispatchEvent(new MessageEvent(type, { data: JSON.stringify(data) }));
  }
}

function ListeningSection() {
  useLiveUpdates();
  return <ExternalDocsSection repository={repository} />;
}

const repository = repositoryFixture();
const source = docSourceFixture({
  scope: { pageIds: ['1a2b3c4d-0000-4000-8000-000000000001', '9f8e7d6c-0000-4000-8000-000000000002'] },
  repositoryIds: [repository.id],
  lastSyncAt: null,
  status: 'error',
  lastError: 'Notion refused the token (revoked)',
});

describe('ExternalDocsSection', () => {
  const fetchMock = stubFetch();
  const sent: { method: string; path: string }[] = [];
  let linked = [source];
  beforeEach(() => {
    sent.length = 0;
    linked = [source];
    window.localStorage.setItem('auth_token', 'tok');
    fetchMock.mockImplementation(async (input, init) => {
      const path = String(input).split('?')[0] ?? '';
      const method = init?.method ?? 'GET';
      sent.push({ method, path });
      if (path === '/api/live/ticket')
        return jsonResponse(200, {
          ticket: 't',
          expiresAt: '2026-01-01T00:00:00.000Z',
          url: '/api/live/events?ticket=t',
        });
      if (path === `/api/repositories/${repository.id}/doc-sources`)
        return jsonResponse(200, { docSources: linked });
      if (path === `/api/repositories/${repository.id}/doc-sources/${source.id}` && method === 'DELETE') {
        linked = [];
        return jsonResponse(200, { docSources: [] });
      }
      return jsonResponse(404, { error: 'Not Found', code: 'NOT_FOUND', message: 'not scripted' });
    });
  });

  it('shows the page total, each source with its pages by 8-character id, last sync and status', async () => {
    renderWithProviders(<ExternalDocsSection repository={repository} />);
    const toggle = await screen.findByRole('button', { name: /External docs 2 pages/ });
    await userEvent.click(toggle);
    const entry = await screen.findByRole('listitem');
    expect(entry).toHaveTextContent('Orders API docs');
    expect(entry).toHaveTextContent('Sync failed');
    expect(entry).toHaveTextContent('Last sync Never');
    expect(entry).toHaveTextContent('Notion refused the token (revoked)');
    await userEvent.click(within(entry).getByRole('button', { name: /^Orders API docs/ }));
    const pages = within(entry).getByRole('list', { name: 'Pages of Orders API docs' });
    expect(within(pages).getByText('1a2b3c4d')).toBeInTheDocument();
    expect(within(pages).getByText('9f8e7d6c')).toBeInTheDocument();
  });

  it('asks before Remove, then unlinks the docs set', async () => {
    renderWithProviders(<ExternalDocsSection repository={repository} />);
    await userEvent.click(await screen.findByRole('button', { name: /External docs/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Orders API docs' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('Unlink this docs set from the repository?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Unlink' }));
    await vi.waitFor(() =>
      expect(sent).toContainEqual({
        method: 'DELETE',
        path: `/api/repositories/${repository.id}/doc-sources/${source.id}`,
      }),
    );
    expect(await screen.findByText('No external documentation linked yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /External docs 0 pages/ })).toBeInTheDocument();
  });

  it('shows a running sync live: pages synced of pages known, then the check, then the last sync again', async () => {
    StreamStandIn.opened = [];
    vi.stubGlobal('EventSource', StreamStandIn);
    renderWithProviders(<ListeningSection />);
    await userEvent.click(await screen.findByRole('button', { name: /External docs/ }));
    const entry = await screen.findByRole('listitem');
    const stream = await vi.waitFor(() => {
      const [opened] = StreamStandIn.opened;
      if (!opened) throw new Error('no stream yet');
      return opened;
    });
    const at = '2026-01-01T00:00:00.000Z';
    const progress = { type: 'doc_source.progress', docSourceId: source.id, at };
    stream.emit('doc_source.progress', { ...progress, phase: 'syncing', done: 3, total: 12 });
    expect(await within(entry).findByText('Syncing 3 of 12 pages…')).toBeInTheDocument();
    stream.emit('doc_source.progress', { ...progress, phase: 'scanning', done: 0, total: 0 });
    expect(await within(entry).findByText('Scanning…')).toBeInTheDocument();
    stream.emit('doc_source.finished', {
      type: 'doc_source.finished',
      docSourceId: source.id,
      status: 'ok',
      at,
    });
    expect(await within(entry).findByText('2 pages · Last sync Never')).toBeInTheDocument();
    vi.unstubAllGlobals();
  });
});
