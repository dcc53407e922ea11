import type { SymbolFact } from '../../facts/types.js';
import type { ProjectIndex } from '../../index/project-index.js';
import type { ExampleStructLiteral } from '../../model/doc.js';
import { type BlockContext, report } from '../../rules/shared/example-context.js';
import { symbolsNamed } from '../../rules/shared/resolve-api.js';
import { closestName } from '../../util/similarity.js';
import { filterByGoPackage } from './filter-by-go-package.js';

/**
 * The keys a literal of a struct may name: its own fields and its embedded types (`http.Client`
 * embedded is the key `Client`). Go does not accept a promoted field as a key, so an embedded
 * type's fields are not keys, and an outside embedded type hides nothing. Undefined when some
 * declaration of the type shows no fields (an alias, `type Level int8`, a generated type).
 */
function structKeys(index: ProjectIndex, decls: SymbolFact[]): Set<string> | undefined {
  const keys = new Set<string>();
  for (const decl of decls) {
    if (decl.openMembers) return undefined;
    const { path, line, endLine } = decl.location;
    const fields = (index.membersByContainer.get(decl.name) ?? []).filter(
      (m) =>
        m.kind === 'field' &&
        m.location.path === path &&
        (endLine === undefined || (m.location.line >= line && m.location.line <= endLine)),
    );
    const embedded = (decl.extends ?? []).map((e) =>
      e.replace(/^\*/, '').replace(/\[.*$/s, '').split('.').pop(),
    );
    if (fields.length === 0 && embedded.length === 0) return undefined;
    for (const f of fields) keys.add(f.name);
    for (const e of embedded) if (e) keys.add(e);
  }
  return keys;
}

function checkLiteral(ctx: BlockContext, literal: ExampleStructLiteral, packages: Set<string>): void {
  const [pkg, type] = literal.type;
  if (!packages.has(pkg)) return;
  const scope = { language: 'go' as const, projectPackages: packages };
  const decls = filterByGoPackage(ctx.index, symbolsNamed(ctx.index, type), pkg, scope).filter(
    (s) => !s.container,
  );
  if (decls.length === 0 || decls.some((d) => d.kind !== 'type')) return;
  const keys = structKeys(ctx.index, decls);
  if (!keys) return;
  for (const key of literal.keys) {
    if (keys.has(key.name)) continue;
    const docLine = ctx.block.line + 1 + key.line;
    // The literal is an argument whose keys the call's check already reported on this line.
    if (ctx.out.some((f) => f.doc?.path === ctx.doc.path && f.doc.line === docLine)) continue;
    const shown = literal.keys.map((k) => k.name);
    const near =
      ctx.index.removedSymbols.get(key.name)?.renamedTo ??
      closestName(
        key.name,
        [...keys].filter((k) => !shown.includes(k)),
        0.4,
      );
    report(
      ctx,
      key.line,
      key.name,
      `Example sets ${pkg}.${type}{${key.name}: ...}, but ${type} has no field ${key.name}`,
      `${type} has the fields ${[...keys].slice(0, 12).join(', ')}.`,
      'incorrect_example',
      {
        symbol: decls[0],
        suggestion: near ? `Replace ${key.name} with ${near}` : `Remove ${key.name}`,
        claim: literal.text,
      },
    );
  }
}

/**
 * Struct literals of project types in a Go example (`fiber.New(fiber.Config{StrictRouting: true})`,
 * `&writer.Hook{Writer: os.Stderr}`): every key must be a field of that type, wherever the literal
 * is passed (to an interface-typed parameter, nested in another literal, bound to a variable).
 */
export function checkGoStructLiterals(ctx: BlockContext, packages: Set<string>): void {
  for (const literal of ctx.block.example?.structLiterals ?? []) checkLiteral(ctx, literal, packages);
}
