import type { DriftIssueListItem } from '@driftwatch/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../../test/render-with-providers';
import { repositoryFixture } from '../../../test/repository-fixture';
import { stubFetch } from '../../../test/stub-fetch';
import { DashboardPage } from './dashboard-page';

function issue(index: number, overrides: Partial<DriftIssueListItem> = {}): DriftIssueListItem {
  return {
    id: `00000000-0000-4000-8000-00000000000${index}`,
    drift_id: `DRIFT-${index}`,
    key: `DRIFT-${index}`,
    title: `Issue number ${index}`,
    type_label: 'Internal Method Mismatch',
    severity: 'high',
    status: 'open',
    repository_id: '00000000-0000-4000-8000-0000000000aa',
    repository_name: 'acme/orders',
    created_at: '2026-11-20T10:00:00.000Z',
    file_count: 1,
    concerns: ['one', 'two', 'three'],
    concern_count: 5,
    ...overrides,
  };
}

const issues = [issue(1), issue(2, { severity: 'low' })];
const stats = {
  repository: null,
  total: 2,
  open: 2,
  critical_high: 1,
  resolved: 0,
  by_status: { open: 2, in_progress: 0, resolved: 0, ignored: 0, false_positive: 0 },
  by_severity: { critical: 0, high: 1, medium: 0, low: 1 },
};

const trend = {
  repository: null,
  days: 30,
  from: '2026-10-22',
  to: '2026-11-20',
  points: [{ date: '2026-11-20', open: 2, created: 2, resolved: 0 }],
};

describe('DashboardPage', () => {
  const fetchMock = stubFetch();
  beforeEach(() => {
    fetchMock.mockImplementation(async (input, init) => {
      const url = String(input);
      if (url.startsWith('/api/drift-issues/stats')) return jsonResponse(200, stats);
      if (url.startsWith('/api/drift-issues/trend')) return jsonResponse(200, trend);
      if (url.startsWith('/api/dashboard/activity'))
        return jsonResponse(200, { entries: [], next_cursor: null });
      if (url.startsWith('/api/drift-issues/bulk/status')) {
        const body = JSON.parse(String(init?.body)) as { issue_ids: string[] };
        return jsonResponse(200, {
          success: true,
          updated: body.issue_ids.length,
          issue_ids: body.issue_ids,
        });
      }
      if (url.startsWith('/api/drift-issues')) {
        const filtered = url.includes('severity=low')
          ? issues.filter((item) => item.severity === 'low')
          : issues;
        return jsonResponse(200, { data: filtered, total: filtered.length, limit: 200, offset: 0 });
      }
      if (url.startsWith('/api/repositories')) return jsonResponse(200, { repositories: [] });
      return jsonResponse(404, {});
    });
  });

  it('shows the cards, up to 3 concern names plus a count, and filters by severity', async () => {
    renderWithProviders(<DashboardPage />, { path: '/dashboard' });
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByText('Critical/High').nextSibling).toHaveTextContent('1');
    expect(within(table).getAllByText('+2 more')).toHaveLength(2);
    // The chart reads the server's history, not the listed issues.
    expect(await screen.findByText('2 open now · 2 new · 0 resolved')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/drift-issues/trend?days=30')).toBe(
      true,
    );
    await userEvent.selectOptions(screen.getByLabelText('Severity'), 'low');
    await vi.waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2));
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('severity=low'))).toBe(true);
    expect(fetchMock.mock.calls.every(([url]) => !String(url).includes('status=all'))).toBe(true);
  });

  it('selects all, shows the bulk bar and ignores the selection', async () => {
    renderWithProviders(<DashboardPage />, { path: '/dashboard' });
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all issues' }));
    expect(screen.getByText('2 issues selected')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ignore Selected' }));
    await vi.waitFor(() => expect(screen.queryByText('2 issues selected')).not.toBeInTheDocument());
    const bulkCall = fetchMock.mock.calls.find(([url]) => String(url) === '/api/drift-issues/bulk/status');
    expect(JSON.parse(String(bulkCall?.[1]?.body))).toEqual({
      issue_ids: [issues[0]?.id, issues[1]?.id],
      status: 'ignored',
    });
  });

  function answerWithNoIssues(repositories: unknown[]) {
    fetchMock.mockImplementation(async (input) =>
      String(input).startsWith('/api/drift-issues/stats')
        ? jsonResponse(200, { ...stats, total: 0, open: 0, critical_high: 0 })
        : String(input).startsWith('/api/repositories')
          ? jsonResponse(200, { repositories })
          : jsonResponse(200, { data: [], total: 0, limit: 200, offset: 0 }),
    );
  }

  it('says so when no issue matches', async () => {
    answerWithNoIssues([repositoryFixture()]);
    renderWithProviders(<DashboardPage />, { path: '/dashboard' });
    expect(await screen.findByText('No issues match your current filters.')).toBeInTheDocument();
    expect(screen.getByText('No drift issues found')).toBeInTheDocument();
  });

  it('points a newcomer with nothing connected at the Repositories screen', async () => {
    answerWithNoIssues([]);
    renderWithProviders(<DashboardPage />, { path: '/dashboard' });
    expect(await screen.findByRole('link', { name: 'Connect a repository' })).toHaveAttribute(
      'href',
      '/repositories',
    );
    expect(screen.getByText('No drift issues found')).toBeInTheDocument();
  });
});
