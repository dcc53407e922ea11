import type { ApiClaim } from '../../docs/collect-api-claims.js';
import type { ProjectIndex } from '../../index/project-index.js';
import type { DocFile } from '../../model/doc.js';
import { isHostName } from '../../util/is-host-name.js';
import { closestName, isNearMiss } from '../../util/similarity.js';
import { uniqueChoice } from '../../util/unique-choice.js';
import type { DraftFinding } from '../rule.js';
import { isCodeShapedName } from '../shared/is-code-shaped-name.js';
import { makeFinding } from '../shared/make-finding.js';
import {
  containerMemberNames,
  exportedTopLevelNames,
  hasOpenMembers,
  symbolsNamed,
} from '../shared/resolve-api.js';
import { isForeignType } from '../shared/resolve-base-type.js';
import { groupResolves } from './sibling-containers.js';

function sameInitialCase(a: string, b: string): boolean {
  const upper = (s: string) => /^_*[A-Z]/.test(s);
  return upper(a) === upper(b);
}

function isPythonClass(index: ProjectIndex, container: string | undefined): boolean {
  if (!container) return false;
  return symbolsNamed(index, container).some((s) => s.kind === 'class' && s.location.path.endsWith('.py'));
}

/**
 * A claim whose name the project (or its container) does not declare: drift when history saw it
 * removed, when the code has a near miss, or when the claim's context says it names project API.
 */
export function judgeMissingName(
  index: ProjectIndex,
  doc: DocFile,
  claim: ApiClaim,
  scope: { claims: ApiClaim[]; docVars: Map<string, string>; localNames: Set<string>; container?: string },
): DraftFinding | undefined {
  const { sig } = claim;
  const { claims, docVars, localNames, container } = scope;
  const shown = sig.chain.join('.');
  // `request.state.time_started = time.time()` sets an attribute; it does not claim one exists.
  if (sig.chain.length > 1 && /^[\w$.]+\s*=(?!=)/.test(claim.raw.trim())) return undefined;
  if (sig.params === undefined && isHostName(sig.chain)) return undefined;
  const history = index.removedSymbols.get(sig.name);
  // A bare `write(...)` is only evidenced by the removal of a module-level `write`; a compound name
  // (`createAsync()`, a static factory of a Java class) by any removal, once no code uses it.
  const evidenced =
    sig.chain.length > 1 ||
    history?.topLevel ||
    (isCodeShapedName(sig.name) && !index.identifiers.has(sig.name));
  // A name another declaration keeps (zerolog's `type Array`) was removed from this type only
  // when history names the type as the removed method's receiver.
  const declaredElsewhere = symbolsNamed(index, sig.name).length > 0;
  const ownRemoval =
    !declaredElsewhere || (container !== undefined && history?.owners?.includes(container) === true);
  const removed = history && evidenced && ownRemoval ? history : undefined;
  // `response.status_code` without parentheses: an attribute the code may assign at run time
  // (`this.statusCode = ...`) rather than declare. Python classes list their `self.x` attributes
  // as fields, so their members are judged exactly.
  if (
    !removed &&
    sig.params === undefined &&
    !isPythonClass(index, container) &&
    index.identifiers.has(sig.name)
  )
    return undefined;
  // Names the project imports from elsewhere, or that the page's own examples define, are not ours.
  if (index.importedNames.has(sig.name) || localNames.has(sig.name)) return undefined;
  // `got.extend(...)` where the code runs `got.extend = (...) => {}`: a member added at run time.
  if (sig.chain.length > 1 && index.assignedMembers.has(sig.name)) return undefined;
  const pool = container ? containerMemberNames(index, container) : exportedTopLevelNames(index);
  // `ValidationCompiler` against a `validatorCompiler` field: a type or concept, not a misspelt member.
  const missTarget = pool.find((n) => isNearMiss(sig.name, n) && sameInitialCase(sig.name, n));
  const near = removed?.renamedTo ?? missTarget ?? closestName(sig.name, pool, 0.65);
  // History names the new name outright; a guess is certain only when no other name is as close.
  const certain =
    removed?.renamedTo !== undefined ||
    (missTarget !== undefined
      ? new Set(pool.filter((n) => isNearMiss(sig.name, n) && sameInitialCase(sig.name, n))).size === 1
      : near !== undefined && uniqueChoice(pool, (p) => closestName(sig.name, p, 0.65)) === near);
  const nearMiss = missTarget !== undefined && sig.chain.length === 1;
  const inApiGroup = claim.context !== 'paragraph' && groupResolves(index, claims, claim);
  // In prose, `reply.sendFile` may be a plugin's decoration: there only a near-miss or history judges it.
  const memberOfKnown =
    sig.chain.length > 1 &&
    container !== undefined &&
    (claim.context !== 'paragraph' || docVars.has(sig.chain[0] ?? '') || missTarget !== undefined);
  if (container && (isForeignType(index, container) || (!removed && hasOpenMembers(index, container))))
    return undefined;
  const judged = removed !== undefined || memberOfKnown || nearMiss || inApiGroup;
  if (!judged) return undefined;
  const target = near ? symbolsNamed(index, near)[0] : undefined;
  return makeFinding({
    rule: 'api-references',
    subtype: 'method_mismatch',
    severity: 'high',
    confidence: removed ? 0.9 : near ? 0.8 : 0.7,
    title: near ? `${shown} does not exist; the code has ${near}` : `${shown} does not exist in the code`,
    description: removed
      ? `The docs reference ${shown}, which was removed from the code in commit ${removed.commit}${removed.renamedTo ? ` (renamed to ${removed.renamedTo})` : ''}.`
      : `The docs reference ${shown}, but ${container ? `${container.replace('module:', 'module ')} has no member ${sig.name}` : `no ${sig.name} is declared in the project`}.`,
    identifier: sig.name,
    doc: { path: doc.path, line: claim.line, claim: claim.raw },
    code: target
      ? { path: target.location.path, line: target.location.line, reality: target.signature }
      : null,
    suggestions: [
      near
        ? `Rename ${sig.name} to ${near} in ${doc.path} line ${claim.line}`
        : `Remove or update the reference to ${shown} in ${doc.path} line ${claim.line}`,
    ],
    rename: near && certain ? { from: sig.name, to: near, line: claim.line } : undefined,
  });
}
