import { readFile } from 'node:fs/promises';
import {
  connectRepositoryResponseSchema,
  driftIssueListResponseSchema,
  type LiveEvent,
} from '@driftwatch/contract';
import { z } from 'zod';
import { type BenchOwner, expectApi } from './bench-api.js';
import { openLiveStream } from './open-live-stream.js';

export const sampleName = 'acme-orders';

/** Milliseconds of one sample connection, from the request to the issues in the list. */
export interface SampleScanTimings {
  total: number;
  /** POST /api/repositories/sample: building the sample's git history, the rows, queueing the scan. */
  connect: number;
  /** Until a worker claims the scan (pg-boss polling). */
  queue: number;
  /** Clone into the data dir and a work tree of the commit, until the engine reports progress. */
  checkout: number;
  engine: number;
  /** Storing the issues in one transaction, then publishing them and scan.finished. */
  reconcile: number;
  /** GET /api/drift-issues until it lists every expected issue. */
  list: number;
}

/** The planted drifts of the sample, which its first scan must turn into exactly this many issues. */
export async function readExpectedIssueCount(): Promise<number> {
  const file = new URL(`../../../samples/${sampleName}/expected.json`, import.meta.url);
  const labels = z.object({ expected: z.array(z.unknown()) }).parse(JSON.parse(await readFile(file, 'utf8')));
  return labels.expected.length;
}

async function waitForIssueCount(baseUrl: string, token: string, expected: number): Promise<void> {
  const deadline = performance.now() + 10_000;
  for (;;) {
    const list = driftIssueListResponseSchema.parse(
      await expectApi(baseUrl, 'GET', '/api/drift-issues?limit=100', 200, { token }),
    );
    if (list.total === expected) return;
    if (performance.now() > deadline)
      throw new Error(`The sample scan left ${list.total} drift issues; ${expected} are planted`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * A newcomer's first minute, for the owner of a new organization: open the live stream like the
 * web app, connect the sample, and wait until the scan has finished and the issue list shows its
 * issues. The live events mark the phases as this client sees them.
 */
export async function measureSampleScan(
  baseUrl: string,
  owner: BenchOwner,
  expectedIssues: number,
): Promise<SampleScanTimings> {
  const stream = await openLiveStream(baseUrl, owner.token);
  try {
    const start = performance.now();
    const connected = connectRepositoryResponseSchema.parse(
      await expectApi(baseUrl, 'POST', '/api/repositories/sample', 201, {
        token: owner.token,
        body: { name: sampleName },
      }),
    );
    const connectedAt = performance.now();
    const scanId = connected.scan?.id;
    if (!scanId) throw new Error('Connecting the sample queued no scan');
    const ofScan = (check: (event: LiveEvent) => boolean) => (event: LiveEvent) =>
      'scanId' in event && event.scanId === scanId && check(event);
    const claimed = await stream.next(ofScan((event) => event.type === 'scan.started'));
    const discovering = await stream.next(
      ofScan((event) => event.type === 'scan.progress' && event.phase === 'discover'),
    );
    const engineDone = await stream.next(
      ofScan((event) => event.type === 'scan.progress' && event.phase === 'done'),
    );
    const finished = await stream.next(ofScan((event) => event.type === 'scan.finished'));
    if (finished.event.type === 'scan.finished' && finished.event.status !== 'succeeded')
      throw new Error(`The sample scan ${finished.event.status}: ${finished.event.error}`);
    await waitForIssueCount(baseUrl, owner.token, expectedIssues);
    const end = performance.now();
    return {
      total: end - start,
      connect: connectedAt - start,
      queue: claimed.receivedAt - connectedAt,
      checkout: discovering.receivedAt - claimed.receivedAt,
      engine: engineDone.receivedAt - discovering.receivedAt,
      reconcile: finished.receivedAt - engineDone.receivedAt,
      list: end - finished.receivedAt,
    };
  } finally {
    stream.close();
  }
}
