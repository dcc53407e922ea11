import type { ProjectIndex } from '../../index/project-index.js';
import type { ExampleCall } from '../../model/doc.js';
import { editDistance } from '../../util/similarity.js';
import { type BlockContext, report } from '../shared/example-context.js';
import { isUnknownToCode } from '../shared/is-unknown-to-code.js';

const methodNames = new WeakMap<ProjectIndex, string[]>();
const topLevelNames = new WeakMap<ProjectIndex, string[]>();

/** Names of the project's exported functions and methods, the names a misspelling can aim at. */
function callableNames(index: ProjectIndex): string[] {
  const known = methodNames.get(index);
  if (known) return known;
  const names: string[] = [];
  for (const [name, symbols] of index.symbolsByName) {
    if (symbols.some((s) => s.exported && (s.kind === 'method' || s.kind === 'function'))) names.push(name);
  }
  methodNames.set(index, names);
  return names;
}

/** Exported top-level functions and classes: what a bare call (`stop_after_attempt(3)`) can mean. */
function bareCallableNames(index: ProjectIndex): string[] {
  const known = topLevelNames.get(index);
  if (known) return known;
  const names: string[] = [];
  for (const [name, symbols] of index.symbolsByName) {
    if (symbols.some((s) => s.exported && !s.container && (s.kind === 'function' || s.kind === 'class')))
      names.push(name);
  }
  topLevelNames.set(index, names);
  return names;
}

/**
 * `app.decorareRequest('foo')` where `app` is a plugin's parameter whose type the page never says,
 * or a bare `stop_after_attempts(3)` the block never imports: a long name the code never uses, one
 * or two letters away from exactly one project method (for a bare call: exported top-level function
 * or class), is that name misspelt or renamed. Shorter names, or names near several, may be any
 * library's.
 */
export function judgeMisspeltCall(ctx: BlockContext, call: ExampleCall): void {
  const name = call.chain[call.chain.length - 1] ?? '';
  const { index } = ctx;
  if (name.length < 10 || call.chain.length > 2) return;
  if (!isUnknownToCode(index, name, ctx.localNames)) return;
  const candidates = call.chain.length === 1 ? bareCallableNames(index) : callableNames(index);
  const near = candidates.filter((candidate) => {
    if (Math.abs(candidate.length - name.length) > 2 || candidate[0] !== name[0]) return false;
    const distance = editDistance(candidate, name);
    return distance <= 2 && distance / name.length <= 0.15;
  });
  const target = near[0];
  if (near.length !== 1 || !target) return;
  report(
    ctx,
    call.line,
    name,
    `Example calls ${call.chain.join('.')}(), but the project has ${target}, not ${name}`,
    `No ${name} exists in the code; ${target} is spelt nearly the same.`,
    'incorrect_example',
    {
      symbol: index.symbolsByName.get(target)?.[0],
      suggestion: `Replace ${name} with ${target}`,
      claim: call.text.slice(0, 200),
      rename: { from: name, to: target },
    },
  );
}
