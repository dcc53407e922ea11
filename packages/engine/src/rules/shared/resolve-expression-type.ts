import type { SymbolFact } from '../../facts/types.js';
import type { ProjectIndex } from '../../index/project-index.js';
import type { TypeScope } from '../../languages/go/filter-by-go-package.js';
import { calleeReturnType } from './callee-return-type.js';
import { filterByQualifier } from './filter-by-qualifier.js';
import { keepsReceiverType } from './keeps-receiver-type.js';
import { declaredTypeOf, membersOf, symbolsNamed } from './resolve-api.js';

function isCallable(symbol: SymbolFact): boolean {
  return symbol.kind === 'method' || symbol.kind === 'function';
}

interface Segment {
  name: string;
  called: boolean;
}

/** The index just past the bracket that closes the one at `start`, or -1. */
function skipBalanced(text: string, start: number): number {
  let depth = 0;
  for (let i = start; i < text.length; i += 1) {
    const ch = text[i];
    if (ch === '(' || ch === '[' || ch === '{') depth += 1;
    else if (ch === ')' || ch === ']' || ch === '}') {
      depth -= 1;
      if (depth === 0) return i + 1;
    } else if (ch === '"' || ch === "'") {
      const end = text.indexOf(ch, i + 1);
      if (end < 0) return -1;
      i = end;
    }
  }
  return -1;
}

/**
 * `pkg.NewClient(x).R().SetHeader("a", "b")` as names and whether each is called; undefined for
 * anything that does not start as one (literals, closures). Rust's `?` and `.await` keep the value's type.
 */
function segmentsOf(expression: string): Segment[] | undefined {
  const text = expression.trim().replace(/::/g, '.');
  const segments: Segment[] = [];
  let i = 0;
  while (i < text.length) {
    const name = /^[A-Za-z_$][\w$]*/.exec(text.slice(i))?.[0];
    if (!name) return undefined;
    i += name.length;
    // `collect::<Vec<_>>()`, `Builder.<T>create()`: type arguments say nothing here.
    if (text.startsWith('.<', i)) return undefined;
    let called = false;
    if (text[i] === '(') {
      i = skipBalanced(text, i);
      if (i < 0) return undefined;
      called = true;
    }
    if (name !== 'await') segments.push({ name, called });
    while (text[i] === '?' || text[i] === ' ' || text[i] === '\n') i += 1;
    // `Client(a) if x else None`, `New(); err != nil`: the chain ends where its value does.
    if (text[i] !== '.') break;
    i += 1;
  }
  return segments.length > 0 ? segments : undefined;
}

/**
 * The project type a call chain yields (`client.R()` after `c := resty.New()`; `Client::builder()
 * .timeout(5).build()`): the first call by its declaration's return type, each later member by
 * the return type or field type it has on the type so far. Undefined as soon as a step is not
 * the project's or declares no project type: a receiver is never guessed.
 */
export function resolveExpressionType(
  index: ProjectIndex,
  expression: string,
  scope: TypeScope,
  bound?: Map<string, string>,
): string | undefined {
  const segments = segmentsOf(expression.replace(/^(?:await|yield)\s+/, '').replace(/^&(?:mut\s+)?/, ''));
  const firstCall = segments?.findIndex((s) => s.called) ?? -1;
  if (!segments || firstCall < 0 || firstCall > 1) return undefined;
  const callee = segments[firstCall]?.name ?? '';
  const qualifier = firstCall === 1 ? segments[0]?.name : undefined;
  // In Go, calling a name never constructs its type; only functions and methods return one.
  const callables = filterByQualifier(index, symbolsNamed(index, callee), qualifier, scope).filter(
    (symbol) =>
      symbol.kind === 'function' ||
      symbol.kind === 'method' ||
      (scope.language !== 'go' && symbol.kind === 'class' && !symbol.container),
  );
  // `database.connection()` after `database = Database(...)`: Database's own connection(), not the
  // one of a backend class that declares the same name; in Go the qualifier is then no package.
  const owner = qualifier ? bound?.get(qualifier) : undefined;
  const own = owner ? membersOf(index, owner).filter((m) => m.name === callee && isCallable(m)) : [];
  let type = calleeReturnType(index, own.length > 0 ? own : callables);
  for (const segment of segments.slice(firstCall + 1)) {
    if (!type) return undefined;
    // `timeout` can be a builder's field and its method: a call means the method.
    const members = membersOf(index, type).filter(
      (m) => m.name === segment.name && isCallable(m) === segment.called,
    );
    if (keepsReceiverType(segment.name, members.length > 0)) continue;
    const types = new Set(members.map((m) => declaredTypeOf(index, m)));
    // Overloads that return different types leave the chain's type unknown.
    type = types.size === 1 ? [...types][0] : undefined;
  }
  return type;
}
