import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { ProjectExports } from './build-reference-snippets.js';
import { connectTypeScriptWorker } from './connect-typescript-worker.js';
import { findProjectEntry } from './find-project-entry.js';
import type { Verdict } from './judge-diagnostic.js';
import type { Snippet } from './snippet.js';
import { createLocalSession, type SnippetCheck, type TypeScriptSession } from './typescript-session.js';

/**
 * Starts the scan's TypeScript checker on a worker thread before the scan parses anything: loading
 * TypeScript (~0.4 s) and parsing and binding the ES lib and the project's declarations (~1 s on
 * fastify) then run beside the main thread's code and doc parsing, and the check beside the rules.
 * Undefined when the project has no package entry to check against or no built worker file exists
 * (tests run from sources). Should the worker fail, the remaining requests are answered on this
 * thread.
 */
export function startTypeScriptWorker(
  root: string,
  maxFiles: number,
  workerFile = fileURLToPath(new URL('./typescript-worker.js', import.meta.url)),
): TypeScriptSession | undefined {
  const entry = findProjectEntry(root);
  if (!entry || !existsSync(workerFile)) return undefined;
  const worker = connectTypeScriptWorker(workerFile, { root, entry, maxFiles });
  if (!worker) return undefined;
  let local: TypeScriptSession | undefined;
  const fallback = () => {
    local ??= createLocalSession(root, entry, maxFiles);
    return local;
  };
  return {
    entry,
    async check(snippets: Snippet[], deadline: number): Promise<SnippetCheck> {
      const reply = await worker.ask({ kind: 'check', snippets, deadline }).catch(() => undefined);
      if (reply?.kind !== 'check') return fallback().check(snippets, deadline);
      const verdicts = new Map<Snippet, Verdict[]>();
      snippets.forEach((snippet, i) => {
        const found = reply.verdicts[i];
        if (found) verdicts.set(snippet, found);
      });
      return { verdicts, skipped: reply.skipped };
    },
    async readExports(): Promise<ProjectExports> {
      const reply = await worker.ask({ kind: 'exports' }).catch(() => undefined);
      return reply?.kind === 'exports' ? reply.exports : fallback().readExports();
    },
    async budgetSpent(): Promise<boolean> {
      const reply = await worker.ask({ kind: 'budget' }).catch(() => undefined);
      return reply?.kind === 'budget' ? reply.spent : fallback().budgetSpent();
    },
    close() {
      worker.close();
      local?.close();
    },
  };
}
