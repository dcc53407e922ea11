// Public surface of the integrations feature for the shell and other features.

export { useIntegrations } from './api/fetch-integrations';
export { usePlatformIntegration } from './api/fetch-platform-integration';
export { ConnectionReturnNotice } from './components/connection-return-notice';
export { MissingSettings } from './components/missing-settings';
export { useConnectionReturnError } from './hooks/use-connection-return-error';
