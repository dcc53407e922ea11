import type { ParameterFact, SymbolFact } from '../../facts/types.js';
import type { ProjectIndex } from '../../index/project-index.js';

const KEYWORD_KINDS = new Set(['positional', 'keyword_only']);

/** The callable `self.request`, `request` or `api.request` names, when exactly one declaration fits. */
function forwardTarget(index: ProjectIndex, symbol: SymbolFact, callee: string): SymbolFact | undefined {
  const path = callee.split('.');
  const name = path.pop() ?? '';
  const head = path.join('.');
  const all = index.symbolsByName.get(name) ?? [];
  if (head === 'self' || head === 'cls') {
    const own = all.filter((s) => s.container === symbol.container && s.container !== undefined);
    return own.length === 1 ? own[0] : undefined;
  }
  // `super().__init__(**kwargs)` and calls on other objects: the receiver's type is not known here.
  if (head.includes('(')) return undefined;
  const top = all.filter((s) => !s.container && (s.kind === 'function' || s.kind === 'class'));
  return top.length === 1 ? top[0] : undefined;
}

/**
 * Python `**kwargs` that a function passes on whole to one project callable (`def get(url,
 * **kwargs): return request("GET", url, **kwargs)`), or types with `Unpack[Options]`, accept the
 * keywords of that callable or TypedDict, not any keyword: they become keyword parameters. Kwargs
 * the engine cannot follow stay open.
 */
export function expandForwardedKwargs(
  index: ProjectIndex,
  symbol: SymbolFact,
  params: ParameterFact[],
  paramsOf: (target: SymbolFact) => ParameterFact[] | undefined,
  depth = 0,
): ParameterFact[] {
  const kwargs = params.find((p) => p.kind === 'kwargs');
  if (!kwargs || depth > 3) return params;
  const unpacked = /^Unpack\[\s*["']?([\w.]+?)["']?\s*\]$/
    .exec(kwargs.type ?? '')?.[1]
    ?.split('.')
    .pop();
  let accepted: ParameterFact[] | undefined;
  if (unpacked) {
    const typed = (index.symbolsByName.get(unpacked) ?? []).filter((s) => s.kind === 'class');
    accepted = typed.length === 1 && typed[0] ? paramsOf(typed[0]) : undefined;
  } else if (kwargs.forwardedTo) {
    const target = forwardTarget(index, symbol, kwargs.forwardedTo.callee);
    const inner = target ? paramsOf(target) : undefined;
    const expanded =
      target && inner ? expandForwardedKwargs(index, target, inner, paramsOf, depth + 1) : undefined;
    // The forwarding call fills the callee's first positional parameters itself.
    const positional = expanded?.filter((p) => p.kind === 'positional' || p.kind === 'positional_only') ?? [];
    const filled = new Set(positional.slice(0, kwargs.forwardedTo.positional).map((p) => p.name));
    accepted = expanded?.filter((p) => !filled.has(p.name));
  }
  if (!accepted || accepted.some((p) => p.kind === 'kwargs')) return params;
  const own = new Set(params.map((p) => p.name));
  const keywords = accepted
    .filter((p) => KEYWORD_KINDS.has(p.kind) && !own.has(p.name))
    .map((p): ParameterFact => ({ ...p, kind: 'keyword_only', optional: true }));
  return [...params.filter((p) => p !== kwargs), ...keywords];
}
