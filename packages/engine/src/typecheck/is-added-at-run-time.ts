import type { ProjectIndex } from '../index/project-index.js';
import { hasOpenMembers } from '../rules/shared/resolve-api.js';
import type { ProjectEntry } from './find-project-entry.js';
import { MEMBER_CODES, type Verdict } from './judge-diagnostic.js';

const EXPORT_CODES = new Set([2305, 2724]);

/**
 * A member or export the type lacks but the code may add at run time: the class's methods are
 * defined in a loop (`Object.defineProperty(Router.prototype, method, ...)`), or (in a package that runs JavaScript, whose inference misses members added to a
 * binding it did not declare) the code assigns, `Object.assign`s, defines or `decorate`s that name.
 * Unless git history shows the project removed that very member.
 */
export function isAddedAtRunTime(index: ProjectIndex, entry: ProjectEntry, verdict: Verdict): boolean {
  if (index.removedSymbols.has(verdict.identifier)) return false;
  const runsJavaScript = entry.runtime !== undefined || /\.[cm]?jsx?$/.test(entry.typed);
  if (
    runsJavaScript &&
    (MEMBER_CODES.has(verdict.code) || EXPORT_CODES.has(verdict.code)) &&
    index.assignedMembers.has(verdict.identifier)
  )
    return true;
  if (!verdict.owner || !MEMBER_CODES.has(verdict.code)) return false;
  // A base from outside the project was already weighed by the checker: a base it could not read
  // made the verdict an abstention, one it read (or one with a fixed API) lists its members.
  return hasOpenMembers(index, verdict.owner, 0, 'checked');
}
