import type { OpenBySeverity } from '@driftwatch/contract';
import { cn } from '../../../lib/cn';

const severities = [
  { key: 'critical', label: 'Critical', className: 'bg-red-100 text-red-800' },
  { key: 'high', label: 'High', className: 'bg-amber-100 text-amber-800' },
  { key: 'medium', label: 'Medium', className: 'bg-accent-100 text-accent-800' },
  { key: 'low', label: 'Low', className: 'bg-slate-100 text-slate-700' },
] as const;

/** Open drift per severity as small counted chips; a severity with none is left out. */
export function SeverityCounts({ counts }: { counts: OpenBySeverity }) {
  const shown = severities.filter((severity) => counts[severity.key] > 0);
  if (shown.length === 0) return <span className="text-xs text-emerald-700">No open drift</span>;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label="Open drift by severity">
      {shown.map((severity) => (
        <li
          key={severity.key}
          className={cn('rounded-full px-2 py-0.5 text-xs font-medium tabular-nums', severity.className)}
        >
          {counts[severity.key]} {severity.label}
        </li>
      ))}
    </ul>
  );
}
