import type { Repository } from '@driftwatch/contract';

/** A connected repository as the API returns it, for screens that list or show one. */
export function repositoryFixture(overrides: Partial<Repository> = {}): Repository {
  const now = '2026-11-20T10:00:00.000Z';
  return {
    id: '00000000-0000-4000-8000-0000000000aa',
    name: 'acme-orders',
    repoName: 'acme-orders',
    fullName: 'samples/acme-orders',
    url: '/srv/samples/acme-orders',
    webUrl: null,
    defaultBranch: 'main',
    provider: 'git',
    platform: 'git',
    externalId: 'sample:acme-orders',
    language: 'TypeScript',
    description: null,
    isPrivate: false,
    connected: true,
    status: 'monitored',
    statusMessage: null,
    lastScanAt: null,
    lastDriftStatus: null,
    mappingConfig: {
      docFolders: ['/docs/'],
      mainDocFile: 'README.md',
      customMappingFile: null,
      ignorePatterns: [],
      codePatterns: ['*.ts'],
      docPatterns: ['*.md'],
      ignorePaths: [],
      notionPageIds: [],
    },
    scanSchedule: {
      type: 'onPush',
      customCron: null,
      scanFrequency: 24,
      detectAPIChanges: true,
      detectBreaking: true,
    },
    notificationConfig: [],
    activeAlerts: 0,
    openIssues: 0,
    lastScan: null,
    nextScanAt: null,
    hasCredentials: false,
    changeDetection: null,
    meta: { tags: [], notes: '' },
    createdAt: now,
    updatedAt: now,
    ...overrides,
  };
}
