export { setupStateQueryKey, useSetupState } from './api/fetch-setup-state';
