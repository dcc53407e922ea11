import type { ProjectIndex } from '../../index/project-index.js';
import type { DocFile } from '../../model/doc.js';
import { editDistance } from '../../util/similarity.js';
import type { DraftFinding } from '../rule.js';
import { misspeltNameFinding } from './misspelt-name-finding.js';

const TYPE_KINDS = new Set(['class', 'interface', 'type', 'enum']);
/** `ValiationResult`, `ValiationResult[]`, `validation: ValiationResult[]`, `Promise<ValiationResult>`. */
const TYPE_SPAN = /^(?:[a-z_]\w*\??:\s*)?(?:[A-Z]\w*<)?([A-Z][a-z]\w*[A-Z]\w*)>?(?:\[\])?$/;

const typeNames = new WeakMap<ProjectIndex, string[]>();

function exportedTypeNames(index: ProjectIndex): string[] {
  const known = typeNames.get(index);
  if (known) return known;
  const names: string[] = [];
  for (const [name, symbols] of index.symbolsByName) {
    if (symbols.some((s) => s.exported && !s.container && TYPE_KINDS.has(s.kind))) names.push(name);
  }
  typeNames.set(index, names);
  return names;
}

/**
 * A code span naming a type (`validation: ValiationResult[]`) the code never mentions, one or two
 * letters away from exactly one exported project type: a misspelt or renamed type. Names near
 * several types, or short ones, may be any library's.
 */
export function judgeMisspeltTypes(
  index: ProjectIndex,
  doc: DocFile,
  localNames: Set<string>,
): DraftFinding[] {
  const out: DraftFinding[] = [];
  const seen = new Set<string>();
  for (const span of doc.spans) {
    const name = TYPE_SPAN.exec(span.value.trim())?.[1];
    if (!name || name.length < 10 || seen.has(`${span.line}:${name}`)) continue;
    seen.add(`${span.line}:${name}`);
    if (
      index.symbolsByName.has(name) ||
      index.identifiers.has(name) ||
      index.importedNames.has(name) ||
      localNames.has(name)
    )
      continue;
    const near = exportedTypeNames(index).filter((candidate) => {
      if (Math.abs(candidate.length - name.length) > 2 || candidate[0] !== name[0]) return false;
      // `RequestOption` next to `RequestOptions` is more likely another type than a typo.
      if (candidate === `${name}s` || name === `${candidate}s`) return false;
      const distance = editDistance(candidate, name);
      return distance <= 2 && distance / name.length <= 0.15;
    });
    const target = near[0];
    if (near.length !== 1 || !target || index.declaredInSupportingCode(name)) continue;
    const symbol = index.symbolsByName.get(target)?.[0];
    out.push(
      misspeltNameFinding({
        name,
        target,
        description: `The docs name the type ${name}; the code declares ${target}.`,
        doc: { path: doc.path, line: span.line, claim: span.value },
        symbol,
      }),
    );
  }
  return out;
}
