import type { Repository } from '@driftwatch/contract';
import { driftIssueStatuses, driftSeverities } from '@driftwatch/contract';
import { FilterBar, filterSelect } from '../../../components/ui/filter-bar';
import type { DriftIssueFilters } from '../../drift-issues';

interface IssueFiltersBarProps {
  filters: DriftIssueFilters;
  repositories: Pick<Repository, 'id' | 'name'>[];
  onChange: (filters: DriftIssueFilters) => void;
}

function sentenceCase(value: string): string {
  const words = value.replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const statusOptions = [
  { value: 'all', label: 'All statuses' },
  ...driftIssueStatuses.map((status) => ({ value: status, label: sentenceCase(status) })),
];
const severityOptions = [
  { value: 'all', label: 'All severities' },
  ...driftSeverities.map((severity) => ({ value: severity, label: sentenceCase(severity) })),
];

export function IssueFiltersBar({ filters, repositories, onChange }: IssueFiltersBarProps) {
  const repositoryOptions = [
    { value: 'all', label: 'All repositories' },
    ...repositories.map((repository) => ({ value: repository.id, label: repository.name })),
  ];
  return (
    <FilterBar
      search={{
        label: 'Search issues',
        placeholder: 'Search issues…',
        value: filters.search,
        onChange: (search) => onChange({ ...filters, search }),
      }}
      selects={[
        filterSelect({
          label: 'Repository',
          value: filters.repository,
          options: repositoryOptions,
          onChange: (repository) => onChange({ ...filters, repository }),
        }),
        filterSelect({
          label: 'Status',
          value: filters.status,
          options: statusOptions,
          onChange: (status) => onChange({ ...filters, status }),
        }),
        filterSelect({
          label: 'Severity',
          value: filters.severity,
          options: severityOptions,
          onChange: (severity) => onChange({ ...filters, severity }),
        }),
      ]}
    />
  );
}
