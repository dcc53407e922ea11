import { isHistoryDoc } from '../../discover/classify-path.js';
import type { SymbolFact } from '../../facts/types.js';
import type { ProjectIndex } from '../../index/project-index.js';
import type { DocFile } from '../../model/doc.js';
import { closestName } from '../../util/similarity.js';
import { uniqueChoice } from '../../util/unique-choice.js';
import type { DraftFinding, Rule } from '../rule.js';
import { makeFinding } from '../shared/make-finding.js';

const OPTION_NAME = /^With[A-Z0-9]\w*$/;

/** One documented option: a table row, a leading list item or a heading. */
interface OptionClaim {
  name: string;
  line: number;
  claim: string;
}

/** `pkg.WithTimeout(d)`, `WithTimeout()` -> `WithTimeout`. */
function optionName(text: string): string | undefined {
  const name = text.replace(/[`*]/g, '').trim().replace(/\(.*$/s, '').split('.').pop()?.trim();
  return name && OPTION_NAME.test(name) ? name : undefined;
}

/** Option lists of a page: table columns, lists, and the headings under one parent heading. */
function optionGroups(doc: DocFile): OptionClaim[][] {
  const groups: OptionClaim[][] = [];
  for (const table of doc.tables) {
    groups.push(
      table.rows.flatMap((row) => {
        const name = optionName(row.cells[0] ?? '');
        return name ? [{ name, line: row.line, claim: row.cells.join(' | ') }] : [];
      }),
    );
  }
  const lists = new Map<number, OptionClaim[]>();
  for (const span of doc.spans) {
    const name = span.context === 'list' && span.leading ? optionName(span.value) : undefined;
    if (name)
      lists.set(span.group, [...(lists.get(span.group) ?? []), { name, line: span.line, claim: span.value }]);
  }
  groups.push(...lists.values());
  const headings = new Map<string, OptionClaim[]>();
  const parents: number[] = [];
  for (const heading of doc.headings) {
    while (parents.length > 0 && (doc.headings[parents.at(-1) ?? 0]?.depth ?? 0) >= heading.depth)
      parents.pop();
    const name = optionName(heading.text);
    const key = `${parents.at(-1) ?? -1}:${heading.depth}`;
    if (name)
      headings.set(key, [...(headings.get(key) ?? []), { name, line: heading.line, claim: heading.text }]);
    parents.push(doc.headings.indexOf(heading));
  }
  groups.push(...headings.values());
  return groups.filter((g) => g.length > 0);
}

function finding(
  doc: DocFile,
  claim: OptionClaim,
  pool: string[],
  options: Map<string, SymbolFact>,
): DraftFinding {
  const near = closestName(claim.name, pool, 0.5);
  const certain = near !== undefined && uniqueChoice(pool, (p) => closestName(claim.name, p, 0.5)) === near;
  const code = options.get(near ?? pool[0] ?? '');
  return makeFinding({
    rule: 'functional-options',
    subtype: near ? 'parameter_mismatch' : 'extra_parameter',
    severity: 'medium',
    confidence: near ? 0.85 : 0.75,
    title: near ? `Option ${claim.name} is now ${near}` : `Option ${claim.name} does not exist`,
    description: `The docs list the functional option ${claim.name}; the code declares ${pool.join(', ')}.`,
    identifier: claim.name,
    doc: { path: doc.path, line: claim.line, claim: claim.claim },
    code: code ? { path: code.location.path, line: code.location.line, reality: code.signature } : null,
    suggestions: [
      near
        ? `Rename ${claim.name} to ${near} in ${doc.path} line ${claim.line}`
        : `Remove ${claim.name} from ${doc.path} line ${claim.line}`,
    ],
    rename: certain && near ? { from: claim.name, to: near } : undefined,
  });
}

/** Exported Go `WithX(...) Option` functions, by name. */
function functionalOptions(index: ProjectIndex): Map<string, SymbolFact> {
  const options = new Map<string, SymbolFact>();
  for (const [name, symbols] of index.symbolsByName) {
    if (!OPTION_NAME.test(name)) continue;
    const option = symbols.find(
      (s) =>
        s.kind === 'function' &&
        s.exported &&
        s.location.path.endsWith('.go') &&
        /\)\s*\*?[\w.]+\s*$/.test(s.signature),
    );
    if (option) options.set(name, option);
  }
  return options;
}

/**
 * Go functional options (`WithTimeout(d) Option`) listed in option tables, lists and headings: a
 * `WithX` listed beside options the code declares, or one letter-close to one, that no code
 * declares or names is an option that was renamed or removed.
 */
export const functionalOptionsRule: Rule = {
  id: 'functional-options',
  subtypes: ['parameter_mismatch', 'extra_parameter'],
  description:
    'Go functional options (WithX) in option tables, lists and headings against the WithX functions the code declares.',
  run(index) {
    const options = functionalOptions(index);
    if (options.size === 0) return [];
    const out: DraftFinding[] = [];
    for (const doc of index.docs) {
      if (isHistoryDoc(doc.path)) continue;
      for (const group of optionGroups(doc)) {
        const listed = new Set(group.map((c) => c.name));
        const pool = [...options.keys()].filter((n) => !listed.has(n));
        const beside = group.some((c) => options.has(c.name));
        for (const claim of group) {
          if (
            options.has(claim.name) ||
            index.identifiers.has(claim.name) ||
            index.symbolsByName.has(claim.name)
          )
            continue;
          if (!beside && closestName(claim.name, pool, 0.5) === undefined) continue;
          out.push(finding(doc, claim, pool, options));
        }
      }
    }
    return out;
  },
};
