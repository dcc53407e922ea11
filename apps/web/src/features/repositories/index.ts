export { RepositoriesPanel } from './components/repositories-panel';
export { repositoryKeys } from './hooks/repository-query-keys';
export { useLiveUpdates } from './hooks/use-live-updates';
export { useRepositories } from './hooks/use-repositories';
