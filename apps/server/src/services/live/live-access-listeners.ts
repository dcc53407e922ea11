import type { LiveAccessChange } from '@driftwatch/db';
import { z } from 'zod';
import type { LiveAccessListener } from './live-bus.js';

const changeSchema = z.object({ userId: z.string(), organizationId: z.string().optional() });

/** The streams of this process that want to hear about access changes. */
export class LiveAccessListeners {
  private readonly listeners = new Set<LiveAccessListener>();

  add(listener: LiveAccessListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** A NOTIFY payload as sent by notifyLiveAccessChange; anything else is an error for the caller. */
  deliverPayload(payload: string): void {
    const change: LiveAccessChange = changeSchema.parse(JSON.parse(payload));
    for (const listener of this.listeners) {
      try {
        listener(change);
      } catch {}
    }
  }

  clear(): void {
    this.listeners.clear();
  }
}
