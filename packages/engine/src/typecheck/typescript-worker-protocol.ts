import type { SkippedFile } from '../model/finding.js';
import type { ProjectExports } from './build-reference-snippets.js';
import type { Verdict } from './judge-diagnostic.js';
import type { Snippet } from './snippet.js';

/** What the main thread asks the TypeScript worker; `id` pairs each reply with its request. */
export type SessionRequest =
  | { id: number; kind: 'check'; snippets: Snippet[]; deadline: number }
  | { id: number; kind: 'exports' }
  | { id: number; kind: 'budget' };

/** The worker's reply: a check's verdicts by the snippet's place in the request (none when unchecked). */
export type SessionReply =
  | { id: number; kind: 'check'; verdicts: (Verdict[] | undefined)[]; skipped: SkippedFile[] }
  | { id: number; kind: 'exports'; exports: ProjectExports }
  | { id: number; kind: 'budget'; spent: boolean };
