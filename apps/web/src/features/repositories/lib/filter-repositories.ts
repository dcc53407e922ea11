import type { Repository, RepositoryProvider, RepositoryStatus } from '@driftwatch/contract';

/** The "many alerts" filter: 3 or more active alerts. */
const MANY_ALERTS_THRESHOLD = 3;

export type StatusFilter = 'all' | RepositoryStatus;
export type ProviderFilter = 'all' | Exclude<RepositoryProvider, 'git'> | 'git';
export type AlertsFilter = 'all' | 'with-alerts' | 'no-alerts' | 'many-alerts';

export interface RepositoryFilters {
  search: string;
  status: StatusFilter;
  provider: ProviderFilter;
  alerts: AlertsFilter;
}

/** The status filter starts on monitored: the screen opens on the repositories being watched. */
export const defaultRepositoryFilters: RepositoryFilters = {
  search: '',
  status: 'monitored',
  provider: 'all',
  alerts: 'all',
};

function matchesAlerts(count: number, filter: AlertsFilter): boolean {
  if (filter === 'with-alerts') return count > 0;
  if (filter === 'no-alerts') return count === 0;
  if (filter === 'many-alerts') return count >= MANY_ALERTS_THRESHOLD;
  return true;
}

type Filterable = Pick<Repository, 'name' | 'fullName' | 'status' | 'provider' | 'activeAlerts'>;

/** Text search on name and full name, then status, provider and active-alert count. */
export function filterRepositories<T extends Filterable>(
  repositories: readonly T[],
  filters: RepositoryFilters,
): T[] {
  const text = filters.search.trim().toLowerCase();
  return repositories.filter(
    (repository) =>
      (text === '' ||
        repository.name.toLowerCase().includes(text) ||
        repository.fullName.toLowerCase().includes(text)) &&
      (filters.status === 'all' || repository.status === filters.status) &&
      (filters.provider === 'all' || repository.provider === filters.provider) &&
      matchesAlerts(repository.activeAlerts, filters.alerts),
  );
}

/** If nothing is connected but some are available, the available tab opens first. */
export function initialRepositoryTab(
  connectedCount: number,
  availableCount: number,
): 'connected' | 'available' {
  return connectedCount === 0 && availableCount > 0 ? 'available' : 'connected';
}
