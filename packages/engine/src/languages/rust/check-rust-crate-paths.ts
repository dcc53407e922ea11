import type { ProjectIndex } from '../../index/project-index.js';
import type { ExampleCall } from '../../model/doc.js';
import { type BlockContext, report } from '../../rules/shared/example-context.js';
import { declaredTypeOf, exportedTopLevelNames, symbolsNamed } from '../../rules/shared/resolve-api.js';
import { checkArgs, resolveChain } from '../../rules/shared/resolve-example-chain.js';
import { closestName } from '../../util/similarity.js';

/** The names examples write the project's crates under: `tracing-subscriber` is `tracing_subscriber`. */
export function crateNames(index: ProjectIndex): Set<string> {
  const names = new Set<string>();
  for (const p of index.names.packages) {
    const crate = p.replace(/-/g, '_');
    if (/^[a-z_][a-z0-9_]*$/.test(crate)) names.add(crate);
  }
  return names;
}

/**
 * `warp::serve(hello)` and `tracing_subscriber::fmt().with_writer(w)` in a Rust example, where the
 * path starts at one of the project's crates: the function must be one the crate's code declares
 * or names (a `pub use` of a dependency's function is an identifier of the code), and a builder
 * chain after it is typed from the function's declared return type. True when the call was judged
 * here.
 */
export function checkCratePathCall(ctx: BlockContext, call: ExampleCall, crates: Set<string>): boolean {
  const [head, name] = call.chain;
  if (!head || !name || !crates.has(head) || !call.text.startsWith(`${head}::${name}`)) return false;
  const functions = symbolsNamed(ctx.index, name).filter((s) => !s.container && s.kind === 'function');
  if (call.chain.length === 2) {
    if (functions.length > 0) checkArgs(ctx, call, functions);
    else if (symbolsNamed(ctx.index, name).length === 0 && !ctx.index.identifiers.has(name)) {
      const near =
        ctx.index.removedSymbols.get(name)?.renamedTo ??
        closestName(name, exportedTopLevelNames(ctx.index), 0.65);
      report(
        ctx,
        call.line,
        name,
        `Example calls ${head}::${name}(), which the crate does not declare`,
        `The example calls ${call.text.slice(0, 80)}; the project declares no ${name}.`,
        'incorrect_example',
        {
          suggestion: near
            ? `Replace ${head}::${name} with ${head}::${near}`
            : `Replace or remove the call to ${head}::${name}`,
          claim: call.text.slice(0, 200),
        },
      );
    }
    return true;
  }
  // `fmt().with_writer(w)`: the members after the call are those of what the function returns.
  if (!call.calledAt?.includes(1)) return false;
  const types = new Set(functions.map((f) => declaredTypeOf(ctx.index, f)));
  const start = types.size === 1 ? [...types][0] : undefined;
  if (!start) return true;
  const rest: ExampleCall = {
    ...call,
    chain: [start, ...call.chain.slice(2)],
    calledAt: call.calledAt.filter((i) => i > 1).map((i) => i - 1),
  };
  resolveChain(ctx, rest, start);
  return true;
}
