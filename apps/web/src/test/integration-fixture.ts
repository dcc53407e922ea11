import type { CatalogueEntry, CatalogueId, Integration } from '@driftwatch/contract';

const now = '2026-11-20T10:00:00.000Z';

/** A connected integration record as the API returns it. */
export function integrationFixture(overrides: Partial<Integration> = {}): Integration {
  return {
    id: '00000000-0000-4000-8000-0000000000c1',
    platform: 'slack',
    connected: true,
    status: 'connected',
    statusReason: null,
    username: 'driftwatch',
    userEmail: null,
    teamName: 'Globex',
    externalId: 'T0001',
    avatar: null,
    scopes: ['chat:write'],
    organizationLevel: true,
    requiresOrg: true,
    connectedBy: null,
    emails: [],
    createdAt: now,
    updatedAt: now,
    disconnectedAt: null,
    ...overrides,
  };
}

const names: Record<CatalogueId, [name: string, category: CatalogueEntry['category']]> = {
  slack: ['Slack', 'notifications'],
  email: ['Email', 'notifications'],
  teams: ['Microsoft Teams', 'notifications'],
  linear: ['Linear', 'project_management'],
  notion: ['Notion', 'documentation'],
  confluence: ['Confluence', 'documentation'],
  sharepoint: ['SharePoint', 'documentation'],
  jira: ['Jira', 'project_management'],
  github_app: ['GitHub App', 'git'],
  gitlab: ['GitLab', 'git'],
  bitbucket: ['Bitbucket', 'git'],
};

/** A catalogue entry; by default available and configured, connecting by OAuth. */
export function catalogueEntryFixture(
  id: CatalogueId,
  overrides: Partial<CatalogueEntry> = {},
): CatalogueEntry {
  const [name, category] = names[id];
  return {
    id,
    name,
    description: `${name} for Driftwatch.`,
    category,
    features: [],
    comingSoon: false,
    connectMethod: 'oauth',
    configured: true,
    missingConfig: [],
    ...overrides,
  };
}
