import { type DriftIssueStatus, driftIssueListResponseSchema } from '@driftwatch/contract';
import { expectApi } from './bench-api.js';
import type { LiveStream } from './open-live-stream.js';

/** Milliseconds per event, for each way of timing it. */
export interface LiveLatency {
  /** From just before the status request is sent until the stream delivers the event. */
  fromRequest: number[];
  /** From the event's `at` (taken after the change committed, before publishing) until delivery. */
  fromCommit: number[];
}

/** The issue ids of the organization, to change their statuses. */
export async function listIssueIds(baseUrl: string, token: string): Promise<string[]> {
  const list = driftIssueListResponseSchema.parse(
    await expectApi(baseUrl, 'GET', '/api/drift-issues?limit=100', 200, { token }),
  );
  return list.data.map((issue) => issue.id);
}

/**
 * Changes issue statuses one at a time through `apiUrl` and times the matching issue.updated on
 * the stream (opened on the same or another server). One change waits for the previous event, so
 * each figure is one event's delivery, not a queue behind the others.
 */
export async function measureLiveLatency(
  apiUrl: string,
  token: string,
  stream: LiveStream,
  issueIds: readonly string[],
  changes: number,
): Promise<LiveLatency> {
  const latency: LiveLatency = { fromRequest: [], fromCommit: [] };
  const statuses: DriftIssueStatus[] = ['in_progress', 'ignored', 'open'];
  for (let index = 0; index < changes; index += 1) {
    const issueId = issueIds[index % issueIds.length];
    if (!issueId) throw new Error('There is no issue to change');
    // Cycling through three statuses means every change really changes the status.
    const status = statuses[Math.floor(index / issueIds.length) % statuses.length] ?? 'open';
    const seen = stream.received.length;
    const sentAt = performance.now();
    const arrival = stream.next(
      (event) => event.type === 'issue.updated' && event.issueId === issueId && event.status === status,
      { from: seen, timeoutMs: 10_000 },
    );
    await expectApi(apiUrl, 'PATCH', `/api/drift-issues/${issueId}/status`, 200, {
      token,
      body: { status },
    });
    const received = await arrival;
    latency.fromRequest.push(received.receivedAt - sentAt);
    latency.fromCommit.push(received.receivedWallMs - Date.parse(received.event.at));
  }
  return latency;
}
