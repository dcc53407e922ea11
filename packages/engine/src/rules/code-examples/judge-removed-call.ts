import type { ExampleLanguage } from '../../docs/example-language.js';
import type { ExampleCall } from '../../model/doc.js';
import { type BlockContext, report } from '../shared/example-context.js';
import { isUncheckedLanguage } from '../shared/is-unchecked-language.js';
import { isUnknownToCode } from '../shared/is-unknown-to-code.js';
import { removedFromLiveApiFile } from '../shared/removed-from-live-api-file.js';

/**
 * `myFlagSet.SetNormalizeFunc(fn)` where the example never says what `myFlagSet` is: the method
 * is the project's when git history shows the project declared it and removed it, and no code
 * declares or uses that name now (a dependency's method of that name would be used somewhere, or
 * never have been declared here), and the removed declaration was a method. The receiver must be
 * unbound or untyped in the example, never a package it imports or a value of a type from elsewhere.
 */
export function judgeRemovedCall(ctx: BlockContext, call: ExampleCall, language: ExampleLanguage): void {
  const { index } = ctx;
  const name = call.chain[call.chain.length - 1] ?? '';
  const head = call.chain[0] ?? '';
  if (!isUncheckedLanguage(language) || call.chain.length < 2 || name.length < 3) return;
  if (call.head && call.head.kind !== 'untyped') return;
  if (ctx.block.example?.imports.some((i) => i.name === head)) return;
  const removed = index.removedSymbols.get(name);
  // The removed declaration must have been a method: a function (`func NewClient`, a Rust `fn` at
  // module level) is called through its package (`redis.NewClient()`, another library's maybe).
  const method = language === 'go' ? (removed?.owners?.length ?? 0) > 0 : removed?.topLevel === false;
  if (
    !removed ||
    !method ||
    !removedFromLiveApiFile(index, removed) ||
    !isUnknownToCode(index, name, ctx.localNames)
  )
    return;
  const near = removed.renamedTo;
  report(
    ctx,
    call.line,
    name,
    `Example calls ${call.chain.join('.')}(), which the project no longer declares`,
    `No ${name} exists in the code${near ? `; it was renamed to ${near}` : ''}.`,
    'incorrect_example',
    {
      symbol: near ? index.symbolsByName.get(near)?.[0] : undefined,
      suggestion: near ? `Replace ${name} with ${near}` : `Remove the call to ${name}`,
      claim: call.text.slice(0, 200),
      ...(near ? { rename: { from: name, to: near } } : {}),
    },
  );
}
