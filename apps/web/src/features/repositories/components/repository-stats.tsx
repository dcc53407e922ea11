import { Activity, FolderGit2, Plus } from 'lucide-react';
import { StatCard } from '../../../components/ui/stat-card';

interface RepositoryStatsProps {
  connected: number;
  monitored: number;
  available: number;
}

export function RepositoryStats({ connected, monitored, available }: RepositoryStatsProps) {
  return (
    <div className="grid grid-cols-3 gap-2 sm:gap-4">
      <StatCard label="Connected Repositories" value={connected} icon={FolderGit2} />
      <StatCard label="Active Monitoring" value={monitored} icon={Activity} tone="success" />
      <StatCard label="Available to Connect" value={available} icon={Plus} tone="neutral" />
    </div>
  );
}
