import type { Node } from 'web-tree-sitter';
import type { MountFact, RouterFact } from '../../facts/types.js';
import { locate } from '../tree-sitter/shared/syntax.js';
import {
  goArguments,
  goAssignedName,
  goEnclosingDeclaration,
  goSelector,
  goString,
  isExportedName,
} from './go-syntax.js';

const CONSTRUCTORS: Record<string, string> = {
  'http.NewServeMux': 'net/http',
  'chi.NewRouter': 'chi',
  'chi.NewMux': 'chi',
  'gin.Default': 'gin',
  'gin.New': 'gin',
  'echo.New': 'echo',
  'mux.NewRouter': 'gorilla',
  'fiber.New': 'fiber',
};
/** Callees that create a router or application. */
export const ROUTER_CONSTRUCTORS = new Set(Object.keys(CONSTRUCTORS));
/** Parameter types that make a function parameter a router (routes on it belong to an unknown router). */
const ROUTER_TYPES =
  /^\*?(http\.ServeMux|chi\.(Router|Mux)|gin\.(Engine|RouterGroup|IRouter|IRoutes)|echo\.(Echo|Group)|mux\.Router|fiber\.(App|Router))$/;

interface RouterBinding {
  id: string;
  framework: string;
}

/** Resolved receiver of a routing call: a router of this file, or a router of unknown origin. */
export interface Receiver {
  id?: string;
  framework?: string;
}

/** Routers declared in a Go file and the scopes their variables live in. */
export class GoRouterScope {
  readonly routers: RouterFact[] = [];
  readonly mounts: MountFact[] = [];
  private readonly bindings = new Map<string, RouterBinding>();
  private readonly closures = new Map<number, { param: string; binding: RouterBinding }>();

  constructor(private readonly path: string) {}

  private key(scope: Node | undefined, name: string): string {
    return `${scope?.id ?? 0}:${name}`;
  }

  /** Adds the router made by `call` (a constructor, Group, Subrouter), bound to the variable it is assigned to. */
  declare(call: Node, framework: string, prefix?: string, parent?: Receiver): void {
    const name = goAssignedName(call);
    if (!name) return;
    const scope = goEnclosingDeclaration(call);
    const returned = scope
      ?.childForFieldName('body')
      ?.descendantsOfType('return_statement')
      .some((statement) => statement.namedChildren[0]?.text === name);
    const fnName = scope?.childForFieldName('name')?.text;
    // A router returned by its function is known to other files by the function's name.
    const id = returned && fnName ? fnName : name;
    const exported = returned && fnName ? isExportedName(fnName) : !scope && isExportedName(name);
    const router: RouterFact = {
      id,
      isApp: !returned && parent === undefined,
      exported,
      location: locate(this.path, call),
    };
    if (prefix !== undefined) router.prefix = prefix;
    this.routers.push(router);
    const binding = { id, framework };
    this.bindings.set(this.key(scope, name), binding);
    if (parent) this.mount(call, '', id, parent);
  }

  /** `r.Route("/x", func(r chi.Router) {...})` and `r.Group(func(r chi.Router) {...})`: the closure's parameter is a router. */
  declareClosure(call: Node, closure: Node, receiver: Receiver, prefix?: string): void {
    const param = closure.childForFieldName('parameters')?.namedChildren[0]?.childForFieldName('name')?.text;
    if (!param) return;
    let binding: RouterBinding = { id: receiver.id ?? '', framework: receiver.framework ?? 'chi' };
    if (prefix !== undefined) {
      binding = { id: `${receiver.id ?? 'app'}${prefix}`, framework: binding.framework };
      this.routers.push({
        id: binding.id,
        prefix,
        isApp: false,
        exported: false,
        location: locate(this.path, call),
      });
      this.mount(call, '', binding.id, receiver);
    }
    this.closures.set(closure.id, { param, binding });
  }

  mount(
    call: Node,
    prefix: string,
    child: string,
    parent: Receiver,
    origin?: { module: string; exportName: string },
  ): void {
    const fact: MountFact = { prefix, child, location: locate(this.path, call) };
    if (parent.id) fact.parent = parent.id;
    if (origin) Object.assign(fact, { childModule: origin.module, childExport: origin.exportName });
    this.mounts.push(fact);
  }

