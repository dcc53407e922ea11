import type { DashboardNotifications, DashboardRepositories, DashboardStats } from '@driftwatch/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../../test/render-with-providers';
import { stubFetch } from '../../../test/stub-fetch';
import { MonitoringPage } from './monitoring-page';

const stats: DashboardStats = {
  issues: {
    total: 12,
    open: 7,
    critical_high: 3,
    resolved: 4,
    dismissed: 1,
    open_by_severity: { critical: 1, high: 2, medium: 3, low: 1 },
  },
  repositories: { connected: 3, monitored: 2, paused: 1, error: 0, with_drift: 2 },
  scans: { active: 0, failed_last_7_days: 2 },
};

const health: DashboardRepositories = {
  repositories: [
    {
      id: '00000000-0000-4000-8000-0000000000a1',
      name: 'orders',
      full_name: 'acme/orders',
      provider: 'git',
      status: 'monitored',
      status_message: null,
      drift_status: 'driftDetected',
      schedule: 'daily',
      next_scan_at: '2026-11-21T06:00:00.000Z',
      last_scan: {
        id: '00000000-0000-4000-8000-0000000000b1',
        status: 'failed',
        at: '2026-11-20T06:00:00.000Z',
        finished_at: '2026-11-20T06:01:00.000Z',
        error: 'git clone failed',
      },
      open: 4,
      open_by_severity: { critical: 1, high: 2, medium: 1, low: 0 },
    },
    {
      id: '00000000-0000-4000-8000-0000000000a2',
      name: 'billing',
      full_name: 'acme/billing',
      provider: 'git',
      status: 'paused',
      status_message: null,
      drift_status: null,
      schedule: 'onPush',
      next_scan_at: null,
      last_scan: null,
      open: 0,
      open_by_severity: { critical: 0, high: 0, medium: 0, low: 0 },
    },
  ],
};

const notifications: DashboardNotifications = {
  notifications: [
    {
      id: '00000000-0000-4000-8000-0000000000c1',
      at: '2026-11-20T07:00:00.000Z',
      type: 'email',
      event: 'drift_detected',
      target: 'docs@acme.test',
      status: 'failed',
      error: 'SMTP refused the message',
      issue_count: 3,
      repository: { id: '00000000-0000-4000-8000-0000000000a1', name: 'acme/orders' },
    },
  ],
  sent_last_7_days: 5,
  failed_last_7_days: 1,
};

describe('MonitoringPage', () => {
  const fetchMock = stubFetch();
  let answers: Record<string, unknown>;
  beforeEach(() => {
    answers = {
      '/api/dashboard/stats': stats,
      '/api/dashboard/repositories': health,
      '/api/dashboard/notifications': notifications,
      '/api/repositories': { repositories: [] },
    };
    fetchMock.mockImplementation(async (input) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      const answer = answers[path];
      return answer ? jsonResponse(200, answer) : jsonResponse(404, {});
    });
  });

  it('shows the overview figures, each repository’s health and the newest notifications', async () => {
    renderWithProviders(<MonitoringPage />);
    const figure = (label: string) =>
      screen.getByText(label).parentElement?.querySelector('p:last-child')?.textContent;
    await waitFor(() => expect(figure('Monitored Repositories')).toBe('2'));
    expect(figure('Open Drift')).toBe('7');
    expect(figure('Critical/High Open')).toBe('3');
    expect(figure('Failed Scans (7 days)')).toBe('2');

    const healthPanel = screen.getByRole('region', { name: 'Repository health' });
    expect(await within(healthPanel).findByText('2 repositories · 4 open drift')).toBeInTheDocument();
    const rows = within(healthPanel)
      .getAllByRole('listitem', { name: '' })
      .filter((row) => row.tagName === 'LI');
    expect(rows[0]).toHaveTextContent('acme/orders');
    const severities = within(healthPanel).getByRole('list', { name: 'Open drift by severity' });
    expect(
      within(severities)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(['1 Critical', '2 High', '1 Medium']);
    expect(within(healthPanel).getByText('git clone failed')).toBeInTheDocument();
    expect(within(healthPanel).getByText(/^Scan failed /)).toBeInTheDocument();
    expect(within(healthPanel).getByText(/^Next /)).toBeInTheDocument();
    expect(within(healthPanel).getByText('No open drift')).toBeInTheDocument();
    expect(within(healthPanel).getByText('Never scanned')).toBeInTheDocument();
    expect(within(healthPanel).getByText('Paused')).toBeInTheDocument();

    const alerts = screen.getByRole('region', { name: 'Notifications' });
    expect(await within(alerts).findByText('5 sent · 1 failed in the last 7 days')).toBeInTheDocument();
    expect(within(alerts).getByText('Drift detected · Email · 3 issues')).toBeInTheDocument();
    expect(within(alerts).getByText('docs@acme.test · acme/orders')).toBeInTheDocument();
    expect(within(alerts).getByText('SMTP refused the message')).toBeInTheDocument();
  });

  it('says a panel is empty only when its call answered with nothing', async () => {
    answers['/api/dashboard/repositories'] = { repositories: [] };
    answers['/api/dashboard/notifications'] = {
      notifications: [],
      sent_last_7_days: 0,
      failed_last_7_days: 0,
    };
    renderWithProviders(<MonitoringPage />);
    expect(await screen.findByText('No repositories connected yet.')).toBeInTheDocument();
    expect(
      await screen.findByText('No alerts sent yet. Add an alert to a repository to hear about new drift.'),
    ).toBeInTheDocument();
  });

  it('shows Error loading data in the panel whose call failed, and the others still load', async () => {
    delete answers['/api/dashboard/notifications'];
    renderWithProviders(<MonitoringPage />);
    const alerts = screen.getByRole('region', { name: 'Notifications' });
    expect(await within(alerts).findByText('Error loading data')).toBeInTheDocument();
    expect(await screen.findByText('2 repositories · 4 open drift')).toBeInTheDocument();
  });
});
