import { AlertOctagon, CircleDot, FolderGit2, XCircle } from 'lucide-react';
import { Alert } from '../../../components/ui/alert';
import { StatCard } from '../../../components/ui/stat-card';
import { errorMessage } from '../../../lib/api-error';
import { useDashboardStats } from '../api/get-dashboard-stats';

/** The organization's health in four figures, from one call. */
export function MonitoringOverview() {
  const stats = useDashboardStats();
  if (stats.isError && !stats.data)
    return (
      <Alert tone="error" title="Error loading data">
        {errorMessage(stats.error, 'The monitoring figures could not be loaded.')}
      </Alert>
    );
  const data = stats.data;
  const value = (figure: number | undefined) => (figure === undefined ? '—' : figure);
  return (
    <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      <StatCard
        label="Monitored Repositories"
        value={value(data?.repositories.monitored)}
        icon={FolderGit2}
      />
      <StatCard label="Open Drift" value={value(data?.issues.open)} icon={CircleDot} tone="warning" />
      <StatCard
        label="Critical/High Open"
        value={value(data?.issues.critical_high)}
        icon={AlertOctagon}
        tone="danger"
      />
      <StatCard
        label="Failed Scans (7 days)"
        value={value(data?.scans.failed_last_7_days)}
        icon={XCircle}
        tone={data && data.scans.failed_last_7_days > 0 ? 'danger' : 'neutral'}
      />
    </div>
  );
}
