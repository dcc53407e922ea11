export { useSetupState } from './api/fetch-setup-state';
