import { createTestDatabase, type TestDatabase } from '@driftwatch/db/testing';
import { Client } from '@notionhq/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPacedFetch } from '../src/services/doc-sources/create-paced-fetch.js';
import { DocProviderError } from '../src/services/doc-sources/doc-provider-reader.js';
import { notionRequestPace } from '../src/services/doc-sources/notion/create-notion-api-client.js';
import { createNotionReader } from '../src/services/doc-sources/notion/create-notion-reader.js';
import { blocks, text } from './support/fakes/notion/notion-objects.js';
import { type FakeNotion, startFakeNotion } from './support/fakes/notion/start-fake-notion.js';

const compact = (id: string) => id.replaceAll('-', '');

describe('the Notion reader (official SDK) against the fake Notion', () => {
  let fake: FakeNotion;
  let token: string;
  let database: TestDatabase;
  const client = (options: { fetch?: typeof fetch; auth?: string } = {}) =>
    new Client({
      baseUrl: fake.url,
      auth: options.auth ?? token,
      retry: { maxRetries: 6 },
      ...(options.fetch ? { fetch: options.fetch } : {}),
    });

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    fake = await startFakeNotion();
    const code = fake.state.issueCode();
    token = fake.state.redeem(code) ?? '';
  });

  afterAll(async () => {
    await fake?.close();
    await database?.destroy();
  });

  it('turns blocks into Markdown and keeps the block id of every line', async () => {
    const child = fake.state.addPage('Child', [blocks.paragraph('Inside.')]);
    const claim = blocks.paragraph(
      'Call ',
      text('createOrder(items)', { code: true }),
      ' as the ',
      text('guide', { href: 'https://example.com/guide' }),
      ' says.',
    );
    const page = fake.state.addPage('Guide', [
      blocks.heading(2, 'Orders'),
      claim,
      blocks.code('shell', 'npm install shop'),
      blocks.bulleted(['First'], [blocks.bulleted(['Nested'])]),
      blocks.bulleted(['Second']),
      blocks.numbered(['One']),
      blocks.numbered(['Two']),
      blocks.table([
        ['Name', 'Type'],
        ['id', 'string'],
      ]),
      blocks.toggle('Details', [blocks.paragraph('Hidden text.')]),
      blocks.callout('💡', ['Use ', text('v2', { code: true })]),
      blocks.childPage(child.id, 'Child'),
    ]);
    const reader = createNotionReader(client());
    const described = await reader.describePages([page.id]);
    const summary = described.get(compact(page.id));
    if (!summary || summary instanceof DocProviderError) throw new Error('page not described');
    const rendered = await reader.readPage(summary);
    expect(rendered.markdown).toBe(
      [
        '# Guide',
        '',
        '## Orders',
        '',
        'Call `createOrder(items)` as the [guide](https://example.com/guide) says.',
        '',
        '```sh',
        'npm install shop',
        '```',
        '',
        '- First',
        '  - Nested',
        '- Second',
        '',
        '1. One',
        '2. Two',
        '',
        '| Name | Type |',
        '| --- | --- |',
        '| id | string |',
        '',
        'Details',
        '',
        'Hidden text.',
        '',
        '> 💡 Use `v2`',
        '',
        `[Child](https://www.notion.so/${compact(child.id)})`,
        '',
      ].join('\n'),
    );
    expect(rendered.lineBlocks[4]).toBe(compact(claim.id));
    expect(rendered.lineBlocks[0]).toBe(compact(page.id));
    expect(rendered.childPageIds).toEqual([child.id]);
  });

  it('follows has_more and next_cursor through long pages', async () => {
    const many = Array.from({ length: 230 }, (_, index) => blocks.paragraph(`Line ${index}`));
    const page = fake.state.addPage('Long', many);
    const reader = createNotionReader(client());
    const summary = (await reader.describePages([page.id])).get(compact(page.id));
    if (!summary || summary instanceof DocProviderError) throw new Error('page not described');
    const rendered = await reader.readPage(summary);
    expect(rendered.markdown).toContain('Line 0\n');
    expect(rendered.markdown).toContain('Line 229\n');
    expect(
      fake.state.requests.filter((request) => request.path.includes(`/v1/blocks/${page.id}`)),
    ).toHaveLength(3);
  });

  it('reports a deleted page as not_found and a revoked token as unauthorized', async () => {
    const reader = createNotionReader(client());
    const missing = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';
    const described = await reader.describePages([missing]);
    expect(described.get(missing)).toMatchObject({ code: 'not_found' });
    const revoked = createNotionReader(client({ auth: 'ntn_revoked' }));
    await expect(revoked.describePages([missing])).rejects.toMatchObject({ code: 'unauthorized' });
  });

  it('stays under the rate limit with the pace, even from two processes at once, and rides out 429 answers without it', async () => {
    const page = fake.state.addPage('Rate', [blocks.paragraph('x')]);
    fake.state.rateLimit = { perSecond: 3 };
    try {
      const limitedBefore = fake.state.rateLimited;
      // Two processes' clients for one token: separate fetch wrappers, one database.
      const [web, worker] = [1, 2].map(() =>
        client({ fetch: createPacedFetch(database.handle.db, 'notion:shared-token', notionRequestPace) }),
      );
      const started = performance.now();
      await Promise.all(
        [web, worker].map(async (paced) => {
          for (let index = 0; index < 5; index += 1) await paced?.blocks.children.list({ block_id: page.id });
        }),
      );
      // Ten requests at three a second, two at once to start: at least 8/3 s.
      expect(performance.now() - started).toBeGreaterThanOrEqual(2600);
      expect(fake.state.rateLimited - limitedBefore).toBe(0);

      await new Promise((resolve) => setTimeout(resolve, 1100));
      const eager = client();
      await Promise.all(Array.from({ length: 6 }, () => eager.blocks.children.list({ block_id: page.id })));
      expect(fake.state.rateLimited - limitedBefore).toBeGreaterThan(0);
    } finally {
      fake.state.rateLimit = undefined;
    }
  }, 30_000);
});
