import type { ExampleCall } from '../../model/doc.js';
import { type BlockContext, report } from '../shared/example-context.js';
import { findCaseTwinInCode } from '../shared/find-case-twin-in-code.js';

/**
 * `store.persist.reHydrate()` where the code spells `rehydrate` and never `reHydrate`: names are
 * case-sensitive, so a member written with the same letters in another case as exactly one name
 * the code uses is that name miswritten, whatever the receiver's type. A member of a module the
 * block imports from outside the project is that module's.
 */
export function judgeCaseTwinCall(ctx: BlockContext, call: ExampleCall, outsideHeads: Set<string>): boolean {
  const { index } = ctx;
  const name = call.chain.at(-1) ?? '';
  const head = call.chain[0] ?? '';
  if (call.chain.length < 2 || name.length < 7 || outsideHeads.has(head)) return false;
  if (
    index.symbolsByName.has(name) ||
    index.identifiers.has(name) ||
    index.importedNames.has(name) ||
    index.assignedMembers.has(name) ||
    ctx.localNames.has(name) ||
    index.declaredInSupportingCode(name)
  )
    return false;
  const twin = findCaseTwinInCode(index, name);
  if (!twin) return false;
  report(
    ctx,
    call.line,
    name,
    `Example calls ${call.chain.join('.')}(), but the code spells it ${twin}`,
    `No ${name} exists in the code; ${twin} has the same letters (names are case-sensitive).`,
    'incorrect_example',
    {
      symbol: index.symbolsByName.get(twin)?.[0],
      suggestion: `Replace ${name} with ${twin}`,
      claim: call.text.slice(0, 200),
      rename: { from: name, to: twin },
    },
  );
  return true;
}
