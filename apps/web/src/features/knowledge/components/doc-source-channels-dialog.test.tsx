import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { docSourceFixture } from '../../../test/doc-source-fixture';
import { jsonResponse, renderWithProviders } from '../../../test/render-with-providers';
import { stubFetch } from '../../../test/stub-fetch';
import { DocSourceChannelsDialog } from './doc-source-channels-dialog';

const source = docSourceFixture();
const channel = {
  id: '00000000-0000-4000-8000-0000000000c9',
  index: 0,
  type: 'email',
  channels: [],
  emails: ['docs@acme.io'],
  webhookUrl: null,
  events: ['syncFailed', 'criticalDrift'],
  active: true,
  lastError: null,
  lastErrorAt: null,
  createdAt: '2026-11-20T10:00:00.000Z',
};

describe('DocSourceChannelsDialog', () => {
  const fetchMock = stubFetch();
  const sent: { method: string; path: string; body: unknown }[] = [];
  let channels = [channel];
  beforeEach(() => {
    sent.length = 0;
    channels = [channel];
    window.localStorage.setItem('auth_token', 'tok');
    fetchMock.mockImplementation(async (input, init) => {
      const path = String(input).split('?')[0] ?? '';
      const method = init?.method ?? 'GET';
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      sent.push({ method, path, body });
      const base = `/api/doc-sources/${source.id}/notification-channels`;
      if (path === '/api/repositories/available-channels') {
        return jsonResponse(200, {
          types: ['email', 'webhook'],
          channels: { slack: [], teams: [] },
          slackConnection: { state: 'not_connected', message: null },
        });
      }
      if (path === base && method === 'GET') return jsonResponse(200, { channels });
      if (path === base && method === 'POST') {
        const created = {
          ...channel,
          id: '00000000-0000-4000-8000-0000000000ca',
          index: 1,
          type: 'webhook',
          emails: [],
          webhookUrl: body.webhookUrl,
          events: body.events,
        };
        channels = [...channels, created];
        return jsonResponse(201, { channel: created });
      }
      if (path === `${base}/${channel.id}` && method === 'DELETE') {
        channels = channels.filter((item) => item.id !== channel.id);
        return jsonResponse(200, { success: true, message: 'Deleted' });
      }
      return jsonResponse(404, { error: 'Not Found', code: 'NOT_FOUND', message: 'not scripted' });
    });
  });
  const render = () =>
    renderWithProviders(<DocSourceChannelsDialog source={source} open onOpenChange={() => {}} />);

  it('lists the channels with their source events and offers only the available types', async () => {
    render();
    expect(await screen.findByText('docs@acme.io')).toBeInTheDocument();
    expect(screen.getByText('Sync failed, Critical drift')).toBeInTheDocument();
    const type = screen.getByLabelText('Type');
    expect(
      within(type)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Email', 'Webhook']);
  });

  it('checks the target and the events before adding, then adds a webhook for the picked events', async () => {
    render();
    await screen.findByText('docs@acme.io');
    await userEvent.selectOptions(screen.getByLabelText('Type'), 'webhook');
    await userEvent.type(screen.getByLabelText('Webhook URL (HTTPS)'), 'http://hooks.acme.io/x');
    await userEvent.click(screen.getByRole('button', { name: 'Add channel' }));
    expect(await screen.findByText('The webhook URL must be a valid HTTPS URL')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Webhook URL (HTTPS)'));
    await userEvent.type(screen.getByLabelText('Webhook URL (HTTPS)'), 'https://hooks.acme.io/x');
    for (const event of [
      'Drift detected',
      'Critical drift',
      'Scan completed',
      'Scan failed',
      'Sync failed',
    ]) {
      await userEvent.click(screen.getByLabelText(event));
    }
    await userEvent.click(screen.getByRole('button', { name: 'Add channel' }));
    expect(await screen.findByText('Please select at least one event to monitor.')).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('Sync failed'));
    await userEvent.click(screen.getByRole('button', { name: 'Add channel' }));
    await vi.waitFor(() => expect(sent.some((request) => request.method === 'POST')).toBe(true));
    expect(sent.filter((request) => request.method === 'POST')).toHaveLength(1);
    expect(sent.find((request) => request.method === 'POST')?.body).toEqual({
      type: 'webhook',
      events: ['syncFailed'],
      active: true,
      webhookUrl: 'https://hooks.acme.io/x',
    });
    expect(await screen.findByText('https://hooks.acme.io/x')).toBeInTheDocument();
  });

  it('asks before deleting a channel', async () => {
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Email channel' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('Are you sure you want to delete this email notification channel?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await vi.waitFor(() => expect(screen.queryByText('docs@acme.io')).toBeNull());
    expect(sent).toContainEqual({
      method: 'DELETE',
      path: `/api/doc-sources/${source.id}/notification-channels/${channel.id}`,
      body: undefined,
    });
  });
});
