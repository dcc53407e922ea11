import type { ServerContext } from '../../server-context.js';

export interface SourceProgress {
  syncing(done: number, total: number): void;
  scanning(): void;
  finished(status: 'ok' | 'error'): Promise<void>;
}

/** Page counts change several times a second on an unchanged source; screens need a few updates a second. */
const syncUpdateMs = 300;

/**
 * Tells open screens how a source's sync and check are going, over the organization's live
 * events. Best effort: a stream that cannot be reached never fails the work.
 */
export function createSourceProgress(
  context: ServerContext,
  source: { id: string; organizationId: string },
): SourceProgress {
  let lastSync = 0;
  // Events leave one after another, so a late page count can never follow "finished" and stick.
  let sent: Promise<void> = Promise.resolve();
  const publish = (event: Parameters<ServerContext['live']['publish']>[1]) => {
    sent = sent.then(() =>
      context.live
        .publish(source.organizationId, event)
        .catch((error: unknown) =>
          context.logger.warn({ err: error }, 'A live event could not be published'),
        ),
    );
    return sent;
  };
  const at = () => context.clock.now().toISOString();
  return {
    syncing(done, total) {
      const now = performance.now();
      if (done > 0 && done < total && now - lastSync < syncUpdateMs) return;
      lastSync = now;
      void publish({
        type: 'doc_source.progress',
        docSourceId: source.id,
        phase: 'syncing',
        done,
        total,
        at: at(),
      });
    },
    scanning() {
      void publish({
        type: 'doc_source.progress',
        docSourceId: source.id,
        phase: 'scanning',
        done: 0,
        total: 0,
        at: at(),
      });
    },
    finished(status) {
      return publish({ type: 'doc_source.finished', docSourceId: source.id, status, at: at() });
    },
  };
}
