export { setupKeys } from './hooks/setup-query-keys';
export { useSetupState } from './hooks/use-setup-state';
