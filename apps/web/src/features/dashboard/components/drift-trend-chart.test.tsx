import type { DriftIssueTrend } from '@driftwatch/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, type vi } from 'vitest';
import { queryRoots } from '../../../lib/query-roots';
import { jsonResponse, renderWithProviders } from '../../../test/render-with-providers';
import { stubFetch } from '../../../test/stub-fetch';
import { DriftTrendChart } from './drift-trend-chart';

const repositoryId = '00000000-0000-4000-8000-0000000000aa';

/** A window of `days` days ending 2026-11-20, the open count rising by one a day from `start`. */
function trend(days: number, start: number, repository: string | null = null): DriftIssueTrend {
  const points = Array.from({ length: days }, (_, index) => {
    const date = new Date(Date.UTC(2026, 10, 20 - (days - 1 - index))).toISOString().slice(0, 10);
    return { date, open: start + index, created: 1, resolved: index === 0 ? 1 : 0 };
  });
  return {
    repository,
    days,
    from: points[0]?.date ?? '',
    to: points.at(-1)?.date ?? '',
    points,
  };
}

function requestedUrls(fetchMock: ReturnType<typeof vi.fn<typeof fetch>>): URL[] {
  return fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost'));
}

describe('DriftTrendChart', () => {
  const fetchMock = stubFetch();
  let openAtStart = 2;
  beforeEach(() => {
    openAtStart = 2;
    fetchMock.mockImplementation(async (input) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname !== '/api/drift-issues/trend') return jsonResponse(404, {});
      const days = Number(url.searchParams.get('days'));
      return jsonResponse(200, trend(days, openAtStart, url.searchParams.get('repositoryId')));
    });
  });

  it('reads 30 days for every repository from the server and says what they show', async () => {
    renderWithProviders(<DriftTrendChart repository="all" />);
    // 30 days from 2 open: 31 open on the last day; 30 new, 1 resolved.
    expect(await screen.findByText('31 open now · 30 new · 1 resolved')).toBeInTheDocument();
    expect(screen.getByRole('img')).toHaveAccessibleName(
      'Open drift issues per day from Oct 22 to Nov 20: 2 at the start, 31 at the end; 30 new and 1 resolved in that time.',
    );
    const [url] = requestedUrls(fetchMock);
    expect(url?.pathname).toBe('/api/drift-issues/trend');
    expect(url?.searchParams.get('days')).toBe('30');
    expect(url?.searchParams.has('repositoryId')).toBe(false);
    expect(screen.getByRole('button', { name: '30d' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('follows the repository filter and the range switch', async () => {
    renderWithProviders(<DriftTrendChart repository={repositoryId} />);
    await screen.findByText('31 open now · 30 new · 1 resolved');
    await userEvent.click(screen.getByRole('button', { name: '7d' }));
    expect(await screen.findByText('8 open now · 7 new · 1 resolved')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '90d' }));
    expect(await screen.findByText('91 open now · 90 new · 1 resolved')).toBeInTheDocument();
    const calls = requestedUrls(fetchMock).map((url) => [
      url.searchParams.get('repositoryId'),
      url.searchParams.get('days'),
    ]);
    expect(calls).toEqual([
      [repositoryId, '30'],
      [repositoryId, '7'],
      [repositoryId, '90'],
    ]);
  });

  it('refetches when live events invalidate the drift issues', async () => {
    const { queryClient } = renderWithProviders(<DriftTrendChart repository="all" />);
    await screen.findByText('31 open now · 30 new · 1 resolved');
    openAtStart = 5;
    // What useLiveUpdates does on issue.created, issue.updated and scan.finished.
    await queryClient.invalidateQueries({ queryKey: queryRoots.driftIssues });
    expect(await screen.findByText('34 open now · 30 new · 1 resolved')).toBeInTheDocument();
  });

  it('says so in words when nothing happened in the window', async () => {
    fetchMock.mockImplementation(async () => {
      const quiet = trend(7, 0);
      const points = quiet.points.map((point) => ({ ...point, open: 0, created: 0, resolved: 0 }));
      return jsonResponse(200, { ...quiet, points });
    });
    renderWithProviders(<DriftTrendChart repository="all" />);
    expect(await screen.findByText('No drift issues in the last 7 days.')).toBeInTheDocument();
    expect(screen.getByText('0 open now · 0 new · 0 resolved')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('shows Error loading data with a retry when the call fails', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(500, { error: { code: 'SERVER_ERROR', message: 'boom' } }));
    renderWithProviders(<DriftTrendChart repository="all" />);
    expect(await screen.findByText('Error loading data')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('31 open now · 30 new · 1 resolved')).toBeInTheDocument();
    expect(screen.queryByText('Error loading data')).not.toBeInTheDocument();
  });
});
