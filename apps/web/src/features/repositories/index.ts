export { RepositoriesPanel } from './components/repositories-panel';
export { repositoryKeys } from './hooks/repository-query-keys';
export { useRepositories } from './hooks/use-repositories';
