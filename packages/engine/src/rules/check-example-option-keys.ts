import { splitTopLevel } from '../docs/parse-doc-signature.js';
import type { ExampleCall } from '../docs/scan-example-code.js';
import type { ParameterFact } from '../facts/types.js';
import type { ProjectIndex } from '../index/project-index.js';
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
    const text = arg.name.trim();
    if (!text.startsWith('{') || !text.endsWith('}') || text.includes('...')) continue;
    const param = params[i];
    const keys = param ? (param.keys ?? index.typeKeys(param.type)) : undefined;
    if (!param || !keys || keys.length === 0) continue;
    const names = splitTopLevel(text.slice(1, -1))
      .map((entry) => /^\s*['"]?([A-Za-z_$][\w$]*)['"]?\s*(?::|$)/.exec(entry)?.[1])
      .filter((n): n is string => n !== undefined);
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
