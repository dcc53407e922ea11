import { type LiveEvent, liveEventSchema, liveTicketResponseSchema } from '@driftwatch/contract';
import { expectApi } from './bench-api.js';

/** An event with the moment this client had read it: performance.now() and the wall clock. */
interface ReceivedEvent {
  event: LiveEvent;
  receivedAt: number;
  receivedWallMs: number;
}

export interface LiveStream {
  /** Every event so far, in order. */
  received: ReceivedEvent[];
  /**
   * Resolves with the first event that passes the check, among those received from index `from`
   * of `received` on (already there or still to come).
   */
  next(
    check: (event: LiveEvent) => boolean,
    options?: { from?: number; timeoutMs?: number },
  ): Promise<ReceivedEvent>;
  close(): void;
}

/**
 * Opens the organization's Server-Sent Events as the web app does: trades the bearer token for a
 * ticket, GETs the stream and reads text/event-stream frames as they arrive.
 */
export async function openLiveStream(baseUrl: string, token: string): Promise<LiveStream> {
  const ticket = liveTicketResponseSchema.parse(
    await expectApi(baseUrl, 'POST', '/api/live/ticket', 200, { token }),
  );
  const abort = new AbortController();
  const response = await fetch(`${baseUrl}${ticket.url}`, { signal: abort.signal });
  const reader = response.body?.getReader();
  if (response.status !== 200 || !reader) throw new Error(`The live stream answered ${response.status}`);
  const received: ReceivedEvent[] = [];
  const waiters = new Set<{
    check: (event: LiveEvent) => boolean;
    resolve: (event: ReceivedEvent) => void;
  }>();
  let ready: () => void = () => {};
  const opened = new Promise<void>((resolve) => {
    ready = resolve;
  });

  const onFrame = (frame: string) => {
    const lines = frame.split('\n');
    const type = lines.find((line) => line.startsWith('event: '))?.slice(7);
    const data = lines.find((line) => line.startsWith('data: '))?.slice(6);
    if (type === 'ready') ready();
    if (!type || type === 'ready' || data === undefined) return;
    const item = {
      event: liveEventSchema.parse(JSON.parse(data)),
      receivedAt: performance.now(),
      receivedWallMs: Date.now(),
    };
    received.push(item);
    for (const waiter of waiters) if (waiter.check(item.event)) waiter.resolve(item);
  };

  const pump = async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
        onFrame(buffer.slice(0, end));
        buffer = buffer.slice(end + 2);
      }
    }
  };
  void pump();
  // Events published before the server has subscribed this stream would be lost: wait for `ready`.
  await opened;

  return {
    received,
    next(check, { from = 0, timeoutMs = 60_000 } = {}) {
      const found = received.slice(from).find((item) => check(item.event));
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          reject(new Error(`No matching live event within ${timeoutMs} ms`));
        }, timeoutMs);
        const waiter = {
          check,
          resolve: (item: ReceivedEvent) => {
            clearTimeout(timer);
            waiters.delete(waiter);
            resolve(item);
          },
        };
        waiters.add(waiter);
      });
    },
    close: () => abort.abort(),
  };
}
