/**
 * A 500-page Notion workspace synced by a doc source: the real server (HTTP API, PostgreSQL) and
 * the real Notion SDK against the local fake Notion answering at Notion's documented rate limit
 * (3 requests a second, 429 with Retry-After past it). Measures the full sync, an incremental
 * sync with nothing changed, and one after 10 pages changed: time, requests, 429 answers.
 * Run: DATABASE_URL=postgres://... npx tsx --conditions=source apps/server/bench/notion-sync-bench.ts [--pages 500]
 */
import { docSourceScanResponseSchema, providerConnectResponseSchema } from '@driftwatch/contract';
import { blocks, text } from '../test/support/fakes/notion/notion-objects.js';
import { startFakeNotion } from '../test/support/fakes/notion/start-fake-notion.js';
import { expectApi, signUpOwner } from './bench-api.js';
import { readCountOption, runServerBench } from './run-server-bench.js';

const pageCount = readCountOption('pages', 500);
const fake = await startFakeNotion();
fake.state.rateLimit = { perSecond: 3 };

function pageBlocks(index: number, version: number) {
  return [
    blocks.heading(2, `Endpoint ${index}`),
    blocks.paragraph(
      'Call ',
      text(`handler${index}(request)`, { code: true }),
      ` to serve version ${version}.`,
    ),
    blocks.code('typescript', `const answer = await handler${index}(request);`),
    blocks.bulleted(['Returns a ', text('Response', { code: true })]),
  ];
}

const pages = Array.from({ length: pageCount }, (_, index) =>
  fake.state.addPage(`Page ${index}`, pageBlocks(index, 1)),
);

async function timedScan(baseUrl: string, token: string, sourceId: string, title: string): Promise<string> {
  const before = fake.state.requests.length;
  const limited = fake.state.rateLimited;
  const started = performance.now();
  const answer = docSourceScanResponseSchema.parse(
    await expectApi(baseUrl, 'POST', `/api/doc-sources/${sourceId}/scan`, 200, { token }),
  );
  const seconds = (performance.now() - started) / 1000;
  const requests = fake.state.requests.length - before;
  return (
    `notion ${title}: ${seconds.toFixed(1)} s, ${answer.pages_synced} pages read, ${requests} requests ` +
    `(${(requests / seconds).toFixed(2)}/s), ${fake.state.rateLimited - limited} answered 429`
  );
}

const figures: string[] = [];
try {
  await runServerBench(
    'notion-sync-bench',
    'all',
    async ({ server }) => {
      const owner = await signUpOwner(server, 'notion');
      const started = providerConnectResponseSchema.parse(
        await expectApi(server.url, 'GET', '/api/auth/notion/connect?source=knowledge', 200, {
          token: owner.token,
        }),
      );
      const fromNotion = await fetch(started.oauth_url, { redirect: 'manual' });
      const callback = new URL(fromNotion.headers.get('location') ?? '');
      await fetch(new URL(`${callback.pathname}${callback.search}`, server.url), { redirect: 'manual' });
      const created = (await expectApi(server.url, 'POST', '/api/doc-sources', 201, {
        token: owner.token,
        body: { provider: 'notion', name: 'Workspace', scope: { pageIds: pages.map((page) => page.id) } },
      })) as { id: string };
      figures.push(await timedScan(server.url, owner.token, created.id, `full sync of ${pageCount} pages`));
      figures.push(await timedScan(server.url, owner.token, created.id, 'incremental sync, nothing changed'));
      for (const page of pages.slice(0, 10)) fake.state.editPage(page.id, pageBlocks(0, 2));
      figures.push(
        await timedScan(server.url, owner.token, created.id, 'incremental sync, 10 pages changed'),
      );
    },
    fake.env,
  );
} finally {
  await fake.close();
}
for (const line of figures) console.log(line);
