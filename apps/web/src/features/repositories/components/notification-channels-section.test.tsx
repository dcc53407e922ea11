import type { NotificationChannel } from '@driftwatch/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers';
import { repositoryFixture } from '../../../test/repository-fixture';
import { NotificationChannelsSection } from './notification-channels-section';

function channelFixture(overrides: Partial<NotificationChannel>): NotificationChannel {
  return {
    id: '00000000-0000-4000-8000-0000000000c1',
    index: 0,
    type: 'slack',
    channels: ['docs-alerts'],
    emails: [],
    webhookUrl: null,
    events: ['drift_detected'],
    active: true,
    lastError: null,
    lastErrorAt: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

describe('NotificationChannelsSection', () => {
  it("shows a channel's last delivery error, and the Teams webhook by its host only", async () => {
    const repository = repositoryFixture({
      notificationConfig: [
        channelFixture({
          lastError: 'Slack channel #docs-alerts is archived.',
          lastErrorAt: '2026-11-21T09:00:00.000Z',
        }),
        channelFixture({
          id: '00000000-0000-4000-8000-0000000000c2',
          index: 1,
          type: 'teams',
          channels: [],
          webhookUrl: 'https://contoso.webhook.office.com/…',
        }),
      ],
    });
    renderWithProviders(<NotificationChannelsSection repository={repository} />);
    await userEvent.click(screen.getByRole('button', { name: /Notification channels/ }));
    const entries = screen.getAllByRole('listitem');
    expect(entries).toHaveLength(2);
    expect(entries[0]).toHaveTextContent('#docs-alerts');
    expect(entries[0]).toHaveTextContent(
      /Last delivery failed \(.+\): Slack channel #docs-alerts is archived\./,
    );
    expect(within(entries[1] as HTMLElement).getByText('https://contoso.webhook.office.com/…')).toBeVisible();
    expect(entries[1]).not.toHaveTextContent('Last delivery failed');
  });
});
