import type { EndpointClaim } from '../docs/collect-endpoint-claims.js';
import type { RouteFact } from '../facts/types.js';
import { normalizeRoutePath } from '../index/normalize-route-path.js';
import type { ProjectIndex } from '../index/project-index.js';
import type { DocFile } from '../model/doc.js';
import { closestName } from '../util/similarity.js';
import { uniqueChoice } from '../util/unique-choice.js';
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

interface ParamEntry {
  name: string;
  line: number;
  claim: string;
}

interface ParamList {
  kind: 'query' | 'body';
  known: string[];
  entries: ParamEntry[];
}

/** `sort: field to sort by`, `` `limit` (int) - page size ``: a list item that names one parameter. */
const LIST_PARAM =
  /^\s*(?:\*\*)?`?([A-Za-z_][\w.-]*)`?(?:\*\*)?\s*(?:\([^)]*\))?\s*(?::|\s[-\u2013\u2014])\s/;

/** Parameter tables and lists in the endpoint's section, each with the handler's names of its kind. */
function paramLists(doc: DocFile, claim: EndpointClaim, fact: RouteFact): ParamList[] {
  const lists: ParamList[] = [];
  for (const table of doc.tables.filter((t) => t.section === claim.heading)) {
    const head = (table.header[0] ?? '').toLowerCase();
    let kind: 'query' | 'body' | undefined;
    if (/query/.test(head)) kind = 'query';
    else if (/field|body|property|attribute/.test(head)) kind = 'body';
    else if (/param|name|argument/.test(head))
      kind = claim.method === 'GET' || claim.method === 'DELETE' ? 'query' : 'body';
    const known = kind === 'query' ? fact.queryParams : fact.bodyParams;
    if (!kind || !known || known.length === 0) continue;
    const entries = table.rows.map((r) => ({
      name: cellName(r.cells[0] ?? ''),
      line: r.line,
      claim: r.cells.join(' | '),
    }));
    lists.push({ kind, known, entries });
  }
  // A list is a parameter list only when one of its items names a parameter the handler reads.
  const groups = new Map<number, ParamEntry[]>();
  for (const item of doc.listItems ?? []) {
    if (item.section !== claim.heading) continue;
    const name = LIST_PARAM.exec(item.text)?.[1];
    if (!name) continue;
    const entries = groups.get(item.group) ?? [];
    entries.push({ name, line: item.line, claim: item.text.trim() });
    groups.set(item.group, entries);
  }
  for (const entries of groups.values()) {
    for (const kind of ['query', 'body'] as const) {
      const known = kind === 'query' ? fact.queryParams : fact.bodyParams;
      if (known && entries.some((e) => known.includes(e.name))) {
        lists.push({ kind, known, entries });
        break;
      }
    }
  }
  return lists;
}

/** Query/body parameter tables and lists under an endpoint heading, against what the handler reads. */
export function checkEndpointParams(index: ProjectIndex, doc: DocFile, claim: EndpointClaim): DraftFinding[] {
  if (claim.heading === undefined) return [];
  const route = routesAtPath(index.routes, normalizeRoutePath(claim.path)).find(
    (r) => r.method === claim.method,
  );
  if (!route) return [];
  const out: DraftFinding[] = [];
  const pathParams = new Set([...claim.path.matchAll(/[:{<]+(?:\w+:)?(\w+)/g)].map((m) => m[1]));
  for (const list of paramLists(doc, claim, route.fact)) {
    const { kind, known, entries } = list;
    const documented = entries.map((e) => e.name);
    for (const entry of entries) {
      const { name } = entry;
      if (!name || !/^[A-Za-z_][\w.-]*$/.test(name) || known.includes(name) || pathParams.has(name)) continue;
      const undocumented = known.filter((k) => !documented.includes(k));
      const rename = closestName(name, undocumented, 0) ?? undefined;
      const renamed = rename ?? (undocumented.length === 1 ? undocumented[0] : undefined);
      const certain =
        renamed !== undefined &&
        (undocumented.length === 1 || uniqueChoice(undocumented, (u) => closestName(name, u, 0)) === renamed);
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
          doc: { path: doc.path, line: entry.line, claim: entry.claim },
          code: {
            path: route.fact.location.path,
            line: route.fact.location.line,
            reality: `${kind}: ${known.join(', ')}`,
          },
          suggestions: [
            renamed
              ? `Rename ${name} to ${renamed} in ${doc.path} line ${entry.line}`
              : `Remove ${name} from ${doc.path} line ${entry.line}`,
          ],
          rename: certain ? { from: name, to: renamed } : undefined,
        }),
      );
    }
  }
  return out;
}
