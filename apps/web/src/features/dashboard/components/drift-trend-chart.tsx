import type { DriftIssueTrend } from '@driftwatch/contract';
import { RotateCw } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { SegmentedControl } from '../../../components/ui/segmented-control';
import { errorMessage } from '../../../lib/api-error';
import { countOf } from '../../../lib/count-of';
import { formatUtcDay } from '../../../lib/format-date';
import { useDriftIssueTrend } from '../../drift-issues';
import { TrendPlot, trendColors } from './trend-plot';

const ranges = [
  { value: '7', label: '7d', title: 'Last 7 days' },
  { value: '30', label: '30d', title: 'Last 30 days' },
  { value: '90', label: '90d', title: 'Last 90 days' },
] as const;
type Range = (typeof ranges)[number]['value'];

function sum(trend: DriftIssueTrend, key: 'created' | 'resolved'): number {
  return trend.points.reduce((total, point) => total + point[key], 0);
}

/** What the chart shows, in words: the summary line and the screen-reader text of the plot. */
function describe(trend: DriftIssueTrend) {
  const open = trend.points.at(-1)?.open ?? 0;
  const created = sum(trend, 'created');
  const resolved = sum(trend, 'resolved');
  const span = `${formatUtcDay(trend.from)} to ${formatUtcDay(trend.to)}`;
  return {
    // No-break spaces inside each figure: a narrow screen wraps between them, never within one.
    summary: [`${open} open now`, `${created} new`, `${resolved} resolved`]
      .map((part) => part.replaceAll(' ', '\u00a0'))
      .join(' · '),
    plot: `Open drift issues per day from ${span}: ${trend.points[0]?.open ?? 0} at the start, ${open} at the end; ${created} new and ${resolved} resolved in that time.`,
  };
}

/** Nothing open, found or resolved in the window: a flat line at zero says less than a sentence. */
function isQuiet(trend: DriftIssueTrend): boolean {
  return trend.points.every((point) => point.open === 0 && point.created === 0 && point.resolved === 0);
}

function Legend() {
  const items = [
    { label: 'Open', color: trendColors.open },
    { label: 'New', color: trendColors.created },
    { label: 'Resolved', color: trendColors.resolved },
  ];
  return (
    <ul className="mt-2 flex flex-wrap justify-center gap-x-4 gap-y-1 text-xs text-slate-600" aria-hidden>
      {items.map((item) => (
        <li key={item.label} className="flex items-center gap-1.5">
          <span className="size-2.5 rounded-sm" style={{ backgroundColor: item.color }} />
          {item.label}
        </li>
      ))}
    </ul>
  );
}

/** Open, new and resolved drift issues per day, from the server, for the dashboard's repository filter. */
export function DriftTrendChart({ repository }: { repository: string }) {
  const [range, setRange] = useState<Range>('30');
  const trend = useDriftIssueTrend(repository, Number(range));
  const words = trend.data ? describe(trend.data) : null;

  return (
    <section
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
      aria-labelledby="trend-title"
      aria-busy={trend.isFetching}
    >
      <div className="mb-3 flex items-start justify-between gap-4">
        <div className="min-w-0">
          <h2 id="trend-title" className="text-sm font-semibold text-slate-900">
            Drift trend
          </h2>
          <p className="text-xs text-slate-600 tabular-nums">{words ? words.summary : '\u00a0'}</p>
        </div>
        <SegmentedControl label="Trend range" value={range} options={ranges} onChange={setRange} />
      </div>
      {trend.isError && !trend.data ? (
        <div className="flex h-40 flex-col items-center justify-center gap-2 text-center" role="alert">
          <p className="text-sm font-medium text-slate-900">Error loading data</p>
          <p className="text-xs text-slate-600">
            {errorMessage(trend.error, 'The trend could not be loaded.')}
          </p>
          <Button size="sm" variant="secondary" onClick={() => void trend.refetch()}>
            <RotateCw aria-hidden /> Try again
          </Button>
        </div>
      ) : trend.data && isQuiet(trend.data) ? (
        <div className="flex h-40 items-center justify-center rounded-lg border border-dashed border-slate-200 text-sm text-slate-600">
          No drift issues in the last {countOf(trend.data.days, 'day')}.
        </div>
      ) : trend.data && words ? (
        <>
          <div className="h-40" role="img" aria-label={words.plot}>
            <TrendPlot points={trend.data.points} />
          </div>
          <Legend />
        </>
      ) : (
        <div
          className="h-40 animate-pulse rounded-lg bg-slate-100"
          role="status"
          aria-label="Loading the trend"
        />
      )}
    </section>
  );
}
