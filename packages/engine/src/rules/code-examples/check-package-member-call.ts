import type { ExampleCall } from '../../model/doc.js';
import { closestName } from '../../util/similarity.js';
import { type BlockContext, report } from '../shared/example-context.js';
import { exportedTopLevelNames, symbolsNamed } from '../shared/resolve-api.js';
import { checkArgs } from '../shared/resolve-example-chain.js';

/**
 * `pkg.Name()` on a project package (a Go package the example imports, a Python module) or on a
 * JavaScript namespace of the project: the member must be one the package declares, called with
 * arguments one of its overloads accepts. True when the call was such a call, judged here.
 */
export function checkPackageMemberCall(
  ctx: BlockContext,
  call: ExampleCall,
  scope: { goPackages: Set<string>; imported: Set<string>; namespaces: Set<string>; python: boolean },
): boolean {
  const { index } = ctx;
  const { goPackages, imported, namespaces, python } = scope;
  const [head, second] = call.chain;
  if (!head) return false;
  if (
    (goPackages.has(head) || (python && imported.has(head) && index.modules.has(head))) &&
    call.chain.length === 2 &&
    second
  ) {
    const overloads = symbolsNamed(index, second).filter((s) => !s.container);
    if (overloads.length > 0) checkArgs(ctx, call, overloads);
    else if (!ctx.index.identifiers.has(second)) {
      report(
        ctx,
        call.line,
        second,
        `Example calls ${head}.${second}(), which does not exist`,
        `Package ${head} declares no ${second}.`,
        'incorrect_example',
        { suggestion: `Remove the call to ${second}`, claim: call.text.slice(0, 200) },
      );
    }
    return true;
  }
  if (namespaces.has(head) && call.chain.length === 2 && second) {
    const overloads = symbolsNamed(index, second);
    if (overloads.length > 0) {
      const callable = overloads.filter((o) => !o.container && o.params !== undefined);
      if (callable.length === overloads.length) checkArgs(ctx, call, callable);
    } else if (!index.importedNames.has(second) && !ctx.localNames.has(second)) {
      report(
        ctx,
        call.line,
        second,
        `Example calls ${head}.${second}(), which ${head} does not export`,
        `The example calls ${call.text.slice(0, 80)}; the project declares no ${second}.`,
        'incorrect_example',
        {
          suggestion: (() => {
            const near =
              index.removedSymbols.get(second)?.renamedTo ??
              closestName(second, exportedTopLevelNames(index), 0.65);
            return near
              ? `Replace ${head}.${second} with ${head}.${near}`
              : `Replace or remove the call to ${head}.${second}`;
          })(),
          claim: call.text.slice(0, 200),
        },
      );
    }
    return true;
  }
  return false;
}
