import type { EndpointClaim } from '../../docs/collect-endpoint-claims.js';
import type { RouteFact } from '../../facts/types.js';
import { normalizeRoutePath } from '../../index/normalize-route-path.js';
import type { ProjectIndex } from '../../index/project-index.js';
import type { DocFile } from '../../model/doc.js';
import { closestName } from '../../util/similarity.js';
import { uniqueChoice } from '../../util/unique-choice.js';
import type { DraftFinding } from '../rule.js';
import { makeFinding } from '../shared/make-finding.js';
import { routesAtPath } from './match-endpoint.js';

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
  /** Where the row says the parameter goes (an `In` column): query, body, path or header. */
  location?: string;
}

type Kind = 'query' | 'body';

interface ParamList {
  kind: Kind;
  known: string[];
  entries: ParamEntry[];
}

/** `sort: field to sort by`, `` `limit` (int) - page size ``: a list item that names one parameter. */
const LIST_PARAM =
  /^\s*(?:\*\*)?`?([A-Za-z_][\w.-]*)`?(?:\*\*)?\s*(?:\([^)]*\))?\s*(?::|\s[-\u2013\u2014])\s/;

/** What a heading or table header says its parameters are: query string or request body. */
function kindOfText(text: string): Kind | undefined {
  const lower = text.toLowerCase();
  if (/query/.test(lower)) return 'query';
  if (/body|payload|json|field|propert|attribute|form/.test(lower)) return 'body';
  return undefined;
}

/**
 * The sections that belong to the endpoint: its heading's own and those of deeper headings below it
 * (`#### Query parameters`, `#### Request body`), each with the kind its heading names.
 */
function endpointSections(doc: DocFile, heading: number): Map<number, Kind | undefined> {
  const sections = new Map<number, Kind | undefined>([[heading, undefined]]);
  // A sub-heading under a skipped one (`#### Response` > `##### Fields`) stays skipped.
  let skippedDepth = Number.POSITIVE_INFINITY;
  const depth = doc.headings[heading]?.depth ?? 0;
  for (let i = heading + 1; i < doc.headings.length; i++) {
    const h = doc.headings[i];
    if (!h || h.depth <= depth) break;
    // What the endpoint answers is no parameter of it.
    if (h.depth > skippedDepth) continue;
    skippedDepth = Number.POSITIVE_INFINITY;
    if (/respon|return|result|output|error|status|example/i.test(h.text)) {
      skippedDepth = h.depth;
      continue;
    }
    sections.set(i, kindOfText(h.text));
  }
  return sections;
}

/** Rows of a parameter table, with the location an `In`/`Location` column gives each. */
function tableEntries(table: DocFile['tables'][number]): ParamEntry[] {
  const inColumn = table.header.findIndex((h) => /^(in|location|where|param(eter)? type)$/i.test(h.trim()));
  return table.rows.map((r) => ({
    name: cellName(r.cells[0] ?? ''),
    line: r.line,
    claim: r.cells.join(' | '),
    location: inColumn > 0 ? (r.cells[inColumn] ?? '').replace(/[`*]/g, '').trim().toLowerCase() : undefined,
  }));
}

/** A table of generic parameters: the kind its names match, else what the method usually carries. */
function guessKind(entries: ParamEntry[], fact: RouteFact, method: string): Kind {
  const names = entries.map((e) => e.name);
  const query = names.some((n) => fact.queryParams?.includes(n));
  const body = names.some((n) => fact.bodyParams?.includes(n));
  if (query !== body) return query ? 'query' : 'body';
  return method === 'GET' || method === 'DELETE' || method === 'HEAD' ? 'query' : 'body';
}

/** Splits rows by their `In` column: query rows are checked as query, body rows as body, the rest not at all. */
function byLocation(entries: ParamEntry[], fallback: Kind): Map<Kind, ParamEntry[]> {
  const out = new Map<Kind, ParamEntry[]>();
  for (const e of entries) {
    const kind =
      e.location === undefined
        ? fallback
        : e.location === 'query'
          ? 'query'
          : /body|json|form/.test(e.location)
            ? 'body'
            : undefined;
    if (kind) out.set(kind, [...(out.get(kind) ?? []), e]);
  }
  return out;
}

/**
 * Parameter tables and lists in the endpoint's sections, each with the handler's names of its kind.
 * A body field is never checked against query names nor a query parameter against body names.
 */
function paramLists(doc: DocFile, claim: EndpointClaim, fact: RouteFact): ParamList[] {
  if (claim.heading === undefined) return [];
  const sections = endpointSections(doc, claim.heading);
  const lists: ParamList[] = [];
  const known = (kind: Kind) => (kind === 'query' ? fact.queryParams : fact.bodyParams);
  for (const table of doc.tables) {
    if (!sections.has(table.section)) continue;
    const head = table.header[0] ?? '';
    const entries = tableEntries(table);
    const named = kindOfText(head) ?? sections.get(table.section);
    if (!named && !/param|name|argument|key/i.test(head)) continue;
    const kind = named ?? guessKind(entries, fact, claim.method);
    for (const [k, rows] of byLocation(entries, kind)) {
      const names = known(k);
      if (names && names.length > 0) lists.push({ kind: k, known: names, entries: rows });
    }
  }
  // A list is a parameter list only when one of its items names a parameter the handler reads.
  const groups = new Map<number, { section: number; entries: ParamEntry[] }>();
  for (const item of doc.listItems ?? []) {
    if (!sections.has(item.section)) continue;
    const name = LIST_PARAM.exec(item.text)?.[1];
    if (!name) continue;
    const group = groups.get(item.group) ?? { section: item.section, entries: [] };
    group.entries.push({ name, line: item.line, claim: item.text.trim() });
    groups.set(item.group, group);
  }
  for (const { section, entries } of groups.values()) {
    const named = sections.get(section);
    for (const kind of named ? [named] : (['query', 'body'] as const)) {
      const names = known(kind);
      if (names && entries.some((e) => names.includes(e.name))) {
        lists.push({ kind, known: names, entries });
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
