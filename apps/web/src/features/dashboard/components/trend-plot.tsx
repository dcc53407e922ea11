import type { DriftIssueTrendPoint } from '@driftwatch/contract';
import {
  Area,
  Bar,
  CartesianGrid,
  ComposedChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatUtcDay } from '../../../lib/format-date';

/** The series' colours, shared with the legend. */
export const trendColors = { open: '#4f46e5', created: '#f59e0b', resolved: '#10b981' } as const;

const seriesNames: Record<string, string> = { open: 'Open', created: 'New', resolved: 'Resolved' };
const axisTick = { fontSize: 11, fill: '#64748b' };

/** Open issues as an area, each day's new and resolved issues as bars below it. */
export function TrendPlot({ points }: { points: DriftIssueTrendPoint[] }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <ComposedChart data={points} margin={{ top: 8, right: 8, bottom: 0, left: -24 }} barGap={1}>
        <defs>
          <linearGradient id="trend-fill" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0%" stopColor={trendColors.open} stopOpacity={0.25} />
            <stop offset="100%" stopColor={trendColors.open} stopOpacity={0} />
          </linearGradient>
        </defs>
        <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" vertical={false} />
        <XAxis
          dataKey="date"
          tickFormatter={formatUtcDay}
          tick={axisTick}
          tickLine={false}
          axisLine={false}
          minTickGap={28}
        />
        <YAxis allowDecimals={false} tick={axisTick} tickLine={false} axisLine={false} />
        <Tooltip
          labelFormatter={(value) => formatUtcDay(String(value))}
          formatter={(value, name) => [value, seriesNames[String(name)] ?? String(name)]}
          contentStyle={{ borderRadius: 8, borderColor: '#e2e8f0', fontSize: 12 }}
        />
        <Bar dataKey="created" fill={trendColors.created} maxBarSize={8} isAnimationActive={false} />
        <Bar dataKey="resolved" fill={trendColors.resolved} maxBarSize={8} isAnimationActive={false} />
        <Area
          type="monotone"
          dataKey="open"
          stroke={trendColors.open}
          strokeWidth={2}
          fill="url(#trend-fill)"
          isAnimationActive={false}
        />
      </ComposedChart>
    </ResponsiveContainer>
  );
}
