import type { CatalogueId } from '@driftwatch/contract';

/** The screen's sections in order. The GitHub App is managed from the header, not from a card. */
export const integrationGroups: { title: string; ids: CatalogueId[] }[] = [
  { title: 'Documentation Sources', ids: ['notion', 'confluence', 'sharepoint'] },
  { title: 'Notifications', ids: ['slack', 'email', 'teams'] },
  { title: 'Project Management', ids: ['linear', 'jira'] },
];
