import type { DocSource, NotionPage } from '@driftwatch/contract';

const now = '2026-11-20T10:00:00.000Z';

/** A Notion page as GET /api/integrations/notion/pages lists it. */
export function notionPageFixture(id: string, title: string): NotionPage {
  return {
    id,
    title,
    url: `https://www.notion.so/${id.replaceAll('-', '')}`,
    lastEditedTime: now,
    parentId: null,
    icon: null,
  };
}

/** A synced Notion doc source as the API returns it. */
export function docSourceFixture(overrides: Partial<DocSource> = {}): DocSource {
  const pageIds = overrides.scope?.pageIds ?? ['1a2b3c4d-0000-4000-8000-000000000001'];
  return {
    id: '00000000-0000-4000-8000-0000000000d1',
    name: 'Orders API docs',
    provider: 'notion',
    scope: { pageIds },
    schedule: { type: 'daily', customCron: null },
    status: 'ok',
    lastSyncAt: now,
    lastError: null,
    pages: pageIds.map((id, index) => ({
      id,
      title: `Page ${index + 1}`,
      url: null,
      lastEditedTime: now,
      error: null,
    })),
    repositoryIds: [],
    createdAt: now,
    updatedAt: now,
    ...overrides,
  };
}
