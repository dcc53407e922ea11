import type { LiveEvent } from '@driftwatch/contract';
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

export function createInProcessLiveBus(): LiveBus {
  const listeners = new LiveListeners();
  return {
    async publish(organizationId, event) {
      listeners.deliver(organizationId, event);
    },
    subscribe: (organizationId, listener) => listeners.add(organizationId, listener),
    async close() {
      listeners.clear();
    },
  };
}
