import type { ExampleCall } from '../../model/doc.js';
import { type BlockContext, report } from '../shared/example-context.js';
import { symbolsNamed } from '../shared/resolve-api.js';
import { checkArgs } from '../shared/resolve-example-chain.js';

/** `forecast.Fetch()` on a Go or Python package of the project: the package must declare `Fetch`. */
export function checkPackageMemberCall(
  ctx: BlockContext,
  call: ExampleCall,
  head: string,
  member: string,
): void {
  const overloads = symbolsNamed(ctx.index, member).filter((s) => !s.container);
  if (overloads.length > 0) checkArgs(ctx, call, overloads);
  else if (!ctx.index.identifiers.has(member)) {
    report(
      ctx,
      call.line,
      member,
      `Example calls ${head}.${member}(), which does not exist`,
      `Package ${head} declares no ${member}.`,
      'incorrect_example',
      { suggestion: `Remove the call to ${member}`, claim: call.text.slice(0, 200) },
    );
  }
}
