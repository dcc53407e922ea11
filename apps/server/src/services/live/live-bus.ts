import type { LiveEvent } from '@driftwatch/contract';
import type { LiveAccessChange } from '@driftwatch/db';

export type LiveListener = (event: LiveEvent) => void;

export type LiveAccessListener = (change: LiveAccessChange) => void;

/**
 * Carries live events to the SSE streams of one organization. On PostgreSQL it crosses processes
 * (a worker's scan reaches the web process's streams); on PGlite everything runs in one process.
 */
export interface LiveBus {
  publish(organizationId: string, event: LiveEvent): Promise<void>;
  /** Returns the function that unsubscribes. */
  subscribe(organizationId: string, listener: LiveListener): () => void;
  /** Hears `notifyLiveAccessChange` from any process: a member removed, a session signed out. */
  onAccessChange(listener: LiveAccessListener): () => void;
  close(): Promise<void>;
}
