import { Search } from 'lucide-react';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/native-select';
import type {
  AlertsFilter,
  ProviderFilter,
  RepositoryFilters,
  StatusFilter,
} from '../lib/filter-repositories';

interface RepositoryFiltersBarProps {
  filters: RepositoryFilters;
  onChange: (filters: RepositoryFilters) => void;
}

const statuses: { value: StatusFilter; label: string }[] = [
  { value: 'all', label: 'All statuses' },
  { value: 'monitored', label: 'Monitored' },
  { value: 'paused', label: 'Paused' },
  { value: 'error', label: 'Error' },
];
const providers: { value: ProviderFilter; label: string }[] = [
  { value: 'all', label: 'All providers' },
  { value: 'github', label: 'GitHub' },
  { value: 'gitlab', label: 'GitLab' },
  { value: 'bitbucket', label: 'Bitbucket' },
  { value: 'git', label: 'Git' },
];
const alerts: { value: AlertsFilter; label: string }[] = [
  { value: 'all', label: 'All alerts' },
  { value: 'with-alerts', label: 'With alerts' },
  { value: 'no-alerts', label: 'No alerts' },
  { value: 'many-alerts', label: 'Many alerts (3+)' },
];

function pick<T extends string>(options: { value: T }[], value: string): T | undefined {
  return options.find((option) => option.value === value)?.value;
}

export function RepositoryFiltersBar({ filters, onChange }: RepositoryFiltersBarProps) {
  return (
    <div className="grid grid-cols-2 gap-2 lg:grid-cols-[2fr_1fr_1fr_1fr]">
      <div className="relative col-span-2 lg:col-span-1">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
          aria-hidden
        />
        <Input
          aria-label="Search repositories"
          placeholder="Search repositories…"
          className="pl-9"
          value={filters.search}
          onChange={(event) => onChange({ ...filters, search: event.target.value })}
        />
      </div>
      <NativeSelect
        aria-label="Status"
        value={filters.status}
        onChange={(event) => onChange({ ...filters, status: pick(statuses, event.target.value) ?? 'all' })}
      >
        {statuses.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
      <NativeSelect
        aria-label="Provider"
        value={filters.provider}
        onChange={(event) => onChange({ ...filters, provider: pick(providers, event.target.value) ?? 'all' })}
      >
        {providers.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
      <NativeSelect
        aria-label="Alerts"
        value={filters.alerts}
        onChange={(event) => onChange({ ...filters, alerts: pick(alerts, event.target.value) ?? 'all' })}
      >
        {alerts.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
