// Public surface of the knowledge feature for the router and the repository cards.

export { useDocSources } from './api/fetch-doc-sources';
export { useSetDocSourceLink } from './api/link-doc-source';
export { AddExternalDocsDialog } from './components/add-external-docs-dialog';
export { EditExternalDocsDialog } from './components/edit-external-docs-dialog';
