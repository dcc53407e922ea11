import { isHistoryDoc } from '../../discover/classify-path.js';
import { type ApiClaim, collectApiClaims, docLocalNames } from '../../docs/collect-api-claims.js';
import type { SymbolFact } from '../../facts/types.js';
import type { ProjectIndex } from '../../index/project-index.js';
import type { DocFile } from '../../model/doc.js';
import { closestName, isNearMiss } from '../../util/similarity.js';
import { uniqueChoice } from '../../util/unique-choice.js';
import type { DraftFinding, Rule } from '../rule.js';
import { collectDocBindings } from '../shared/collect-doc-bindings.js';
import { compareCall, compareSignature, type ParamIssue } from '../shared/compare-params.js';
import { makeFinding } from '../shared/make-finding.js';
import {
  acceptsKeywordArguments,
  callParams,
  containerMemberNames,
  exportedTopLevelNames,
  hasOpenMembers,
  isUntypedJs,
  membersOf,
  resolveContainer,
  symbolsNamed,
} from '../shared/resolve-api.js';
import { dropNamesServedAtRunTime } from '../shared/served-by-module-getattr.js';
import { judgeBareListNames } from './judge-bare-list-names.js';
import { judgeCaseTwin } from './judge-case-twin.js';
import { judgeConstantNames } from './judge-constant-names.js';
import { judgeMisspeltTypes } from './judge-misspelt-types.js';
import { judgeRemovedBareNames } from './judge-removed-bare-names.js';
import { judgeRemovedMember } from './judge-removed-member.js';
import { resolveHeadingClass } from './resolve-heading-class.js';
import { saysNameIsGone } from './says-name-is-gone.js';

function candidatesFor(
  index: ProjectIndex,
  claim: ApiClaim,
  docVars: Map<string, string>,
): { found: SymbolFact[]; container?: string; unresolved?: boolean } {
  const { sig } = claim;
  if (sig.chain.length === 1) return { found: symbolsNamed(index, sig.name) };
  const word = sig.chain[sig.chain.length - 2] ?? '';
  // `http.response.start` (an ASGI event name): a longer chain is ours only when its head is.
  const head = sig.chain[0] ?? '';
  if (sig.chain.length > 2 && !resolveContainer(index, head, docVars)) return { found: [], unresolved: true };
  const container = resolveContainer(index, word, docVars);
  const all = symbolsNamed(index, sig.name);
  // `process.on(...)` with no project container says nothing about the project's `on` methods.
  if (!container) return { found: all.length > 0 ? [] : all, unresolved: all.length > 0 };
  if (container.startsWith('module:') || all.length === 0) return { found: all, container };
  const scoped = membersOf(index, container).filter((s) => s.name === sig.name);
  if (scoped.length > 0) return { found: scoped, container };
  // Other classes declare the member, this one does not: their parameters say nothing about the
  // claim. It is a missing member only when the text names the class itself; a class guessed from
  // a word (`charges` for ChargesResource) or from a return type (`log = get_logger()` typed as a
  // protocol its proxies extend) may be the wrong one, and a namespace (`z` re-exporting a module's
  // functions) lists members we do not see.
  const named =
    word === container &&
    symbolsNamed(index, container).some((s) => s.kind === 'class' || s.kind === 'interface');
  return named ? { found: [], container } : { found: [], unresolved: true };
}

function paramIssues(
  index: ProjectIndex,
  claim: ApiClaim,
  found: SymbolFact[],
): { issues: ParamIssue[]; symbol?: SymbolFact } {
  const params = claim.sig.params;
  // `httpx.BasicAuth()` names the class; `client.send(..., stream=True)` elides the rest.
  if (!params || params.length === 0) return { issues: [] };
  let best: { issues: ParamIssue[]; symbol?: SymbolFact } | undefined;
  for (const symbol of found) {
    const code = callParams(index, symbol);
    if (!code) return { issues: [] };
    // In prose `client.send(request, stream=True)` passes a value; only headings and API lists
    // (or a `*` marker) make `name=value` a documented default.
    const signatureContext =
      claim.context !== 'paragraph' || params.some((p) => p.keywordOnly || p.rest || p.kwargs);
    // `opt(record=True)` in a list item, where opt takes eight keywords: a call showing the one
    // argument the item is about, not a signature whose default would be True.
    const partialCall =
      claim.context !== 'heading' &&
      params.every((p) => p.defaultValue !== undefined && !p.keywordOnly && !p.rest && !p.kwargs) &&
      code.length > params.length;
    const isCall = params.some((p) => p.literal) || !signatureContext || partialCall;
    if (isCall && claim.sig.ellipsis) return { issues: [] };
    // A call in prose (`GoogleSecretManagerSettingsSource(credentials=creds)`) shows the argument it
    // is about, not a complete call: only names the code does not take are drift there.
    const proseCall = isCall && (claim.context === 'paragraph' || partialCall);
    const issues = isCall
      ? compareCall(params, code, isUntypedJs(symbol)).filter(
          (i) => !proseCall || i.subtype !== 'missing_parameter',
        )
      : compareSignature(
          params,
          claim.sig.ellipsis,
          code,
          acceptsKeywordArguments(symbol),
          isUntypedJs(symbol),
        );
    if (!best || issues.length < best.issues.length) best = { issues, symbol };
    if (issues.length === 0) break;
  }
  return best ?? { issues: [] };
}

