import type { PlanUsageResponse } from '@driftwatch/contract';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatUtcDay } from '../../../lib/format-date';

const axisTick = { fontSize: 11, fill: '#64748b' };

/** Pull requests analysed on each day of the billing period so far. */
export function PullRequestChart({ days }: { days: PlanUsageResponse['days'] }) {
  return (
    <div
      className="h-40 w-full"
      role="img"
      aria-label="Pull requests analysed per day in this billing period"
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={days} margin={{ top: 8, right: 8, bottom: 0, left: -24 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" vertical={false} />
          <XAxis
            dataKey="date"
            tickFormatter={formatUtcDay}
            tick={axisTick}
            tickLine={false}
            axisLine={false}
            minTickGap={24}
          />
          <YAxis allowDecimals={false} tick={axisTick} tickLine={false} axisLine={false} />
          <Tooltip
            labelFormatter={(value) => formatUtcDay(String(value))}
            formatter={(value) => [value, 'PRs analysed']}
            contentStyle={{ borderRadius: 8, borderColor: '#e2e8f0', fontSize: 12 }}
          />
          <Bar
            dataKey="count"
            fill="#4f46e5"
            maxBarSize={14}
            radius={[3, 3, 0, 0]}
            isAnimationActive={false}
          />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
