import { readFile } from 'node:fs/promises';
import {
  connectRepositoryResponseSchema,
  driftIssueListResponseSchema,
  type LiveEvent,
} from '@driftwatch/contract';
import { z } from 'zod';
import { type BenchOwner, expectApi } from './bench-api.js';
import { openLiveStream } from './open-live-stream.js';

const sampleName = 'acme-orders';

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
  /** Delivering scan.finished, then GET /api/drift-issues until it lists every expected issue. */
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
 * issues. The scan's live events mark its phases.
 */
export async function measureSampleScan(
  baseUrl: string,
  owner: BenchOwner,
  expectedIssues: number,
): Promise<SampleScanTimings> {
  const stream = await openLiveStream(baseUrl, owner.token);
  try {
    const start = Date.now();
    const connected = connectRepositoryResponseSchema.parse(
      await expectApi(baseUrl, 'POST', '/api/repositories/sample', 201, {
        token: owner.token,
        body: { name: sampleName },
      }),
    );
    const connectedAt = Date.now();
    const scanId = connected.scan?.id;
    if (!scanId) throw new Error('Connecting the sample queued no scan');
    // Each event carries the moment the worker reached that point (`at`, this machine's clock); a
    // progress event is published without waiting, so its arrival could lag behind the next phase.
    const reached = async (check: (event: LiveEvent) => boolean) => {
      const { event } = await stream.next(
        (event) => 'scanId' in event && event.scanId === scanId && check(event),
      );
      return { event, at: Date.parse(event.at) };
    };
    const claimed = await reached((event) => event.type === 'scan.started');
    const discovering = await reached(
      (event) => event.type === 'scan.progress' && event.phase === 'discover',
    );
    const engineDone = await reached((event) => event.type === 'scan.progress' && event.phase === 'done');
    const finished = await reached((event) => event.type === 'scan.finished');
    if (finished.event.type === 'scan.finished' && finished.event.status !== 'succeeded')
      throw new Error(`The sample scan ${finished.event.status}: ${finished.event.error}`);
    await waitForIssueCount(baseUrl, owner.token, expectedIssues);
    const end = Date.now();
    return {
      total: end - start,
      connect: connectedAt - start,
      queue: claimed.at - connectedAt,
      checkout: discovering.at - claimed.at,
      engine: engineDone.at - discovering.at,
      reconcile: finished.at - engineDone.at,
      list: end - finished.at,
    };
  } finally {
    stream.close();
  }
}
