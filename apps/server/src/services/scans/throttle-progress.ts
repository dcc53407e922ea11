import type { ProgressEvent } from '@driftwatch/engine';

/**
 * The engine reports progress per file; streams need a few updates a second at most. A phase
 * change always passes so the screen shows every step.
 */
export function throttleProgress(
  send: (event: ProgressEvent) => unknown,
  intervalMs = 500,
): (event: ProgressEvent) => void {
  let lastPhase: string | undefined;
  let lastSent = 0;
  return (event) => {
    const now = Date.now();
    if (event.phase === lastPhase && now - lastSent < intervalMs) return;
    lastPhase = event.phase;
    lastSent = now;
    send(event);
  };
}
