import { Worker } from 'node:worker_threads';
import type { ProjectEntry } from './find-project-entry.js';
import type { SessionReply, SessionRequest } from './typescript-worker-protocol.js';

/** A request without its id (the channel numbers them), for each kind of request. */
type Request = SessionRequest extends infer R ? (R extends unknown ? Omit<R, 'id'> : never) : never;

export interface WorkerChannel {
  /** Rejects once the worker has failed or was closed. */
  ask(request: Request): Promise<SessionReply>;
  close(): void;
}

/** Starts one TypeScript worker thread; undefined when the thread cannot start. */
export function connectTypeScriptWorker(
  workerFile: string,
  data: { root: string; entry: ProjectEntry; maxFiles: number },
): WorkerChannel | undefined {
  let worker: Worker;
  try {
    worker = new Worker(workerFile, { workerData: data });
  } catch {
    return undefined;
  }
  // An idle worker must not keep the process alive; one with a request pending must.
  worker.unref();
  const pending = new Map<
    number,
    { resolve: (reply: SessionReply) => void; reject: (error: Error) => void }
  >();
  let stopped = false;
  const stop = () => {
    stopped = true;
    for (const request of pending.values()) request.reject(new Error('the TypeScript worker stopped'));
    pending.clear();
    void worker.terminate();
  };
  worker.on('message', (reply: SessionReply) => {
    pending.get(reply.id)?.resolve(reply);
    pending.delete(reply.id);
    if (pending.size === 0) worker.unref();
  });
  worker.once('error', stop);
  worker.once('exit', stop);
  let nextId = 0;
  return {
    ask: (request) =>
      new Promise<SessionReply>((resolve, reject) => {
        if (stopped) return reject(new Error('the TypeScript worker stopped'));
        const id = nextId++;
        pending.set(id, { resolve, reject });
        worker.ref();
        worker.postMessage({ ...request, id });
      }),
    close() {
      if (!stopped) stop();
    },
  };
}
