import type { Rule } from '../rule.js';

/** Subtypes that say a name does not exist (as opposed to wrong parameters or defaults). */
const MISSING_NAME = new Set(['method_mismatch', 'incorrect_example', 'outdated_example']);

/**
 * A symbol that exists anywhere in the project's code is never reported as missing: the API
 * surface leaves out docs and example folders (cobra's `doc` Go package declares GenManTree),
 * but a name declared there is real, so a doc naming it is not wrong about it.
 */
export function skipNamesDeclaredElsewhere(rule: Rule): Rule {
  return {
    ...rule,
    run(index) {
      return rule
        .run(index)
        .filter(
          (f) =>
            !MISSING_NAME.has(f.subtype) ||
            index.symbolsByName.has(f.identifier) ||
            !index.declaredInSupportingCode(f.identifier),
        );
    },
  };
}
