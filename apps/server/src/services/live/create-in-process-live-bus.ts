import type { LiveEvent } from '@driftwatch/contract';
import { type DriverConnection, liveAccessChannel } from '@driftwatch/db';
import { LiveAccessListeners } from './live-access-listeners.js';
import type { LiveBus, LiveListener } from './live-bus.js';

/** Listeners per organization, in this process: the bus of the embedded (PGlite) setup. */
export class LiveListeners {
  private readonly byOrganization = new Map<string, Set<LiveListener>>();

  add(organizationId: string, listener: LiveListener): () => void {
    const listeners = this.byOrganization.get(organizationId) ?? new Set<LiveListener>();
    listeners.add(listener);
    this.byOrganization.set(organizationId, listeners);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0) this.byOrganization.delete(organizationId);
    };
  }

  deliver(organizationId: string, event: LiveEvent): void {
    for (const listener of this.byOrganization.get(organizationId) ?? []) {
      // One broken stream must not stop the others.
      try {
        listener(event);
      } catch {}
    }
  }

  clear(): void {
    this.byOrganization.clear();
  }
}

/**
 * The embedded database lives in this process, so its NOTIFY (access changes written by any
 * request) is heard here directly and events never leave the process.
 */
type EmbeddedClient = Extract<DriverConnection, { engine: 'pglite' }>['client'];

export async function createInProcessLiveBus(
  client: EmbeddedClient,
  onError: (error: unknown) => void = () => {},
): Promise<LiveBus> {
  const listeners = new LiveListeners();
  const accessListeners = new LiveAccessListeners();
  const unlisten = await client.listen(liveAccessChannel, (payload) => {
    try {
      accessListeners.deliverPayload(payload);
    } catch (error) {
      onError(error);
    }
  });
  return {
    async publish(organizationId, event) {
      listeners.deliver(organizationId, event);
    },
    subscribe: (organizationId, listener) => listeners.add(organizationId, listener),
    onAccessChange: (listener) => accessListeners.add(listener),
    async close() {
      listeners.clear();
      accessListeners.clear();
      await unlisten().catch(() => {});
    },
  };
}
