// The scopes of a code example, built from its syntax tree (oxc for JavaScript, tree-sitter for
// Python and Go), and the binding of a name in effect at one offset. Examples reuse short names:
// chi's README binds `r := chi.NewRouter()` and then handles `r *http.Request` in a nested
// handler; gin's binds `var g errgroup.Group`. A call on the name is about the project's type only
// where the binding in scope says so.
import type { ExampleHeadBinding } from '../model/doc.js';

type ScopeKind = 'module' | 'function' | 'block' | 'class';

interface BindingEvent {
  /** `imported`: the name comes from an import; the page's import logic judges it, not the scope. */
  kind: ExampleHeadBinding['kind'] | 'imported';
  text: string;
  /** Offset from which the binding holds. */
  from: number;
  /** The function (or module) whose run makes the binding: it does not hold in other functions' runs. */
  run: ExampleScope;
}

export interface ExampleScope {
  kind: ScopeKind;
  start: number;
  end: number;
  parent: ExampleScope | undefined;
  names: Map<string, BindingEvent[]>;
}

export interface ScopeBuilder {
  /** Opens a scope over [start, end) below `parent`. */
  open(kind: ScopeKind, start: number, end: number, parent: ExampleScope): ExampleScope;
  /** Declares `name` in `scope` (a `const`, a parameter, a `var g T`, a Python assignment). */
  declare(scope: ExampleScope, name: string, event: Omit<BindingEvent, 'run'>): void;
  /** Rebinds `name` at `at` (`x = expr` in JavaScript and Go): the scope that declares it gets the event. */
  assign(at: number, name: string, event: Omit<BindingEvent, 'run'>): void;
  /** Resolves the assignments and returns the lookup for `name` at `offset`. */
  finish(): (offset: number, name: string) => ExampleHeadBinding | undefined;
  module: ExampleScope;
}

function contains(scope: ExampleScope, offset: number): boolean {
  return scope.start <= offset && offset < scope.end;
}

/** The innermost scope around `offset`, or `root`. */
function innermost(scopes: ExampleScope[], root: ExampleScope, offset: number): ExampleScope {
  let best = root;
  for (const scope of scopes) {
    if (contains(scope, offset) && scope.end - scope.start <= best.end - best.start) best = scope;
  }
  return best;
}

/** The function (or module) scope a scope runs in. */
function runOf(scope: ExampleScope): ExampleScope {
  let current = scope;
  while (current.kind !== 'function' && current.kind !== 'module' && current.parent) current = current.parent;
  return current;
}

/**
 * The scope that declares `name` as seen from `from`: inner scopes first. Python skips class bodies
 * for the code of their methods (only code directly in the class body sees class names).
 */
function declaringScope(from: ExampleScope, name: string): ExampleScope | undefined {
  for (let scope: ExampleScope | undefined = from; scope; scope = scope.parent) {
    if (scope.kind === 'class' && scope !== from) continue;
    if (scope.names.has(name)) return scope;
  }
  return undefined;
}

/** The unqualified type or constructor a binding names (`*Client`, `new Client()`, `x.(*T)`, `&T{}`, `Client()`). */
function typeHead(kind: ExampleHeadBinding['kind'], text: string): string | undefined {
  const t = text.trim().replace(/^(?:await|yield)\s+/, '');
  const match =
    kind === 'typed'
      ? /^[*&[\]\s]*([A-Za-z_$][\w$]*)\s*(?:<.*)?$/s.exec(t)
      : (/\.\(\s*\*?([A-Za-z_]\w*)\s*\)\s*$/.exec(t) ??
        /^new\s+([A-Za-z_$][\w$]*)\s*[(<]/.exec(t) ??
        /^&?([A-Za-z_$][\w$]*)\s*[({]/.exec(t));
  return match?.[1];
}

export function createScopeBuilder(length: number): ScopeBuilder {
  const module: ExampleScope = {
    kind: 'module',
    start: 0,
    end: length + 1,
    parent: undefined,
    names: new Map(),
  };
  const scopes: ExampleScope[] = [];
  const assignments: Array<{ at: number; name: string; event: Omit<BindingEvent, 'run'> }> = [];
  const add = (scope: ExampleScope, name: string, event: BindingEvent) => {
    const events = scope.names.get(name);
    if (events) events.push(event);
    else scope.names.set(name, [event]);
  };
  return {
    module,
    open(kind, start, end, parent) {
      const scope: ExampleScope = { kind, start, end, parent, names: new Map() };
      scopes.push(scope);
      return scope;
    },
    declare(scope, name, event) {
      add(scope, name, { ...event, run: runOf(scope) });
    },
    assign(at, name, event) {
      assignments.push({ at, name, event });
    },
    finish() {
      for (const { at, name, event } of assignments) {
        const here = innermost(scopes, module, at);
        // An assignment to a name nothing declares makes a module-level variable (sloppy examples).
        add(declaringScope(here, name) ?? module, name, { ...event, run: runOf(here) });
      }
      const lookup = (offset: number, name: string, depth = 0): ExampleHeadBinding | undefined => {
        const here = innermost(scopes, module, offset);
        const scope = declaringScope(here, name);
        const events = scope?.names.get(name);
        if (!events) return undefined;
        // The latest binding made before the call in a run that encloses it; a call written
        // before its variable's declaration still names that variable.
        let best: BindingEvent | undefined;
        for (const event of events) {
          if (event.from > offset || !contains(event.run, offset)) continue;
          if (!best || event.from >= best.from) best = event;
        }
        const chosen = best ?? events[0];
        if (!chosen || chosen.kind === 'imported') return undefined;
        // `c := x.(*CustomCtx)` after the example's own `type CustomCtx struct`, `client = Client()`
        // after its own `class Client`: the example's type, not the project's of that name.
        const type = typeHead(chosen.kind, chosen.text);
        if (type && type !== name && lookup(offset, type)) return { kind: 'untyped', text: '' };
        // `mockCall := testObj.On(x).Return(y)`: the chain starts from testObj as bound there.
        const from =
          chosen.kind === 'assigned' ? /^([A-Za-z_$][\w$]*)\s*\./.exec(chosen.text)?.[1] : undefined;
        const via = from && from !== name && depth < 3 ? lookup(chosen.from - 1, from, depth + 1) : undefined;
        if (!from || !via) return { kind: chosen.kind, text: chosen.text };
        return { kind: chosen.kind, text: chosen.text, via: { name: from, binding: via } };
      };
      return lookup;
    },
  };
}
