import type { ProjectIndex } from '../index/project-index.js';
import { hasOpenMembers } from '../rules/resolve-api.js';
import { MEMBER_CODES, type Verdict } from './judge-diagnostic.js';

/**
 * A member the type lacks but the class may get at run time: its methods are defined in a loop
 * (`Object.defineProperty(Router.prototype, method, ...)`), or it extends a class from outside.
 * Unless git history shows the project removed that very member.
 */
export function isAddedAtRunTime(index: ProjectIndex, verdict: Verdict): boolean {
  if (!verdict.owner || !MEMBER_CODES.has(verdict.code)) return false;
  return !index.removedSymbols.has(verdict.identifier) && hasOpenMembers(index, verdict.owner);
}
