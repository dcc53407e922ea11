export { useRepositories } from './api/fetch-repositories';
export { RepositoriesPanel } from './components/repositories-panel';
