import type { ExampleCall } from '../../model/doc.js';
import { closestName } from '../../util/similarity.js';
import { type BlockContext, report } from '../shared/example-context.js';
import { exportedTopLevelNames, symbolsNamed } from '../shared/resolve-api.js';
import { checkArgs } from '../shared/resolve-example-chain.js';

/** `pino.destination()` on the project's JavaScript namespace: the package must export `destination`. */
export function checkNamespaceCall(ctx: BlockContext, call: ExampleCall, head: string, member: string): void {
  const { index } = ctx;
  const overloads = symbolsNamed(index, member);
  if (overloads.length > 0) {
    const callable = overloads.filter((o) => !o.container && o.params !== undefined);
    if (callable.length === overloads.length) checkArgs(ctx, call, callable);
    return;
  }
  if (index.importedNames.has(member) || ctx.localNames.has(member)) return;
  const near =
    index.removedSymbols.get(member)?.renamedTo ?? closestName(member, exportedTopLevelNames(index), 0.65);
  report(
    ctx,
    call.line,
    member,
    `Example calls ${head}.${member}(), which ${head} does not export`,
    `The example calls ${call.text.slice(0, 80)}; the project declares no ${member}.`,
    'incorrect_example',
    {
      suggestion: near
        ? `Replace ${head}.${member} with ${head}.${near}`
        : `Replace or remove the call to ${head}.${member}`,
      claim: call.text.slice(0, 200),
    },
  );
}
