export { useAvailableChannels } from './api/fetch-available-channels';
export { useRepositories } from './api/fetch-repositories';
export { RepositoriesPanel } from './components/repositories-panel';
