export { useLinearStatus } from './api/fetch-linear-status';
export { PushToLinearDialog } from './components/push-to-linear-dialog';
