// Worker-thread entry: one scan's TypeScript checker, started as the scan starts so that loading
// TypeScript and parsing the ES lib and the project's declarations overlap the scan's own parsing
// on the main thread; then it answers the main thread's requests in order.
import { parentPort, workerData } from 'node:worker_threads';
import type { ProjectEntry } from './find-project-entry.js';
import { createLocalSession, type LocalSession } from './typescript-session.js';
import type { SessionReply, SessionRequest } from './typescript-worker-protocol.js';

interface TypeScriptWorkerData {
  root: string;
  entry: ProjectEntry;
  maxFiles: number;
}

function isWorkerData(value: unknown): value is TypeScriptWorkerData {
  return (
    typeof value === 'object' &&
    value !== null &&
    'root' in value &&
    typeof value.root === 'string' &&
    'entry' in value &&
    'maxFiles' in value &&
    typeof value.maxFiles === 'number'
  );
}

async function answer(session: LocalSession, request: SessionRequest): Promise<SessionReply> {
  const { id } = request;
  if (request.kind === 'exports') return { id, kind: 'exports', exports: await session.readExports() };
  if (request.kind === 'budget') return { id, kind: 'budget', spent: await session.budgetSpent() };
  const { snippets } = request;
  const outcome = await session.check(snippets, request.deadline);
  // Snippets travel by their place in the request: the main thread holds the objects.
  return {
    id,
    kind: 'check',
    verdicts: snippets.map((s) => outcome.verdicts.get(s)),
    skipped: outcome.skipped,
  };
}

if (isWorkerData(workerData) && parentPort) {
  const port = parentPort;
  const session = createLocalSession(workerData.root, workerData.entry, workerData.maxFiles);
  session.prime();
  let queue = Promise.resolve();
  port.on('message', (request: SessionRequest) => {
    queue = queue.then(async () => port.postMessage(await answer(session, request)));
  });
}
