import type { ParameterFact } from '../facts/types.js';
import type { ProjectIndex } from '../index/project-index.js';
import type { ExampleCall } from '../model/doc.js';
import { closestName } from '../util/similarity.js';
import type { ParamIssue } from './compare-params.js';

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
    const keys = param ? (param.keys ?? index.typeKeys(param.type)) : undefined;
    if (!param || !keys || keys.length === 0) continue;
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