/**
 * Containers every resolving sibling of the claim (list, table column, heading level) has a symbol
 * in (`''` for top-level ones); undefined when fewer than half of the siblings resolve.
 */
function siblingContainers(index: ProjectIndex, claims: ApiClaim[], self: ApiClaim): Set<string> | undefined {
  if (self.group === '-1') return undefined;
  const siblings = claims.filter((c) => c !== self && c.group === self.group);
  const found = siblings.map((c) => symbolsNamed(index, c.sig.name)).filter((list) => list.length > 0);
  if (found.length === 0 || found.length * 2 < siblings.length + 1) return undefined;
  let common: Set<string> | undefined;
  for (const list of found) {
    const owners = new Set(list.map((s) => s.container ?? ''));
    common = common ? new Set([...common].filter((o) => owners.has(o))) : owners;
  }
  return common;
}

/** Most of the claim's siblings name project symbols (for a bare name: of one shared container). */
function groupResolves(index: ProjectIndex, claims: ApiClaim[], self: ApiClaim): boolean {
  const common = siblingContainers(index, claims, self);
  if (!common) return false;
  // Bare `read()`, `write()`, `close()` that are methods of different classes describe some object's
  // interface (maybe a dependency's), not ours.
  return self.sig.chain.length > 1 || common.size > 0;
}

function sameInitialCase(a: string, b: string): boolean {
  const upper = (s: string) => /^_*[A-Z]/.test(s);
  return upper(a) === upper(b);
}

function isPythonClass(index: ProjectIndex, container: string | undefined): boolean {
  if (!container) return false;
  return symbolsNamed(index, container).some((s) => s.kind === 'class' && s.location.path.endsWith('.py'));
}

/**
 * A call in prose to a method name several classes declare: drift only when it passes more
 * arguments than every one of them takes. The name must be compound (`createOrder`, not `read`),
 * so the text is unlikely to mean a dependency's method of the same name.
 */
function judgeAgreedArity(
  index: ProjectIndex,
  claim: ApiClaim,
  found: SymbolFact[],
  where: { path: string; line: number; claim: string },
): DraftFinding | undefined {
  if (!/[a-z][A-Z]|[a-z]_[a-z]/.test(claim.sig.name)) return undefined;
  const judged = found.map((symbol) => paramIssues(index, claim, [symbol]));
  if (!judged.every((j) => j.issues[0]?.subtype === 'extra_parameter')) return undefined;
  const symbol = judged[0]?.symbol;
  const first = judged[0]?.issues[0];
  if (!symbol || !first) return undefined;
  const shown = claim.sig.chain.join('.');
  const declared = judged.map((j) => j.symbol?.signature).filter(Boolean);
  return makeFinding({
    rule: 'api-references',
    subtype: 'extra_parameter',
    severity: 'medium',
    confidence: 0.75,
    title: `${shown}: ${first.message}`,
    description: `The docs show ${claim.raw}; every ${claim.sig.name} the code declares takes fewer arguments (${declared.join('; ')}).`,
    identifier: claim.sig.name,
    doc: where,
    code: { path: symbol.location.path, line: symbol.location.line, reality: symbol.signature },
    suggestions: [`${first.suggestion} in ${where.path} line ${where.line}`],
  });
}

