import { Cell, Pie, PieChart, ResponsiveContainer } from 'recharts';

interface SeatChartProps {
  used: number;
  assigned: number;
}

/** Seats held against seats paid for, as a ring with the percentage in the middle. */
export function SeatChart({ used, assigned }: SeatChartProps) {
  const free = Math.max(0, assigned - used);
  const data = [
    { name: 'Held', value: Math.min(used, assigned) },
    { name: 'Free', value: free },
  ];
  const percent = assigned > 0 ? Math.round((used / assigned) * 100) : 0;
  return (
    <div
      className="relative size-28 shrink-0"
      role="img"
      aria-label={`${used} of ${assigned} seats in use (${percent}%)`}
    >
      <ResponsiveContainer width="100%" height="100%">
        <PieChart>
          <Pie
            data={data}
            dataKey="value"
            innerRadius="70%"
            outerRadius="100%"
            startAngle={90}
            endAngle={-270}
            stroke="none"
            isAnimationActive={false}
          >
            <Cell fill="#4f46e5" />
            <Cell fill="#e2e8f0" />
          </Pie>
        </PieChart>
      </ResponsiveContainer>
      <span className="absolute inset-0 flex items-center justify-center text-lg font-semibold text-slate-900 tabular-nums">
        {percent}%
      </span>
    </div>
  );
}
