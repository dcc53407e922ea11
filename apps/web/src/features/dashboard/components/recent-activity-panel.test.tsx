import type { DashboardActivity, DashboardActivityEntry } from '@driftwatch/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../../test/render-with-providers';
import { stubFetch } from '../../../test/stub-fetch';
import { RecentActivityPanel } from './recent-activity-panel';

const repository = { id: '00000000-0000-4000-8000-0000000000aa', name: 'acme/orders' };
const issue = {
  id: '00000000-0000-4000-8000-000000000001',
  key: 'DRIFT-7',
  title: 'sendInvoice takes retries, not maxRetries',
  severity: 'high' as const,
};

const resolved: DashboardActivityEntry = {
  type: 'issue',
  id: '00000000-0000-4000-8000-000000000101',
  at: '2026-11-20T10:00:00.000Z',
  kind: 'status_changed',
  actor_name: 'Grace Hopper',
  from_status: 'open',
  to_status: 'resolved',
  note: 'Docs rewritten',
  issue,
  repository,
};
const comment: DashboardActivityEntry = {
  ...resolved,
  id: '00000000-0000-4000-8000-000000000102',
  kind: 'comment_added',
  from_status: null,
  to_status: null,
  note: 'Looking at it',
};
const scan = (id: string, values: Partial<Extract<DashboardActivityEntry, { type: 'scan' }>>) =>
  ({
    type: 'scan',
    id,
    at: '2026-11-19T10:00:00.000Z',
    status: 'succeeded',
    trigger: 'manual',
    commit_sha: 'abcdef1234567890',
    issues_created: 3,
    issues_resolved: 1,
    error: null,
    repository,
    ...values,
  }) satisfies DashboardActivityEntry;

describe('RecentActivityPanel', () => {
  const fetchMock = stubFetch();

  it('says what happened, links issues, and pages back with the cursor', async () => {
    const pages: Record<string, DashboardActivity> = {
      '': {
        entries: [resolved, comment],
        next_cursor: '1763632800000000_00000000-0000-4000-8000-000000000102',
      },
      '1763632800000000_00000000-0000-4000-8000-000000000102': {
        entries: [
          scan('00000000-0000-4000-8000-000000000201', {}),
          scan('00000000-0000-4000-8000-000000000202', { status: 'failed', error: 'git clone failed' }),
        ],
        next_cursor: null,
      },
    };
    fetchMock.mockImplementation(async (input) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname !== '/api/dashboard/activity') return jsonResponse(404, {});
      return jsonResponse(
        200,
        pages[url.searchParams.get('cursor') ?? ''] ?? { entries: [], next_cursor: null },
      );
    });
    renderWithProviders(<RecentActivityPanel />);
    const panel = await screen.findByRole('region', { name: 'Recent activity' });
    const link = await within(panel).findByRole('link', { name: 'Grace Hopper resolved DRIFT-7' });
    expect(link).toHaveAttribute('href', `/drift-issues/${issue.id}`);
    expect(within(panel).getByText('Grace Hopper commented on DRIFT-7')).toBeInTheDocument();
    expect(within(panel).getByText('Looking at it')).toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('button', { name: 'Show more' }));
    expect(
      await within(panel).findByText('Scan of acme/orders: 3 new issues, 1 resolved'),
    ).toBeInTheDocument();
    expect(within(panel).getByText('Scan of acme/orders failed')).toBeInTheDocument();
    expect(within(panel).getByText('git clone failed')).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    expect(within(panel).getAllByRole('listitem')).toHaveLength(4);
    const limits = fetchMock.mock.calls.map(([input]) =>
      new URL(String(input), 'http://localhost').searchParams.get('limit'),
    );
    expect(limits).toEqual(['8', '8']);
  });

  it('says so only when there is no activity at all', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { entries: [], next_cursor: null }));
    renderWithProviders(<RecentActivityPanel />);
    expect(
      await screen.findByText('No activity yet. Scans and changes to drift issues will show here.'),
    ).toBeInTheDocument();
  });

  it('shows Error loading data with a retry when the call fails', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(500, { error: { code: 'SERVER_ERROR', message: 'boom' } }));
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { entries: [resolved], next_cursor: null }));
    renderWithProviders(<RecentActivityPanel />);
    expect(await screen.findByText('Error loading data')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Grace Hopper resolved DRIFT-7')).toBeInTheDocument();
  });
});