function judge(
  index: ProjectIndex,
  doc: DocFile,
  claim: ApiClaim,
  claims: ApiClaim[],
  docVars: Map<string, string>,
  localNames: Set<string>,
  all: ApiClaim[],
): DraftFinding | undefined {
  const { sig } = claim;
  const where = { path: doc.path, line: claim.line, claim: claim.raw };
  const shown = sig.chain.join('.');
  // `arrow.arrow` (a `:mod:` heading) is the project's module arrow/arrow.py, not a member arrow.
  if (sig.params === undefined && sig.chain.length > 1 && index.modules.has(shown)) return undefined;
  const { found, container, unresolved } = candidatesFor(index, claim, docVars);
  // `.option()` names a method of an object the text leaves unnamed (maybe a dependency's): only
  // history judges it, when the project declared that name before and declares it nowhere now.
  if (claim.memberOnly) {
    // Under a heading that is one project class, with most items its members, the object is named.
    const owner = resolveHeadingClass(index, doc, claim, all);
    if (owner) {
      const owned = { ...claim, memberOnly: false, sig: { ...sig, chain: [owner, ...sig.chain] } };
      return judge(index, doc, owned, claims, docVars, localNames, all);
    }
    return found.length > 0 ? undefined : judgeRemovedMember(index, doc, claim, localNames);
  }
  // `process.exit`, `options.sync`: without a project container the member says nothing about us,
  // even when git history once removed some other `exit`.
  if (found.length === 0 && !container) {
    const twin = judgeCaseTwin(index, doc, claim);
    if (twin) return twin;
  }
  if (unresolved || (sig.chain.length > 1 && !container)) return undefined;
  if (found.length > 0) {
    // A bare `read(...)` that only names methods of several classes says nothing about which one,
    // unless all of them reject it alike (`createOrder(items, coupon)` where each takes one input).
    const containers = new Set(found.map((f) => f.container));
    const ambiguous = sig.chain.length === 1 && !containers.has(undefined) && containers.size > 1;
    if (ambiguous) return judgeAgreedArity(index, claim, found, where);
    // A bare method name listed with names of other classes' methods may describe another object.
    if (sig.chain.length === 1 && !containers.has(undefined) && claim.group !== '-1') {
      const common = siblingContainers(index, claims, claim);
      if (common && ![...containers].some((c) => common.has(c ?? ''))) return undefined;
    }
    const { issues, symbol } = paramIssues(index, claim, found);
    const first = issues[0];
    if (!first || !symbol) return undefined;
    return makeFinding({
      rule: 'api-references',
      subtype: first.subtype,
      severity: 'medium',
      confidence: 0.8,
      title: `${shown}: ${first.message}`,
      description: `The docs show ${claim.raw}; the code declares ${symbol.signature}. ${issues.map((i) => i.message).join('; ')}.`,
      identifier: first.identifier || sig.name,
      doc: where,
      code: { path: symbol.location.path, line: symbol.location.line, reality: symbol.signature },
      suggestions: issues.map((i) => `${i.suggestion} in ${doc.path} line ${claim.line}`),
      rename: first.rename ? { ...first.rename, line: claim.line } : undefined,
    });
  }
  // `request.state.time_started = time.time()` sets an attribute; it does not claim one exists.
  if (sig.chain.length > 1 && /^[\w$.]+\s*=(?!=)/.test(claim.raw.trim())) return undefined;
  const history = index.removedSymbols.get(sig.name);
  // A bare `write(...)` is only evidenced by the removal of a module-level `write`.
  const removed = history && (sig.chain.length > 1 || history.topLevel) ? history : undefined;
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
  if (!removed && container && hasOpenMembers(index, container)) return undefined;
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
    doc: where,
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

/**
 * `Resource._read()`: private members are not collected as API, so a missing `_name` the code
 * still spells somewhere is no evidence of drift.
 */
function isPrivateInCode(index: ProjectIndex, finding: DraftFinding): boolean {
  const name = finding.identifier.split('.').at(-1) ?? '';
  return /^_[^_]/.test(name) && index.identifiers.has(name);
}

export const apiReferencesRule: Rule = {
  id: 'api-references',
  subtypes: ['method_mismatch', 'parameter_mismatch', 'missing_parameter', 'extra_parameter'],
  description:
    'Functions, classes and methods named in headings, lists, tables and inline code that the code no longer has, or whose parameters changed.',
  run(index) {
    if (index.symbolsByName.size === 0) return [];
    const out: DraftFinding[] = [];
    const ownClasses = new Set(
      [...index.symbolsByName].filter(([, ss]) => ss.some((s) => s.kind === 'class')).map(([n]) => n),
    );
    for (const doc of index.docs) {
      if (isHistoryDoc(doc.path)) continue;
      const all = collectApiClaims(doc, ownClasses);
      // Siblings are judged by the names that say whose they are, not by bare `.member()` ones.
      const claims = all.filter((c) => !c.memberOnly);
      const docVars = collectDocBindings(index, doc);
      const localNames = docLocalNames(doc);
      const seen = new Set<string>();
      for (const claim of all) {
        const key = `${claim.line}:${claim.sig.chain.join('.')}`;
        if (seen.has(key)) continue;
        seen.add(key);
        const f = judge(index, doc, claim, claims, docVars, localNames, all);
        if (f) out.push(f);
      }
      out.push(
        ...judgeBareListNames(index, doc),
        ...judgeMisspeltTypes(index, doc, localNames),
        ...judgeConstantNames(index, doc),
        ...judgeRemovedBareNames(index, doc, localNames),
      );
    }
    return dropNamesServedAtRunTime(
      index,
      out.filter(
        (f) => f.subtype !== 'method_mismatch' || !(saysNameIsGone(index, f) || isPrivateInCode(index, f)),
      ),
    );
  },
};
