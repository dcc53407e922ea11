import type { ParameterFact, SymbolFact } from '../../facts/types.js';
import { certainDeclaration, type TypeReferenceSite } from '../../index/create-type-keys.js';
import type { ProjectIndex } from '../../index/project-index.js';
import type { ExampleCall } from '../../model/doc.js';
import { closestName } from '../../util/similarity.js';
import { uniqueChoice } from '../../util/unique-choice.js';
import type { ParamIssue } from './compare-params.js';

const TYPE_KINDS = new Set(['interface', 'type', 'class']);

/**
 * The options type, or a type it is built from, has several declarations of that name that the
 * reference does not tell apart (`DispatchOptions` written in a third file): the index cannot tell
 * which one the keys come from, so a key it lacks proves nothing. A namespace qualifier
 * (`Dispatcher.DispatchOptions`) or a declaration in the referencing file decides.
 */
function ambiguousType(
  index: ProjectIndex,
  text: string | undefined,
  site: TypeReferenceSite,
  depth = 0,
): boolean {
  if (!text || depth > 5) return false;
  for (const m of text.matchAll(/[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*/g)) {
    const path = m[0].split('.');
    const name = path.pop() ?? '';
    const decls = (index.symbolsByName.get(name) ?? []).filter((d) => TYPE_KINDS.has(d.kind));
    if (decls.length === 0) continue;
    const decl = certainDeclaration(decls, path.join('.') || undefined, site);
    if (!decl) return true;
    if ([...(decl.extends ?? []), decl.type].some((t) => ambiguousType(index, t, decl, depth + 1)))
      return true;
  }
  return false;
}

/**
 * The options type under the ways languages write "maybe" and "by reference": Go `*Options`,
 * Python `Optional[Options]`, `Options | None`.
 */
function optionsTypeName(type: string | undefined): string | undefined {
  const bare = type?.trim().replace(/^\*/, '');
  return bare
    ?.replace(/^Optional\[(.*)\]$/s, '$1')
    .replace(/\s*\|\s*None$|^None\s*\|\s*/g, '')
    .replace(/^["']|["']$/g, '');
}

/** Keys of an object literal argument (`{ timeoutMs: 10, retries: 3 }`) the options type does not have. */
export function optionKeyIssue(
  index: ProjectIndex,
  call: ExampleCall,
  params: ParameterFact[],
  symbol: SymbolFact,
): ParamIssue | undefined {
  const positional = call.args.filter((a) => a.keyword === undefined);
  const keyword = call.args.filter((a) => a.keyword !== undefined && a.keys);
  for (const [i, arg] of [...positional.entries(), ...keyword.map((a) => [-1, a] as const)]) {
    // A spread or `...` in the literal hides keys, and may supply what the shown ones lack.
    if (!arg.keys || arg.openKeys) continue;
    const param = i < 0 ? params.find((p) => p.name === arg.keyword) : params[i];
    if (!param || (!param.keys && ambiguousType(index, param.type, symbol))) continue;
    // `Output(zerolog.ConsoleWriter{Out: ...})` for `Output(w io.Writer)`: the literal is another
    // type that satisfies the parameter's interface, so its keys are that type's, not the parameter's.
    const paramType = optionsTypeName(param.type)?.split('.').pop();
    if (arg.literalType && paramType && arg.literalType !== paramType) continue;
    const keys = param.keys ?? index.typeKeys(optionsTypeName(param.type), symbol);
    if (!keys || keys.length === 0) continue;
    const names = arg.keys;
    const unknown = names.find((n) => !keys.some((k) => k.name === n));
    if (!unknown) continue;
    const pool = keys.map((k) => k.name).filter((k) => !names.includes(k));
    const rename = closestName(unknown, pool, 0.35);
    const certain =
      rename !== undefined && uniqueChoice(pool, (p) => closestName(unknown, p, 0.35)) === rename;
    return {
      subtype: 'parameter_mismatch',
      identifier: unknown,
      message: `option ${unknown} is not accepted by ${param.name}${rename ? `; did you mean ${rename}` : ''}`,
      suggestion: rename ? `Rename ${unknown} to ${rename}` : `Remove ${unknown}`,
      ...(certain ? { rename: { from: unknown, to: rename } } : {}),
    };
  }
  return undefined;
}
