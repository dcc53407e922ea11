import type { ParameterFact } from '../facts/types.js';
import type { ProjectIndex } from '../index/project-index.js';
import type { ExampleCall } from '../model/doc.js';
import { closestName } from '../util/similarity.js';
import type { ParamIssue } from './compare-params.js';

const TYPE_KINDS = new Set(['interface', 'type', 'class']);

/**
 * The options type, or a type it is built from, has several declarations of that name
 * (`Agent.DispatchOptions extends Dispatcher.DispatchOptions`): the index cannot tell which one the
 * keys come from, so a key it lacks proves nothing.
 */
function ambiguousType(index: ProjectIndex, text: string | undefined, depth = 0): boolean {
  if (!text || depth > 5) return false;
  for (const m of text.matchAll(/[A-Za-z_$][\w$]*/g)) {
    const decls = (index.symbolsByName.get(m[0]) ?? []).filter((d) => TYPE_KINDS.has(d.kind));
    if (decls.length > 1) return true;
    const decl = decls[0];
    if (decl && [...(decl.extends ?? []), decl.type].some((t) => ambiguousType(index, t, depth + 1)))
      return true;
  }
  return false;
}

/** Keys of an object literal argument (`{ timeoutMs: 10, retries: 3 }`) the options type does not have. */
export function optionKeyIssue(
  index: ProjectIndex,
  call: ExampleCall,
  params: ParameterFact[],
): ParamIssue | undefined {
  const positional = call.args.filter((a) => a.keyword === undefined);
  for (const [i, arg] of positional.entries()) {
    // A spread or `...` in the literal hides keys, and may supply what the shown ones lack.
    if (!arg.keys || arg.openKeys) continue;
    const param = params[i];
    if (!param || (!param.keys && ambiguousType(index, param.type))) continue;
    const keys = param.keys ?? index.typeKeys(param.type);
    if (!keys || keys.length === 0) continue;
    const names = arg.keys;
    const unknown = names.find((n) => !keys.some((k) => k.name === n));
    if (!unknown) continue;
    const rename = closestName(
      unknown,
      keys.map((k) => k.name).filter((k) => !names.includes(k)),
      0.35,
    );
    return {
      subtype: 'parameter_mismatch',
      identifier: unknown,
      message: `option ${unknown} is not accepted by ${param.name}${rename ? `; did you mean ${rename}` : ''}`,
      suggestion: rename ? `Rename ${unknown} to ${rename}` : `Remove ${unknown}`,
    };
  }
  return undefined;
}
