import { isHistoryDoc } from '../../discover/classify-path.js';
import { parseDocSignature } from '../../docs/parse-doc-signature.js';
import type { ParameterFact, SymbolFact } from '../../facts/types.js';
import type { ProjectIndex } from '../../index/project-index.js';
import type { DocFile } from '../../model/doc.js';
import { closestName } from '../../util/similarity.js';
import { uniqueChoice } from '../../util/unique-choice.js';
import type { DraftFinding, Rule } from '../rule.js';
import { defaultsDiffer } from '../shared/compare-params.js';
import { makeFinding } from '../shared/make-finding.js';
import {
  acceptsKeywordArguments,
  callParams,
  isUntypedJs,
  resolveContainer,
  symbolsNamed,
} from '../shared/resolve-api.js';
import { type OptionRow, optionHeadingRows } from './option-heading-rows.js';
import { sectionType } from './section-type.js';

const NAME_HEADER =
  /^(option|options|param|parameter|parameters|argument|arguments|arg|keyword|kwarg|key|name|field|property|prop|setting)s?$/i;

function rowName(cell: string): string | undefined {
  const text = cell.replace(/[`*]/g, '').trim().replace(/^-+/, '');
  return /^([A-Za-z_$][\w$]*)\??$/.exec(text.split(/[\s(:=]/)[0] ?? '')?.[1];
}

/**
 * The callable a section documents (each of its declarations): its heading's signature, or that
 * of the nearest enclosing heading (`### fetch(url, options)` > `#### Options` > table).
 */
function sectionCallables(index: ProjectIndex, doc: DocFile, section: number): SymbolFact[] {
  let depth = Number.POSITIVE_INFINITY;
  for (let i = section; i >= 0; i--) {
    const heading = doc.headings[i];
    if (!heading || heading.depth >= depth) continue;
    depth = heading.depth;
    const sig = parseDocSignature(heading.text);
    if (!sig?.params) {
      if (i === section) continue;
      return [];
    }
    const word = sig.chain.length > 1 ? (sig.chain[sig.chain.length - 2] ?? '') : undefined;
    const container = word ? resolveContainer(index, word, new Map()) : undefined;
    const all = symbolsNamed(index, sig.name).filter((s) => s.params !== undefined || s.kind === 'class');
    const owned = all.filter((s) => s.container === container);
    // Every declaration of it: a `.d.ts` and the JavaScript it describes may disagree.
    if (owned.length > 0) return owned;
    const first = all[0];
    return first ? all.filter((s) => s.container === first.container) : [];
  }
  return [];
}

/**
 * Findings every declaration of the callable agrees on: the code accepts what either its `.d.ts`
 * or its JavaScript accepts (a `backoff` option the declarations forgot is read by the code).
 */
function agreedFindings(perDeclaration: DraftFinding[][]): DraftFinding[] {
  const [first = [], ...rest] = perDeclaration;
  const key = (f: DraftFinding) => `${f.doc?.line}\u0000${f.identifier}`;
  return first.filter((f) => rest.every((other) => other.some((o) => key(o) === key(f))));
}

function keysOf(index: ProjectIndex, p: ParameterFact, symbol: SymbolFact): ParameterFact[] {
  return p.keys ?? index.typeKeys(p.type, symbol) ?? [];
}

function checkRows(
  index: ProjectIndex,
  doc: DocFile,
  rows: OptionRow[],
  symbol: SymbolFact,
  params = callParams(index, symbol),
  // A type's keys are named, never passed by position.
  byName = false,
): DraftFinding[] {
  if (!params || params.some((p) => p.kind === 'kwargs') || rows.length === 0) return [];
  const names = rows.map((r) => r.name);
  const inParams = names.filter((n) => params.some((p) => p.name === n)).length;
  let best: { param?: ParameterFact; keys: ParameterFact[]; hits: number } = { keys: [], hits: 0 };
  for (const p of params) {
    const keys = keysOf(index, p, symbol);
    const hits = names.filter((n) => keys.some((k) => k.name === n)).length;
    if (hits > best.hits) best = { param: p, keys, hits };
  }
  const useParams = inParams >= best.hits && inParams > 0;
  const hits = useParams ? inParams : best.hits;
  // Most rows must match before the rest count as drift: otherwise the list is about something else.
  if (hits === 0 || hits * 2 < rows.length) return [];
  const pool = useParams ? params : best.keys;
  const what = useParams ? 'parameter' : `option of ${best.param?.name ?? 'the options object'}`;
  const out: DraftFinding[] = [];
  for (const row of useParams && !byName ? positionalSuspects(rows, params, symbol) : rows) {
    const where = { path: doc.path, line: row.line, claim: row.claim };
    const code = pool.find((p) => p.name === row.name);
    if (code) {
      if (defaultsDiffer(row.defaultValue, code.defaultValue)) {
        out.push(
          makeFinding({
            rule: 'option-tables',
            subtype: 'parameter_mismatch',
            severity: 'medium',
            confidence: 0.85,
            title: `Default of ${row.name} is ${code.defaultValue}, not ${row.defaultValue}`,
            description: `The docs give ${row.name} the default ${row.defaultValue}; ${symbol.signature} declares ${code.defaultValue}.`,
            identifier: row.name,
            doc: where,
            code: { path: symbol.location.path, line: symbol.location.line, reality: symbol.signature },
            suggestions: [
              `Change the default of ${row.name} to ${code.defaultValue} in ${doc.path} line ${row.line}`,
            ],
          }),
        );
      }
      continue;
    }
    const unused = pool.filter((p) => !names.includes(p.name) && p.kind !== 'rest').map((p) => p.name);
    const rename = closestName(row.name, unused, 0.35);
    const certain =
      rename !== undefined && uniqueChoice(unused, (c) => closestName(row.name, c, 0.35)) === rename;
    out.push(
      makeFinding({
        rule: 'option-tables',
        subtype: rename ? 'parameter_mismatch' : 'extra_parameter',
        severity: 'medium',
        confidence: rename ? 0.85 : 0.75,
        title: rename ? `${row.name} is now ${rename}` : `${symbol.name} has no ${what} ${row.name}`,
        description: `The docs list ${what} ${row.name}; ${symbol.signature} accepts ${pool.map((p) => p.name).join(', ')}.`,
        identifier: row.name,
        doc: where,
        code: { path: symbol.location.path, line: symbol.location.line, reality: symbol.signature },
        suggestions: [
          rename
            ? `Rename ${row.name} to ${rename} in ${doc.path} line ${row.line}`
            : `Remove ${row.name} from ${doc.path} line ${row.line}`,
        ],
        rename: certain ? { from: row.name, to: rename } : undefined,
      }),
    );
  }
  return out;
}

/**
 * The rows to judge by name. Where callers pass arguments by position (JavaScript, Go, Java, ...),
 * a documented parameter's name is a label (`callback` for the code's `cb`): only rows past the
 * number the code takes are drift, and not at all in plain JavaScript, which does not enforce arity.
 */
function positionalSuspects(rows: OptionRow[], params: ParameterFact[], symbol: SymbolFact): OptionRow[] {
  if (acceptsKeywordArguments(symbol)) return rows;
  if (isUntypedJs(symbol) || params.some((p) => p.kind === 'rest')) return [];
  return rows.slice(params.length).filter((r) => !params.some((p) => p.name === r.name));
}

function tableRows(doc: DocFile): Array<{ section: number; rows: OptionRow[] }> {
  const out: Array<{ section: number; rows: OptionRow[] }> = [];
  for (const table of doc.tables) {
    if (!NAME_HEADER.test((table.header[0] ?? '').trim())) continue;
    const defaultCol = table.header.findIndex((h) => /^default/i.test(h.trim()));
    const rows: OptionRow[] = [];
    for (const r of table.rows) {
      const name = rowName(r.cells[0] ?? '');
      const defaultValue = defaultCol > 0 ? r.cells[defaultCol]?.replace(/`/g, '').trim() : undefined;
      if (name) rows.push({ name, line: r.line, claim: r.cells.join(' | '), defaultValue });
    }
    out.push({ section: table.section, rows });
  }
  return out;
}

/** Lists whose items start with a bare name in code (`- \`timeout\` (number): ...`). */
function listRows(doc: DocFile): Array<{ section: number; rows: OptionRow[] }> {
  const groups = new Map<number, { section: number; rows: OptionRow[] }>();
  for (const span of doc.spans) {
    if (span.context !== 'list' || !span.leading) continue;
    const name = /^([A-Za-z_$][\w$]*)\??$/.exec(span.value.trim())?.[1];
    if (!name) continue;
    const group = groups.get(span.group) ?? { section: span.section, rows: [] };
    group.rows.push({ name, line: span.line, claim: span.value });
    groups.set(span.group, group);
  }
  return [...groups.values()];
}

export const optionTablesRule: Rule = {
  id: 'option-tables',
  subtypes: ['parameter_mismatch', 'extra_parameter'],
  description:
    "Parameter and option tables, lists and headings under a signature heading or a heading naming an options type, against the parameters, option-object keys or the type's keys in the code.",
  run(index) {
    const out: DraftFinding[] = [];
    for (const doc of index.docs) {
      if (isHistoryDoc(doc.path)) continue;
      for (const block of [...tableRows(doc), ...listRows(doc), ...optionHeadingRows(index, doc)]) {
        const symbols = sectionCallables(index, doc, block.section);
        if (symbols.length > 0) {
          out.push(...agreedFindings(symbols.map((symbol) => checkRows(index, doc, block.rows, symbol))));
          continue;
        }
        // `## ClientOptions` with a table of its keys: the rows are the type's keys.
        const type = sectionType(index, doc, block.section);
        if (type) out.push(...checkRows(index, doc, block.rows, type.symbol, type.keys, true));
      }
    }
    return out;
  },
};
