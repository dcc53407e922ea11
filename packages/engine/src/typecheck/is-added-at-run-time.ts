import type { ProjectIndex } from '../index/project-index.js';
import { hasOpenMembers, symbolsNamed } from '../rules/shared/resolve-api.js';
import type { ProjectEntry } from './find-project-entry.js';
import { MEMBER_CODES, type Verdict } from './judge-diagnostic.js';

const EXPORT_CODES = new Set([2305, 2724]);

function ownedByProjectClass(index: ProjectIndex, owner: string | undefined): boolean {
  return (
    owner !== undefined &&
    symbolsNamed(index, owner).some((s) => s.kind === 'class' || s.kind === 'interface')
  );
}

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
  // `fs.readFile` on a module that ran `Object.assign(exports, require('graceful-fs'))`: a member of
  // the module object (not of a project class) may be one the copy brought.
  if (
    runsJavaScript &&
    MEMBER_CODES.has(verdict.code) &&
    !ownedByProjectClass(index, verdict.owner) &&
    index.files.some((f) => f.exportsCopied)
  )
    return true;
  if (!verdict.owner || !MEMBER_CODES.has(verdict.code)) return false;
  // A base from outside the project was already weighed by the checker: a base it could not read
  // made the verdict an abstention, one it read (or one with a fixed API) lists its members.
  return hasOpenMembers(index, verdict.owner, 0, 'checked');
}
