import type { ProjectEntry } from './find-project-entry.js';
import type { Verdict } from './judge-diagnostic.js';

const OPTION_CODES = new Set([2353, 2561]);

/**
 * An option key the declarations lack but the project's JavaScript names (`const { dumpMaxSize } =
 * opts` in an interceptor that reads what the declared options type omits): the code accepts it.
 * Only for packages that run JavaScript; in a TypeScript project the types are the code.
 */
export function isReadByJavaScript(verdict: Verdict, entry: ProjectEntry, identifiers: Set<string>): boolean {
  const runsJavaScript = entry.runtime !== undefined || /\.[cm]?jsx?$/.test(entry.typed);
  return runsJavaScript && OPTION_CODES.has(verdict.code) && identifiers.has(verdict.identifier);
}
