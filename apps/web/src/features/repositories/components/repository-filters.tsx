import { FilterBar, type FilterOption, filterSelect } from '../../../components/ui/filter-bar';
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

const statuses: FilterOption<StatusFilter>[] = [
  { value: 'all', label: 'All statuses' },
  { value: 'monitored', label: 'Monitored' },
  { value: 'paused', label: 'Paused' },
  { value: 'error', label: 'Error' },
];
const providers: FilterOption<ProviderFilter>[] = [
  { value: 'all', label: 'All providers' },
  { value: 'github', label: 'GitHub' },
  { value: 'gitlab', label: 'GitLab' },
  { value: 'bitbucket', label: 'Bitbucket' },
  { value: 'git', label: 'Git' },
];
const alerts: FilterOption<AlertsFilter>[] = [
  { value: 'all', label: 'All alerts' },
  { value: 'with-alerts', label: 'With alerts' },
  { value: 'no-alerts', label: 'No alerts' },
  { value: 'many-alerts', label: 'Many alerts (3+)' },
];

export function RepositoryFiltersBar({ filters, onChange }: RepositoryFiltersBarProps) {
  return (
    <FilterBar
      search={{
        label: 'Search repositories',
        placeholder: 'Search repositories…',
        value: filters.search,
        onChange: (search) => onChange({ ...filters, search }),
      }}
      selects={[
        filterSelect({
          label: 'Status',
          value: filters.status,
          options: statuses,
          onChange: (status) => onChange({ ...filters, status }),
        }),
        filterSelect({
          label: 'Provider',
          value: filters.provider,
          options: providers,
          onChange: (provider) => onChange({ ...filters, provider }),
        }),
        filterSelect({
          label: 'Alerts',
          value: filters.alerts,
          options: alerts,
          onChange: (alerts) => onChange({ ...filters, alerts }),
        }),
      ]}
    />
  );
}
