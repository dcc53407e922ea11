import { isHistoryDoc } from '../../discover/classify-path.js';
import { collectEndpointClaims, type EndpointClaim } from '../../docs/collect-endpoint-claims.js';
import { normalizeRoutePath } from '../../index/normalize-route-path.js';
import type { ProjectIndex } from '../../index/project-index.js';
import type { ResolvedRoute } from '../../index/resolve-routes.js';
import type { DocFile } from '../../model/doc.js';
import type { DraftFinding, Rule } from '../rule.js';
import { makeFinding } from '../shared/make-finding.js';
import { checkEndpointParams } from './check-endpoint-params.js';
import { closestRoute, pathSimilarity, routesAtPath } from './match-endpoint.js';

const WRITE_SWAPS: Record<string, string[]> = {
  PUT: ['PATCH', 'POST'],
  PATCH: ['PUT', 'POST'],
  POST: ['PUT', 'PATCH'],
};

function firstSegment(norm: string): string {
  return norm.split('/').filter(Boolean)[0] ?? '';
}

function display(r: ResolvedRoute): string {
  return `${r.method} ${r.path}`;
}

function isPrefixOf(shorter: string, longer: string): boolean {
  return longer.startsWith(`${shorter}/`);
}

function judge(
  index: ProjectIndex,
  doc: DocFile,
  claim: EndpointClaim,
  matchedInDoc: number,
): DraftFinding | undefined {
  const norm = normalizeRoutePath(claim.path);
  const atPath = routesAtPath(index.routes, norm);
  const where = { path: doc.path, line: claim.line, claim: claim.raw };
  const identifier = `${claim.method} ${claim.path}`;
  if (atPath.length > 0) {
    if (atPath.some((r) => r.method === claim.method || r.method === 'ALL')) return undefined;
    if (claim.method === 'HEAD' && atPath.some((r) => r.method === 'GET')) return undefined;
    const methods = [...new Set(atPath.map((r) => r.method))];
    // PUT and PATCH (and POST) replace each other; anything else at the path is another operation.
    const swap = atPath.find((r) => (WRITE_SWAPS[claim.method] ?? []).includes(r.method));
    const actual = swap ?? atPath[0];
    if (!actual) return undefined;
    return makeFinding({
      rule: 'endpoints',
      subtype: 'endpoint_mismatch',
      severity: 'high',
      confidence: swap ? 0.9 : 0.8,
      title: swap
        ? `${identifier} is now ${swap.method} ${swap.path}`
        : `${identifier} is not served; ${claim.path} accepts ${methods.join(', ')}`,
      description: `The docs say ${identifier}; the code registers ${atPath.map(display).join(', ')}.`,
      identifier,
      doc: where,
      code: { path: actual.fact.location.path, line: actual.fact.location.line, reality: display(actual) },
      suggestions: [
        swap
          ? `Change ${claim.method} to ${swap.method} in ${doc.path} line ${claim.line}`
          : `Remove the ${identifier} section from ${doc.path} or restore the route`,
      ],
    });
  }
  const plausible = matchedInDoc > 0 || index.routes.some((r) => firstSegment(r.norm) === firstSegment(norm));
  if (!plausible) return undefined;
  const near = closestRoute(index.routes, claim.method, norm);
  const renamed =
    near && pathSimilarity(norm, near.norm) >= 0.6 && !isPrefixOf(near.norm, norm) ? near : undefined;
  return makeFinding({
    rule: 'endpoints',
    subtype: 'endpoint_mismatch',
    severity: 'high',
    confidence: renamed ? 0.85 : 0.75,
    title: renamed ? `${identifier} is now ${display(renamed)}` : `${identifier} does not exist in the code`,
    description: renamed
      ? `The docs describe ${identifier}; the closest route the code registers is ${display(renamed)} (path or prefix changed).`
      : `The docs describe ${identifier}, but no route with that path is registered (removed endpoint).`,
    identifier,
    doc: where,
    code: renamed
      ? { path: renamed.fact.location.path, line: renamed.fact.location.line, reality: display(renamed) }
      : null,
    suggestions: renamed
      ? [`Change ${claim.path} to ${renamed.path} in ${doc.path} line ${claim.line}`]
      : [`Remove the ${identifier} section from ${doc.path} or restore the route`],
  });
}

export const endpointsRule: Rule = {
  id: 'endpoints',
  subtypes: ['endpoint_mismatch', 'parameter_mismatch', 'extra_parameter'],
  description:
    'Documented HTTP endpoints that were removed, changed method, or moved to another path or prefix; documented query/body parameters the handler does not read.',
  run(index) {
    if (index.routes.length === 0) return [];
    const out: DraftFinding[] = [];
    for (const doc of index.docs) {
      if (isHistoryDoc(doc.path)) continue;
      const claims = collectEndpointClaims(doc);
      const matched = claims.filter(
        (c) => routesAtPath(index.routes, normalizeRoutePath(c.path)).length > 0,
      ).length;
      for (const claim of claims) {
        const finding = judge(index, doc, claim, matched);
        if (finding) out.push(finding);
        else out.push(...checkEndpointParams(index, doc, claim));
      }
    }
    return out;
  },
};
