import type { Repository } from '@driftwatch/contract';
import { driftIssueStatuses, driftSeverities } from '@driftwatch/contract';
import { Search } from 'lucide-react';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/native-select';
import type { DriftIssueFilters } from '../../drift-issues';

interface IssueFiltersBarProps {
  filters: DriftIssueFilters;
  repositories: Pick<Repository, 'id' | 'name'>[];
  onChange: (filters: DriftIssueFilters) => void;
}

export function IssueFiltersBar({ filters, repositories, onChange }: IssueFiltersBarProps) {
  return (
    <div className="grid grid-cols-2 gap-2 lg:grid-cols-[2fr_1fr_1fr_1fr]">
      <div className="relative col-span-2 lg:col-span-1">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
          aria-hidden
        />
        <Input
          aria-label="Search issues"
          placeholder="Search issues…"
          className="pl-9"
          value={filters.search}
          onChange={(event) => onChange({ ...filters, search: event.target.value })}
        />
      </div>
      <NativeSelect
        aria-label="Repository"
        value={filters.repository}
        onChange={(event) => onChange({ ...filters, repository: event.target.value })}
      >
        <option value="all">All repositories</option>
        {repositories.map((repository) => (
          <option key={repository.id} value={repository.id}>
            {repository.name}
          </option>
        ))}
      </NativeSelect>
      <NativeSelect
        aria-label="Status"
        value={filters.status}
        onChange={(event) => onChange({ ...filters, status: event.target.value })}
      >
        <option value="all">All statuses</option>
        {driftIssueStatuses.map((status) => (
          <option key={status} value={status}>
            {status.replaceAll('_', ' ')}
          </option>
        ))}
      </NativeSelect>
      <NativeSelect
        aria-label="Severity"
        value={filters.severity}
        onChange={(event) => onChange({ ...filters, severity: event.target.value })}
      >
        <option value="all">All severities</option>
        {driftSeverities.map((severity) => (
          <option key={severity} value={severity}>
            {severity}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
