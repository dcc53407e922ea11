// Public surface of the knowledge feature for the router and the repository cards.

export { useSetDocSourceLink } from './api/link-doc-source';
export { AddExternalDocsDialog } from './components/add-external-docs-dialog';
export { DocSourceStatusBadge } from './components/doc-source-status-badge';
export { EditExternalDocsDialog } from './components/edit-external-docs-dialog';
export { describeDocSourceProgress, useDocSourceProgress } from './hooks/use-doc-source-progress';
