import type { DriftIssueStats } from '@driftwatch/contract';
import { AlertOctagon, CheckCircle2, CircleDot, ListChecks } from 'lucide-react';
import { StatCard } from '../../../components/ui/stat-card';

export function IssueStatCards({ stats }: { stats: DriftIssueStats | undefined }) {
  const value = (count: number | undefined) => (count === undefined ? '—' : count);
  return (
    <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      <StatCard label="Total Issues" value={value(stats?.total)} icon={ListChecks} />
      <StatCard label="Open Issues" value={value(stats?.open)} icon={CircleDot} tone="warning" />
      <StatCard label="Critical/High" value={value(stats?.critical_high)} icon={AlertOctagon} tone="danger" />
      <StatCard label="Resolved" value={value(stats?.resolved)} icon={CheckCircle2} tone="success" />
    </div>
  );
}
