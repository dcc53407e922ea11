import { Area, AreaChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { TrendPoint } from '../lib/build-trend';

const shortDay = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric' });
function label(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return shortDay.format(new Date(year ?? 1970, (month ?? 1) - 1, date ?? 1));
}

/** Open drift issues over the last two weeks. */
export function DriftTrendChart({ points }: { points: TrendPoint[] }) {
  const latest = points.at(-1)?.open ?? 0;
  const first = points[0]?.open ?? 0;
  return (
    <section
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
      aria-labelledby="trend-title"
    >
      <div className="mb-2 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="trend-title" className="text-sm font-semibold text-slate-900">
          Open issues, last 14 days
        </h2>
        <p className="text-xs text-slate-600">
          {latest} open now
          {latest !== first
            ? ` · ${latest > first ? '+' : ''}${latest - first} since ${label(points[0]?.day ?? '')}`
            : ''}
        </p>
      </div>
      <div
        className="h-40"
        role="img"
        aria-label={`Open drift issues per day: ${points.map((point) => `${label(point.day)} ${point.open}`).join(', ')}`}
      >
        <ResponsiveContainer width="100%" height="100%">
          <AreaChart data={points} margin={{ top: 8, right: 8, bottom: 0, left: -24 }}>
            <defs>
              <linearGradient id="trend-fill" x1="0" y1="0" x2="0" y2="1">
                <stop offset="0%" stopColor="#4f46e5" stopOpacity={0.3} />
                <stop offset="100%" stopColor="#4f46e5" stopOpacity={0} />
              </linearGradient>
            </defs>
            <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" vertical={false} />
            <XAxis
              dataKey="day"
              tickFormatter={label}
              tick={{ fontSize: 11, fill: '#64748b' }}
              tickLine={false}
              axisLine={false}
              minTickGap={24}
            />
            <YAxis
              allowDecimals={false}
              tick={{ fontSize: 11, fill: '#64748b' }}
              tickLine={false}
              axisLine={false}
            />
            <Tooltip
              labelFormatter={(value) => label(String(value))}
              formatter={(value) => [value, 'Open issues']}
            />
            <Area
              type="monotone"
              dataKey="open"
              stroke="#4f46e5"
              strokeWidth={2}
              fill="url(#trend-fill)"
              isAnimationActive={false}
            />
          </AreaChart>
        </ResponsiveContainer>
      </div>
    </section>
  );
}
