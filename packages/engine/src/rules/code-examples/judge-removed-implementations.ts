import { type BlockContext, report } from '../shared/example-context.js';
import { isUnknownToCode } from '../shared/is-unknown-to-code.js';
import { removedFromLiveApiFile } from '../shared/removed-from-live-api-file.js';

// The method the example writes is itself a page-local name: only the code's names count here.
const NO_PAGE_NAMES = new Set<string>();

/**
 * `@Override public MockResponse dispatch(...)` in an example's `new Dispatcher() { ... }`, `func (f
 * *MyJSONFormatter) Format(...)` for logrus' `Formatter`: a method the example writes for the
 * project to call. When git history shows the project declared that name and removed it, and no
 * code declares or uses it now, the project no longer calls it: the example implements an
 * interface that has moved on. Methods of other libraries' interfaces (`ServeHTTP`, `run`) were
 * never the project's declarations and stay silent.
 */
export function judgeRemovedImplementations(ctx: BlockContext): void {
  const { index } = ctx;
  for (const { name, line } of ctx.block.example?.implementations ?? []) {
    const removed = index.removedSymbols.get(name);
    if (!removed || !removedFromLiveApiFile(index, removed) || !isUnknownToCode(index, name, NO_PAGE_NAMES))
      continue;
    const near = removed.renamedTo;
    report(
      ctx,
      line,
      name,
      `Example implements ${name}, which the project no longer declares`,
      `The example writes a ${name} method for the project to call; the code has no ${name}${near ? ` (renamed to ${near})` : ''}.`,
      'incorrect_example',
      {
        symbol: near ? index.symbolsByName.get(near)?.[0] : undefined,
        suggestion: near ? `Rename the method ${name} to ${near}` : `Remove the method ${name}`,
        claim: ctx.block.text.split('\n')[line]?.trim().slice(0, 200) ?? name,
        ...(near ? { rename: { from: name, to: near } } : {}),
      },
    );
  }
}
