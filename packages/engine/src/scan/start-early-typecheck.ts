import { startTypeScriptWorker } from '../typecheck/start-typescript-worker.js';
import { TypecheckCache } from '../typecheck/typecheck-cache.js';
import type { TypeScriptSession } from '../typecheck/typescript-session.js';
import type { ScanOptions } from './scan-options.js';

/**
 * The TypeScript checker, started on a worker thread as a whole-checkout scan starts, when the
 * scan will need it: no verdicts are cached yet (a first scan). A re-scan finds its verdicts in the
 * cache and a pull-request scan checks no examples, so neither pays for loading TypeScript; a
 * serial scan (isolating a parser crash) keeps to one thread.
 */
export function startEarlyTypecheck(root: string, options: ScanOptions): TypeScriptSession | undefined {
  if (options.baseRef || options.typecheck === false || options.serial) return undefined;
  if (options.repositoryDocs === false || TypecheckCache.exists(options.cacheDir)) return undefined;
  return startTypeScriptWorker(root, options.typecheck?.maxFiles ?? 5000);
}