  /** What router an expression names at this point, if any. */
  resolve(expression: Node): Receiver | undefined {
    // chi: r.With(middleware).Get(...) registers on r.
    const chained = expression.type === 'call_expression' ? goSelector(expression) : undefined;
    if (chained?.method === 'With') return this.resolve(chained.operand);
    if (expression.type !== 'identifier') return undefined;
    const name = expression.text;
    for (let current = expression.parent; current; current = current.parent) {
      if (current.type === 'func_literal') {
        const closure = this.closures.get(current.id);
        if (closure?.param === name)
          return closure.binding.id ? closure.binding : { framework: closure.binding.framework };
      }
      if (
        current.type === 'function_declaration' ||
        current.type === 'method_declaration' ||
        current.type === 'func_literal'
      ) {
        const binding = this.bindings.get(
          this.key(current.type === 'func_literal' ? goEnclosingDeclaration(current) : current, name),
        );
        if (binding) return binding;
        const param = current
          .childForFieldName('parameters')
          ?.namedChildren.find((declaration) =>
            declaration.childrenForFieldName('name').some((node) => node.text === name),
          );
        if (param && ROUTER_TYPES.test(param.childForFieldName('type')?.text ?? '')) return {};
      }
    }
    return this.bindings.get(this.key(undefined, name));
  }

  /** Marks routers mounted under another as not being the application, and clears route owners that are. */
  finish(): Set<string> {
    const children = new Set(this.mounts.map((mount) => mount.child));
    for (const router of this.routers) if (children.has(router.id)) router.isApp = false;
    return new Set(this.routers.filter((router) => router.isApp).map((router) => router.id));
  }
}

/** Handles constructor, group and sub-router calls; returns true when the call declared routing structure. */
export function declareRouting(scope: GoRouterScope, call: Node, imports: Map<string, string>): boolean {
  const callee = call.childForFieldName('function')?.text ?? '';
  const constructed = CONSTRUCTORS[callee];
  if (constructed) {
    scope.declare(call, constructed);
    return true;
  }
  const selector = goSelector(call);
  if (!selector) return false;
  const args = goArguments(call);
  const receiver = scope.resolve(selector.operand);
  if (selector.method === 'Subrouter') {
    const inner = selector.operand.type === 'call_expression' ? selector.operand : undefined;
    const innerSelector = inner ? goSelector(inner) : undefined;
    const parent = innerSelector ? scope.resolve(innerSelector.operand) : undefined;
    const prefix = inner ? goString(goArguments(inner)[0]) : undefined;
    if (parent && innerSelector?.method === 'PathPrefix') scope.declare(call, 'gorilla', prefix, parent);
    return Boolean(parent);
  }
  if (!receiver) return false;
  const prefix = goString(args[0]);
  const closure = args.find((arg) => arg.type === 'func_literal');
  if (selector.method === 'Group' && closure) scope.declareClosure(call, closure, receiver);
  else if (selector.method === 'Group' && prefix !== undefined)
    scope.declare(call, receiver.framework ?? 'gin', prefix, receiver);
  else if (selector.method === 'Route' && closure && prefix !== undefined)
    scope.declareClosure(call, closure, receiver, prefix);
  else if (selector.method === 'Mount' && prefix !== undefined && args[1]) {
    const child = args[1].type === 'call_expression' ? args[1].childForFieldName('function') : args[1];
    if (!child) return false;
    const local = scope.resolve(child);
    scope.mount(call, prefix, local?.id ?? child.text, receiver, goOrigin(child, imports));
  } else if (selector.method === 'Handle' && prefix !== undefined && args[1]?.type === 'call_expression') {
    // net/http: mux.Handle("/api/", http.StripPrefix("/api", api))
    const strip = args[1];
    if (strip.childForFieldName('function')?.text !== 'http.StripPrefix') return false;
    const [stripped, child] = goArguments(strip);
    const target = child?.type === 'call_expression' ? child.childForFieldName('function') : child;
    if (!target) return false;
    scope.mount(
      call,
      goString(stripped) ?? prefix,
      scope.resolve(target)?.id ?? target.text,
      receiver,
      goOrigin(target, imports),
    );
  } else return false;
  return true;
}

/** `users.Routes` -> the import path of `users` and the export `Routes`. */
function goOrigin(
  expression: Node,
  imports: Map<string, string>,
): { module: string; exportName: string } | undefined {
  if (expression.type !== 'selector_expression') return undefined;
  const pkg = expression.childForFieldName('operand')?.text ?? '';
  const module = imports.get(pkg);
  const exportName = expression.childForFieldName('field')?.text;
  return module && exportName ? { module, exportName } : undefined;
}
