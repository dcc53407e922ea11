import type { DocFile } from '../model/doc.js';

export interface EndpointClaim {
  method: string;
  path: string;
  line: number;
  /** Heading index when the claim is a heading (its section holds the parameter tables). */
  heading?: number;
  source: 'heading' | 'table' | 'span' | 'line';
  raw: string;
  /** Section (heading index) the claim sits in, for spans and plain lines. */
  section?: number;
}

const METHOD = /^(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS)$/i;
const METHOD_PATH =
  /^(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS)\s+`?((?:https?:\/\/[^\s/`]+)?\/[^\s`]*)`?(?:\s|$)/i;

function clean(cell: string): string {
  return cell.replace(/`/g, '').replace(/\*\*/g, '').trim();
}

/** HTTP endpoints a doc names in headings, method/path tables, inline code and plain lines. */
export function collectEndpointClaims(doc: DocFile): EndpointClaim[] {
  const claims: EndpointClaim[] = [];
  doc.headings.forEach((h, i) => {
    const m = METHOD_PATH.exec(h.text.trim());
    if (m?.[1] && m[2])
      claims.push({
        method: m[1].toUpperCase(),
        path: m[2],
        line: h.line,
        heading: i,
        source: 'heading',
        raw: h.text,
      });
  });
  for (const table of doc.tables) {
    const header = table.header.map((h) => h.toLowerCase());
    const methodCol = header.findIndex((h) => h === 'method' || h === 'verb' || h === 'http method');
    const pathCol = header.findIndex((h) => /^(path|endpoint|route|url|uri)$/.test(h));
    for (const row of table.rows) {
      if (methodCol >= 0 && pathCol >= 0) {
        const method = clean(row.cells[methodCol] ?? '');
        const path = clean(row.cells[pathCol] ?? '').split(/\s/)[0] ?? '';
        if (METHOD.test(method) && path.startsWith('/'))
          claims.push({
            method: method.toUpperCase(),
            path,
            line: row.line,
            source: 'table',
            raw: `${method} ${path}`,
          });
      } else {
        for (const cell of row.cells) {
          const m = METHOD_PATH.exec(clean(cell));
          if (m?.[1] && m[2])
            claims.push({
              method: m[1].toUpperCase(),
              path: m[2],
              line: row.line,
              source: 'table',
              raw: clean(cell),
            });
        }
      }
    }
  }
  for (const span of doc.spans) {
    if (span.context === 'heading' || span.context === 'table') continue;
    const m = METHOD_PATH.exec(span.value.trim());
    if (m?.[1] && m[2])
      claims.push({
        method: m[1].toUpperCase(),
        path: m[2],
        line: span.line,
        source: 'span',
        raw: span.value,
        section: span.section,
      });
  }
  for (const e of doc.endpointLines) {
    if (claims.some((c) => c.line === e.line)) continue;
    claims.push({
      method: e.method,
      path: e.path,
      line: e.line,
      source: 'line',
      raw: `${e.method} ${e.path}`,
      section: e.section,
    });
  }
  // `### Create a user` followed by `POST /users`: the first endpoint of a section whose heading
  // names none heads that section, so its parameter tables are checked against it.
  const headed = new Set(claims.filter((c) => c.source === 'heading').map((c) => c.heading));
  for (const c of claims) {
    if (c.heading !== undefined || c.section === undefined || c.section < 0 || headed.has(c.section))
      continue;
    c.heading = c.section;
    headed.add(c.section);
  }
  return claims;
}
