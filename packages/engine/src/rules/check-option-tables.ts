import { isHistoryDoc } from '../discover/classify-path.js';
import { parseDocSignature } from '../docs/parse-doc-signature.js';
import type { ParameterFact, SymbolFact } from '../facts/types.js';
import type { ProjectIndex } from '../index/project-index.js';
import type { DocFile, DocTable } from '../model/doc.js';
import { closestName } from '../util/similarity.js';
import { defaultsDiffer } from './compare-params.js';
import { makeFinding } from './make-finding.js';
import { callParams, resolveContainer, symbolsNamed } from './resolve-api.js';
import type { DraftFinding, Rule } from './rule.js';

const NAME_HEADER =
  /^(option|options|param|parameter|parameters|argument|arguments|arg|keyword|kwarg|key|name|field|property|prop|setting)s?$/i;

function rowName(cell: string): string | undefined {
  const text = cell.replace(/[`*]/g, '').trim().replace(/^-+/, '');
  const name = /^([A-Za-z_$][\w$]*)\??$/.exec(text.split(/[\s(:=]/)[0] ?? '')?.[1];
  return name;
}

/** The callable a table documents: the signature in its section heading. */
function tableCallable(index: ProjectIndex, doc: DocFile, table: DocTable): SymbolFact | undefined {
  const heading = doc.headings[table.section];
  if (!heading) return undefined;
  const sig = parseDocSignature(heading.text);
  if (!sig?.params) return undefined;
  const container =
    sig.chain.length > 1
      ? resolveContainer(index, sig.chain[sig.chain.length - 2] ?? '', new Map())
      : undefined;
  const all = symbolsNamed(index, sig.name).filter((s) => s.params !== undefined || s.kind === 'class');
  return all.find((s) => s.container === container) ?? all[0];
}

function keysOf(index: ProjectIndex, p: ParameterFact): ParameterFact[] {
  return p.keys ?? index.typeKeys(p.type) ?? [];
}

function checkTable(index: ProjectIndex, doc: DocFile, table: DocTable, symbol: SymbolFact): DraftFinding[] {
  const params = callParams(index, symbol);
  if (!params || params.some((p) => p.kind === 'kwargs')) return [];
  const rows = table.rows.map((r) => ({ row: r, name: rowName(r.cells[0] ?? '') }));
  const names = rows.map((r) => r.name).filter((n): n is string => n !== undefined);
  if (names.length === 0) return [];
  const inParams = names.filter((n) => params.some((p) => p.name === n)).length;
  let best: { param?: ParameterFact; keys: ParameterFact[]; hits: number } = { keys: [], hits: 0 };
  for (const p of params) {
    const keys = keysOf(index, p);
    const hits = names.filter((n) => keys.some((k) => k.name === n)).length;
    if (hits > best.hits) best = { param: p, keys, hits };
  }
  const useParams = inParams >= best.hits && inParams > 0;
  if (!useParams && best.hits === 0) return [];
  const pool = useParams ? params : best.keys;
  const defaultCol = table.header.findIndex((h) => /^default/i.test(h.trim()));
  const out: DraftFinding[] = [];
  const what = useParams ? 'parameter' : `option of ${best.param?.name ?? 'the options object'}`;
  for (const { row, name } of rows) {
    if (!name) continue;
    const where = { path: doc.path, line: row.line, claim: row.cells.join(' | ') };
    const code = pool.find((p) => p.name === name);
    if (code) {
      const docDefault = defaultCol > 0 ? row.cells[defaultCol]?.replace(/`/g, '').trim() : undefined;
      if (defaultsDiffer(docDefault, code.defaultValue)) {
        out.push(
          makeFinding({
            rule: 'option-tables',
            subtype: 'parameter_mismatch',
            severity: 'medium',
            confidence: 0.85,
            title: `Default of ${name} is ${code.defaultValue}, not ${docDefault}`,
            description: `The table documents ${name} with default ${docDefault}; ${symbol.signature} declares ${code.defaultValue}.`,
            identifier: name,
            doc: where,
            code: { path: symbol.location.path, line: symbol.location.line, reality: symbol.signature },
            suggestions: [
              `Change the default of ${name} to ${code.defaultValue} in ${doc.path} line ${row.line}`,
            ],
          }),
        );
      }
      continue;
    }
    const rename = closestName(
      name,
      pool.filter((p) => !names.includes(p.name) && p.kind !== 'rest').map((p) => p.name),
      0.35,
    );
    out.push(
      makeFinding({
        rule: 'option-tables',
        subtype: rename ? 'parameter_mismatch' : 'extra_parameter',
        severity: 'medium',
        confidence: rename ? 0.85 : 0.75,
        title: rename ? `${name} is now ${rename}` : `${symbol.name} has no ${what} ${name}`,
        description: `The table documents ${what} ${name}; ${symbol.signature} accepts ${pool.map((p) => p.name).join(', ')}.`,
        identifier: name,
        doc: where,
        code: { path: symbol.location.path, line: symbol.location.line, reality: symbol.signature },
        suggestions: [
          rename
            ? `Rename ${name} to ${rename} in ${doc.path} line ${row.line}`
            : `Remove ${name} from ${doc.path} line ${row.line}`,
        ],
      }),
    );
  }
  return out;
}

export const optionTablesRule: Rule = {
  id: 'option-tables',
  subtypes: ['parameter_mismatch', 'extra_parameter'],
  description:
    'Parameter and option tables under a signature heading, against the parameters and option-object keys in the code.',
  run(index) {
    const out: DraftFinding[] = [];
    for (const doc of index.docs) {
      if (isHistoryDoc(doc.path)) continue;
      for (const table of doc.tables) {
        if (!NAME_HEADER.test((table.header[0] ?? '').trim())) continue;
        const symbol = tableCallable(index, doc, table);
        if (symbol) out.push(...checkTable(index, doc, table, symbol));
      }
    }
    return out;
  },
};
