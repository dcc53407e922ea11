import type { ParameterFact, SymbolFact } from '../../facts/types.js';
import type { ProjectIndex } from '../../index/project-index.js';
import type { DocFile } from '../../model/doc.js';
import { callParams } from '../shared/resolve-api.js';

const TYPE_KINDS = new Set(['interface', 'type', 'class']);

/** `ClientOptions`, `` `ClientOptions` ``, `interface ClientOptions`, `class ClientOptions`: a heading naming one type. */
function headingType(text: string): string | undefined {
  const bare = text
    .replace(/`/g, '')
    .trim()
    .replace(/^(export\s+)?(interface|type|class|struct|record|dataclass)\s+/, '');
  return /^[A-Z][\w$]*$/.test(bare) ? bare : undefined;
}

/** The keys a type accepts: interface/type-alias keys, a class's constructor fields, a struct's fields. */
function typeKeys(index: ProjectIndex, symbol: SymbolFact): ParameterFact[] | undefined {
  if (symbol.kind === 'interface' || symbol.kind === 'type') return index.typeKeys(symbol.name, symbol);
  const fields = (index.membersByContainer.get(symbol.name) ?? []).filter(
    (m) => m.kind === 'field' && m.location.path === symbol.location.path,
  );
  if (/\.(go|rs)$/.test(symbol.location.path))
    return fields.map((f): ParameterFact => ({ name: f.name, kind: 'positional', optional: true }));
  if (!/\.py$/.test(symbol.location.path)) return undefined;
  // A class section may list its attributes as well as what its constructor takes.
  const params = callParams(index, symbol) ?? [];
  const attributes = (index.membersByContainer.get(symbol.name) ?? []).filter(
    (m) => (m.kind === 'field' || m.kind === 'property') && !params.some((p) => p.name === m.name),
  );
  return [
    ...params,
    ...attributes.map((m): ParameterFact => ({ name: m.name, kind: 'keyword_only', optional: true })),
  ];
}

/** A heading that only says what follows (`### Options`): the type is named by the heading above it. */
const GENERIC_HEADING =
  /^(options|fields|properties|attributes|parameters|settings|configuration|config|keys)$/i;

/**
 * The type a section documents when its heading names exactly one project type (`## ClientOptions`),
 * or it is a generic `### Options` heading right under one, with the keys that type accepts;
 * tables, lists and option headings under it list those keys.
 */
export function sectionType(
  index: ProjectIndex,
  doc: DocFile,
  section: number,
): { symbol: SymbolFact; keys: ParameterFact[] } | undefined {
  const own = doc.headings[section];
  if (!own) return undefined;
  let heading = own;
  if (GENERIC_HEADING.test(own.text.trim())) {
    const parent = doc.headings.slice(0, section).findLast((h) => h.depth < own.depth);
    if (!parent) return undefined;
    heading = parent;
  }
  const name = headingType(heading.text);
  const types = name ? (index.symbolsByName.get(name) ?? []).filter((s) => TYPE_KINDS.has(s.kind)) : [];
  const [only] = types;
  if (types.length !== 1 || !only || only.openMembers) return undefined;
  const keys = typeKeys(index, only);
  return keys && keys.length >= 2 && !keys.some((k) => k.kind === 'kwargs')
    ? { symbol: only, keys }
    : undefined;
}
