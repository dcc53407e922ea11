import type { ProjectIndex } from '../../index/project-index.js';
import type { ExampleDeclaration } from '../../model/doc.js';
import { type BlockContext, report } from '../../rules/shared/example-context.js';
import { hasOpenMembers, membersOf, symbolsNamed } from '../../rules/shared/resolve-api.js';
import { resolveBaseType } from '../../rules/shared/resolve-base-type.js';
import { closestName } from '../../util/similarity.js';
import { rootGoPackage } from './is-go-project-import.js';

const TYPE_KINDS = new Set(['type', 'interface']);

/**
 * Whether a restatement embeds every base from outside the project that makes the type's member
 * set open (`type Router interface { http.Handler; Routes; ... }` restating chi's Router): what it
 * lists besides is then the type's own, and a method the type lost is drift.
 */
function embedsOutsideBases(index: ProjectIndex, type: string, embeds: string[], depth = 0): boolean {
  if (depth > 4) return false;
  const shown = new Set(embeds.map((e) => e.replace(/^\*/, '')));
  for (const decl of symbolsNamed(index, type)) {
    if (decl.openMembers) return false;
    for (const base of decl.extends ?? []) {
      const resolved = resolveBaseType(index, base);
      if (resolved === 'outside' && !shown.has(base.replace(/^\*/, ''))) return false;
      if (resolved !== 'outside' && resolved !== 'closed' && resolved !== type)
        if (hasOpenMembers(index, resolved) && !embedsOutsideBases(index, resolved, embeds, depth + 1))
          return false;
    }
  }
  return true;
}

/** The project type a declaration restates, with the member names it has (inherited ones too). */
function restatedMembers(
  ctx: BlockContext,
  declaration: ExampleDeclaration,
  packages: Set<string>,
): Set<string> | undefined {
  const { qualifier, type } = declaration;
  if (qualifier !== undefined && !packages.has(qualifier) && qualifier !== rootGoPackage(ctx.index))
    return undefined;
  // `type MyHandler struct` of the reader's own: the project must declare the type.
  if (!symbolsNamed(ctx.index, type).some((s) => TYPE_KINDS.has(s.kind) && !s.container)) return undefined;
  if (hasOpenMembers(ctx.index, type) && !embedsOutsideBases(ctx.index, type, declaration.embeds ?? []))
    return undefined;
  const members = new Set(membersOf(ctx.index, type).map((m) => m.name));
  if (declaration.kind === 'signature') return members.size > 0 ? members : undefined;
  // An interface or struct the page declares under a project type's name is a copy of it only
  // when most of what it lists is the type's: else it is the reader's own of that name.
  const shared = declaration.members.filter((m) => members.has(m.name)).length;
  return shared >= 2 && shared * 2 >= declaration.members.length ? members : undefined;
}

function checkDeclaration(ctx: BlockContext, declaration: ExampleDeclaration, packages: Set<string>): void {
  const members = restatedMembers(ctx, declaration, packages);
  if (!members) return;
  const listed = declaration.members.map((m) => m.name);
  const what = declaration.kind === 'struct' ? 'field' : 'method';
  for (const member of declaration.members) {
    if (members.has(member.name)) continue;
    const near =
      ctx.index.removedSymbols.get(member.name)?.renamedTo ??
      closestName(
        member.name,
        [...members].filter((m) => !listed.includes(m)),
        0.4,
      );
    report(
      ctx,
      member.line,
      member.name,
      `Example shows ${declaration.type}.${member.name}, but ${declaration.type} has no ${what} ${member.name}`,
      `The page restates ${declaration.type}; the code's ${declaration.type} has ${[...members].slice(0, 12).join(', ')}.`,
      'incorrect_example',
      {
        symbol: symbolsNamed(ctx.index, declaration.type)[0],
        suggestion: near ? `Replace ${member.name} with ${near}` : `Remove ${member.name}`,
        claim: `${declaration.type}.${member.name}`,
      },
    );
  }
}

/**
 * Go interfaces, structs and method signatures a page restates from the project (`type Router
 * interface { Group(fn func(r Router)) Router }`, `func (c fiber.Ctx) FormValue(key string)
 * string`): every method or field listed must be the type's. A type the example also uses as
 * the reader's own (too few of its members are the project's) is not judged.
 */
export function checkGoDeclarations(ctx: BlockContext, packages: Set<string>): void {
  for (const declaration of ctx.block.example?.declarations ?? [])
    checkDeclaration(ctx, declaration, packages);
}

/**
 * Structs a Go example declares around one embedded type of a project package (`type MyMockedObject
 * struct{ mock.Mock }`), by name, with that type: a value of the struct has the type's promoted
 * methods, besides the ones the example declares on it (which the page's local names cover).
 */
export function embeddingStructs(ctx: BlockContext, packages: Set<string>): Map<string, string> {
  const out = new Map<string, string>();
  for (const declaration of ctx.block.example?.declarations ?? []) {
    const [embed, ...more] = declaration.embeds ?? [];
    const [qualifier, type] = embed?.split('.') ?? [];
    if (declaration.kind !== 'struct' || more.length > 0 || !qualifier || !type || !packages.has(qualifier))
      continue;
    if (symbolsNamed(ctx.index, declaration.type).length > 0) continue;
    if (symbolsNamed(ctx.index, type).some((s) => TYPE_KINDS.has(s.kind) && !s.container))
      out.set(declaration.type, type);
  }
  return out;
}
