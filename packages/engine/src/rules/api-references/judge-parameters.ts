import type { ApiClaim } from '../../docs/collect-api-claims.js';
import type { SymbolFact } from '../../facts/types.js';
import type { ProjectIndex } from '../../index/project-index.js';
import type { DocFile } from '../../model/doc.js';
import type { DraftFinding } from '../rule.js';
import { compareCall, compareSignature, type ParamIssue } from '../shared/compare-params.js';
import { makeFinding } from '../shared/make-finding.js';
import { acceptsKeywordArguments, callParams, isUntypedJs } from '../shared/resolve-api.js';
import { siblingContainers } from './sibling-containers.js';

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

/**
 * A claim whose name the project declares (`found`, scoped to its container when it has one): drift
 * when its arguments or parameters disagree with the declaration's.
 */
export function judgeParameters(
  index: ProjectIndex,
  doc: DocFile,
  claim: ApiClaim,
  claims: ApiClaim[],
  found: SymbolFact[],
): DraftFinding | undefined {
  const { sig } = claim;
  const where = { path: doc.path, line: claim.line, claim: claim.raw };
  const shown = sig.chain.join('.');
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
