import type { LiveEvent } from '@driftwatch/contract';

export type LiveListener = (event: LiveEvent) => void;

/**
 * Carries live events to the SSE streams of one organization. On PostgreSQL it crosses processes
 * (a worker's scan reaches the web process's streams); on PGlite everything runs in one process.
 */
export interface LiveBus {
  publish(organizationId: string, event: LiveEvent): Promise<void>;
  /** Returns the function that unsubscribes. */
  subscribe(organizationId: string, listener: LiveListener): () => void;
  close(): Promise<void>;
}
