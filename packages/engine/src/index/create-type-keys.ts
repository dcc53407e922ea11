// The option keys of a named type (`ClientOptions`, `Omit<ClientOptions, 'apiKey'>`, `A & B`),
// resolved across files. Projects declare the same type name more than once (`Agent.DispatchOptions`
// and `Dispatcher.DispatchOptions`, an `Options` per module), so the declaration a reference means
// is the one its namespace qualifier names, else the one in the referencing file, namespace or
// folder (a Go package, a Python package), else an exported one.
import type { ParameterFact, SymbolFact } from '../facts/types.js';

const TYPE_KINDS = new Set(['interface', 'type', 'class']);

/** Where a type name is written: the declaration whose parameter or `extends` names it. */
export interface TypeReferenceSite {
  location: { path: string };
  namespace?: string;
}

function folderOf(path: string): string {
  return path.slice(0, path.lastIndexOf('/') + 1);
}

/** The declaration `qualifier.name` (or plain `name`) means where `site` writes it. */
function pickDeclaration(
  decls: SymbolFact[],
  qualifier: string | undefined,
  site: TypeReferenceSite | undefined,
): SymbolFact | undefined {
  let candidates = decls;
  if (qualifier) {
    const named = decls.filter(
      (d) => d.namespace === qualifier || d.namespace?.endsWith(`.${qualifier}`) || d.container === qualifier,
    );
    if (named.length > 0) candidates = named;
  }
  const score = (d: SymbolFact): number =>
    (site && d.location.path === site.location.path ? 8 : 0) +
    (site?.namespace !== undefined && d.namespace === site.namespace ? 4 : 0) +
    (site && folderOf(d.location.path) === folderOf(site.location.path) ? 2 : 0) +
    (d.exported ? 1 : 0);
  let best: SymbolFact | undefined;
  for (const d of candidates) if (!best || score(d) > score(best)) best = d;
  return best;
}

/**
 * The declaration `qualifier.name` certainly means where `site` writes it: the only one, the only
 * one in the namespace the qualifier names, or the only one in the referencing file. Undefined when
 * several remain (the keys of any of them may be meant).
 */
export function certainDeclaration(
  decls: SymbolFact[],
  qualifier: string | undefined,
  site: TypeReferenceSite | undefined,
): SymbolFact | undefined {
  if (decls.length <= 1) return decls[0];
  const named = qualifier
    ? decls.filter((d) => d.namespace === qualifier || d.namespace?.endsWith(`.${qualifier}`))
    : [];
  if (named.length === 1) return named[0];
  const local = site ? decls.filter((d) => d.location.path === site.location.path) : [];
  return local.length === 1 ? local[0] : undefined;
}

export function createTypeKeys(members: Map<string, SymbolFact[]>, byName: Map<string, SymbolFact[]>) {
  const resolve = (
    text: string | undefined,
    site: TypeReferenceSite | undefined,
    depth: number,
  ): ParameterFact[] | undefined => {
    if (!text || depth > 5) return undefined;
    let t = text.trim().replace(/\s*\|\s*(undefined|null)\b/g, '');
    const wrapper = /^(Partial|Readonly|Required|NonNullable)<(.*)>$/s.exec(t);
    if (wrapper?.[2]) t = wrapper[2];
    const omit = /^(Omit|Pick)<\s*([\w.]+)\s*,(.*)>$/s.exec(t);
    if (omit?.[2] && omit[3]) {
      const listed = new Set([...omit[3].matchAll(/['"]([^'"]+)['"]/g)].map((m) => m[1]));
      const base = resolve(omit[2], site, depth + 1);
      return base?.filter((k) => (omit[1] === 'Omit' ? !listed.has(k.name) : listed.has(k.name)));
    }
    if (t.includes('&')) {
      const parts = t.split('&').map((p) => resolve(p, site, depth + 1));
      if (parts.some((p) => p === undefined)) return undefined;
      return parts.flatMap((p) => p ?? []);
    }
    const path = /^([\w.]+)(<.*>)?$/s.exec(t)?.[1]?.split('.');
    const name = path?.pop();
    if (!name) return undefined;
    const qualifier = path?.join('.') || undefined;
    const decl = pickDeclaration(
      (byName.get(name) ?? []).filter((s) => TYPE_KINDS.has(s.kind)),
      qualifier,
      site,
    );
    // `[key: string]: unknown` accepts any key: the listed ones do not bound the options.
    if (!decl || decl.openMembers) return undefined;
    if (decl.kind === 'type' && !members.has(name)) return resolve(decl.type, decl, depth + 1);
    const { line, endLine } = decl.location;
    const own = (members.get(name) ?? [])
      .filter(
        (m) =>
          // `generateKey?(req): string` in an options interface is a key whose value is a function.
          (m.kind === 'property' || m.kind === 'field' || (m.kind === 'method' && decl.kind !== 'class')) &&
          m.location.path === decl.location.path &&
          // Two declarations of the name in one file (two namespaces): only this one's members.
          (endLine === undefined || (m.location.line >= line && m.location.line <= endLine)),
      )
      .map(
        (m): ParameterFact => ({
          name: m.name,
          kind: 'positional',
          optional: m.kind === 'method' || m.signature.endsWith('?'),
          type: m.type,
        }),
      );
    const inherited = (decl.extends ?? []).flatMap((e) => resolve(e, decl, depth + 1) ?? []);
    return [...own, ...inherited];
  };
  return (text: string | undefined, site?: TypeReferenceSite) => resolve(text, site, 0);
}
