import type { EndpointClaim } from '../docs/collect-endpoint-claims.js';
import { normalizeRoutePath } from '../index/normalize-route-path.js';
import type { ProjectIndex } from '../index/project-index.js';
import type { DocFile } from '../model/doc.js';
import { closestName } from '../util/similarity.js';
import { makeFinding } from './make-finding.js';
import { routesAtPath } from './match-endpoint.js';
import type { DraftFinding } from './rule.js';

function cellName(cell: string): string {
  return (
    cell
      .replace(/[`*]/g, '')
      .trim()
      .split(/[\s(?=:]/)[0] ?? ''
  ).replace(/^[-$]+/, '');
}

/** Query/body parameter tables under an endpoint heading, against what the handler reads. */
export function checkEndpointParams(index: ProjectIndex, doc: DocFile, claim: EndpointClaim): DraftFinding[] {
  if (claim.heading === undefined) return [];
  const route = routesAtPath(index.routes, normalizeRoutePath(claim.path)).find(
    (r) => r.method === claim.method,
  );
  if (!route) return [];
  const out: DraftFinding[] = [];
  const pathParams = new Set([...claim.path.matchAll(/[:{<]+(?:\w+:)?(\w+)/g)].map((m) => m[1]));
  for (const table of doc.tables.filter((t) => t.section === claim.heading)) {
    const head = (table.header[0] ?? '').toLowerCase();
    let kind: 'query' | 'body' | undefined;
    if (/query/.test(head)) kind = 'query';
    else if (/field|body|property|attribute/.test(head)) kind = 'body';
    else if (/param|name|argument/.test(head))
      kind = claim.method === 'GET' || claim.method === 'DELETE' ? 'query' : 'body';
    if (!kind) continue;
    const known = kind === 'query' ? route.fact.queryParams : route.fact.bodyParams;
    if (!known || known.length === 0) continue;
    const documented = table.rows.map((r) => cellName(r.cells[0] ?? ''));
    for (const [i, row] of table.rows.entries()) {
      const name = documented[i] ?? '';
      if (!name || !/^[A-Za-z_][\w.-]*$/.test(name) || known.includes(name) || pathParams.has(name)) continue;
      const rename =
        closestName(
          name,
          known.filter((k) => !documented.includes(k)),
          0,
        ) ?? undefined;
      const undocumented = known.filter((k) => !documented.includes(k));
      const renamed = rename ?? (undocumented.length === 1 ? undocumented[0] : undefined);
      out.push(
        makeFinding({
          rule: 'endpoints',
          subtype: renamed ? 'parameter_mismatch' : 'extra_parameter',
          severity: 'medium',
          confidence: renamed ? 0.8 : 0.65,
          title: renamed
            ? `${kind} parameter ${name} of ${claim.method} ${claim.path} is now ${renamed}`
            : `${claim.method} ${claim.path} does not read ${kind} parameter ${name}`,
          description: `The docs list ${kind} parameter ${name}; the handler reads ${known.join(', ')}.`,
          identifier: name,
          doc: { path: doc.path, line: row.line, claim: row.cells.join(' | ') },
          code: {
            path: route.fact.location.path,
            line: route.fact.location.line,
            reality: `${kind}: ${known.join(', ')}`,
          },
          suggestions: [
            renamed
              ? `Rename ${name} to ${renamed} in ${doc.path} line ${row.line}`
              : `Remove ${name} from ${doc.path} line ${row.line}`,
          ],
        }),
      );
    }
  }
  return out;
}
