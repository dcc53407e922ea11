import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getToasts } from '../../../lib/toast';
import { jsonResponse, renderWithProviders } from '../../../test/render-with-providers';
import { stubFetch } from '../../../test/stub-fetch';
import { AddAlertDialog } from './add-alert-dialog';

const repositoryId = '00000000-0000-4000-8000-0000000000aa';
const channel = {
  id: '00000000-0000-4000-8000-0000000000bb',
  index: 0,
  type: 'email',
  channels: [],
  emails: ['docs@acme.io'],
  webhookUrl: null,
  events: ['drift_detected'],
  active: true,
  lastError: null,
  lastErrorAt: null,
  createdAt: '2026-11-20T10:00:00.000Z',
};

describe('AddAlertDialog', () => {
  const fetchMock = stubFetch();
  const onOpenChange = vi.fn();
  beforeEach(() => {
    fetchMock.mockImplementation(async (input) =>
      String(input) === '/api/repositories/available-channels'
        ? jsonResponse(200, {
            types: ['email', 'webhook', 'slack'],
            channels: { slack: [], teams: [] },
            slackConnection: { state: 'connected', message: null },
          })
        : jsonResponse(201, { channel }),
    );
  });
  afterEach(() => {
    onOpenChange.mockReset();
  });
  const render = () =>
    renderWithProviders(<AddAlertDialog open onOpenChange={onOpenChange} repositoryIds={[repositoryId]} />);

  it('offers only the available types, and checks the target, then the events', async () => {
    render();
    const dialog = await screen.findByRole('dialog', { name: 'Add Alert' });
    const type = within(dialog).getByLabelText('Notification type');
    await vi.waitFor(() => expect(within(type).getAllByRole('option')).toHaveLength(4));
    expect(
      within(type)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Email', 'Webhook', 'Slack', 'Microsoft Teams']);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Alert' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Missing Information');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please enter a target for notifications.');
    expect(within(dialog).getByLabelText('Email addresses')).toHaveAttribute('aria-invalid', 'true');

    await userEvent.type(within(dialog).getByLabelText('Email addresses'), 'a@acme.io, b@acme.io');
    for (const name of ['Drift detected', 'Scan completed', 'Scan failed']) {
      await userEvent.click(within(dialog).getByRole('checkbox', { name }));
    }
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Alert' }));
    await vi.waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('No Events Selected'));
    expect(within(dialog).getAllByRole('alert')).toHaveLength(1);
    // Shown once: in the dialog, never repeated as a toast behind it.
    expect(getToasts().map((item) => item.title)).toEqual([]);
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);
  });

  it('sends the email list and the chosen events', async () => {
    render();
    const dialog = await screen.findByRole('dialog', { name: 'Add Alert' });
    await userEvent.type(within(dialog).getByLabelText('Email addresses'), 'a@acme.io, b@acme.io');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Scan completed' }));
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Enable Notifications' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Alert' }));
    await vi.waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(post?.[0]).toBe(`/api/repositories/${repositoryId}/notification-channels`);
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      type: 'email',
      events: ['drift_detected', 'scan_failed'],
      active: false,
      emails: 'a@acme.io, b@acme.io',
    });
  });
});

describe('AddAlertDialog for Slack and Microsoft Teams', () => {
  const fetchMock = stubFetch();
  const onOpenChange = vi.fn();
  beforeEach(() => {
    fetchMock.mockImplementation(async (input) =>
      String(input) === '/api/repositories/available-channels'
        ? jsonResponse(200, {
            types: ['email', 'webhook', 'teams', 'slack'],
            channels: {
              slack: [
                { id: 'C0DOCS', name: 'docs-alerts', private: false },
                { id: 'G0LEADS', name: 'leads', private: true },
              ],
              teams: [],
            },
            slackConnection: { state: 'connected', message: null },
          })
        : jsonResponse(201, { channel }),
    );
  });
  afterEach(() => {
    onOpenChange.mockReset();
  });
  const render = () =>
    renderWithProviders(<AddAlertDialog open onOpenChange={onOpenChange} repositoryIds={[repositoryId]} />);
  const postedBody = () =>
    JSON.parse(String(fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')?.[1]?.body));

  it('picks a Slack channel from the workspace list and sends its name', async () => {
    render();
    const dialog = await screen.findByRole('dialog', { name: 'Add Alert' });
    const type = within(dialog).getByLabelText('Notification type');
    await vi.waitFor(() => expect(within(type).getAllByRole('option')).toHaveLength(4));
    await userEvent.selectOptions(type, 'slack');
    const box = within(dialog).getByRole('combobox', { name: 'Slack channel' });
    await userEvent.click(box);
    const list = within(dialog).getByRole('listbox', { name: 'Slack channels' });
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['docs-alerts', 'leads']);
    expect(within(list).getByLabelText('Private channel')).toBeInTheDocument();
    await userEvent.type(box, 'lea');
    expect(within(dialog).getAllByRole('option', { name: /leads/ })).toHaveLength(1);
    expect(within(dialog).queryByRole('option', { name: /docs-alerts/ })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('option', { name: /leads/ }));
    expect(box).toHaveValue('leads');
    expect(within(dialog).queryByRole('listbox')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Critical drift' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Alert' }));
    await vi.waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(postedBody()).toEqual({
      type: 'slack',
      events: ['drift_detected', 'scan_completed', 'scan_failed', 'criticalDrift'],
      active: true,
      channels: ['leads'],
    });
  });

  it('closes the Slack channel list 150 ms after the box loses focus', async () => {
    render();
    const dialog = await screen.findByRole('dialog', { name: 'Add Alert' });
    const type = within(dialog).getByLabelText('Notification type');
    await vi.waitFor(() => expect(within(type).getAllByRole('option')).toHaveLength(4));
    await userEvent.selectOptions(type, 'slack');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Slack channel' }));
    expect(within(dialog).getByRole('listbox')).toBeInTheDocument();
    const blurredAt = Date.now();
    await userEvent.tab();
    expect(within(dialog).getByRole('listbox')).toBeInTheDocument();
    await vi.waitFor(() => expect(within(dialog).queryByRole('listbox')).not.toBeInTheDocument());
    expect(Date.now() - blurredAt).toBeGreaterThanOrEqual(140);
  });

  it('sends the pasted Teams webhook URL', async () => {
    render();
    const dialog = await screen.findByRole('dialog', { name: 'Add Alert' });
    const type = within(dialog).getByLabelText('Notification type');
    await vi.waitFor(() => expect(within(type).getAllByRole('option')).toHaveLength(4));
    await userEvent.selectOptions(type, 'teams');
    const url = 'https://contoso.webhook.office.com/webhookb2/abc@def/IncomingWebhook/123/456';
    await userEvent.type(within(dialog).getByLabelText('Teams webhook URL'), url);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Alert' }));
    await vi.waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(postedBody()).toEqual({
      type: 'teams',
      events: ['drift_detected', 'scan_completed', 'scan_failed'],
      active: true,
      webhookUrl: url,
    });
  });
});
