export { EarlyPreviewDialog } from './components/early-preview-dialog';
