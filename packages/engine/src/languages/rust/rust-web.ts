import type { Node } from 'web-tree-sitter';
import type { MountFact, RouteFact, RouterFact } from '../../facts/types.js';
import { locate } from '../tree-sitter/shared/syntax.js';
import { attributesOf, baseTypeName, isPublic, readAttribute, rustString } from './rust-syntax.js';

const VERBS = new Set(['get', 'post', 'put', 'patch', 'delete', 'head', 'options', 'trace']);

export interface RustWebContext {
  path: string;
  framework: string;
  functions: Map<string, Node>;
  structFields: Map<string, string[]>;
}

/** Query and body fields a handler takes through `Query<T>` / `Json<T>` / `Form<T>` extractors of same-file structs. */
function extractorParams(ctx: RustWebContext, fn: Node | undefined): { query: string[]; body: string[] } {
  const query: string[] = [];
  const body: string[] = [];
  for (const param of fn?.childForFieldName('parameters')?.namedChildren ?? []) {
    const type = param.childForFieldName('type');
    const wrapper = baseTypeName(type);
    const inner = type?.childForFieldName('type_arguments')?.namedChildren[0];
    const fields = ctx.structFields.get(baseTypeName(inner) ?? '') ?? [];
    if (wrapper === 'Query') query.push(...fields);
    else if (wrapper === 'Json' || wrapper === 'Form') body.push(...fields);
  }
  return { query, body };
}

function route(
  ctx: RustWebContext,
  method: string,
  routePath: string,
  node: Node,
  handler: Node | undefined,
  router?: string,
): RouteFact {
  const fact: RouteFact = {
    method,
    path: routePath,
    framework: ctx.framework,
    location: locate(ctx.path, node),
  };
  if (router) fact.router = router;
  const { query, body } = extractorParams(ctx, handler);
  if (query.length > 0) fact.queryParams = query;
  if (body.length > 0) fact.bodyParams = body;
  return fact;
}

function enclosingFunction(node: Node): Node | undefined {
  for (let current = node.parent; current; current = current.parent)
    if (current.type === 'function_item') return current;
  return undefined;
}

/** The outermost call of the method chain `call` is a link of (`Router::new().route(..).nest(..)`). */
function chainTop(call: Node): Node {
  let top = call;
  while (top.parent?.type === 'field_expression' && top.parent.parent?.type === 'call_expression')
    top = top.parent.parent;
  return top;
}

/** The chain's first receiver (`Router::new()` in `Router::new().route(..)`). */
function chainRoot(expression: Node): Node {
  let root = expression;
  for (;;) {
    const callee = root.type === 'call_expression' ? root.childForFieldName('function') : undefined;
    const object = callee?.type === 'field_expression' ? callee.childForFieldName('value') : undefined;
    if (!object) return root;
    root = object;
  }
}

/**
 * The router a chain builds: a `let v1 = Router::new()...` binding is its own router
 * (`fn/v1`), a chain written inline as the argument of `.nest("/x", Router::new()...)` is one too
 * (`fn@offset`), anything else is the function's router (known to other files by its name).
 */
function chainRouter(fnName: string, top: Node): string {
  const parent = top.parent;
  if (parent?.type === 'let_declaration') {
    const name = parent.childForFieldName('pattern')?.text;
    if (name) return `${fnName}/${name}`;
  }
  if (parent?.type === 'arguments' && /^Router::new\(/.test(chainRoot(top).text))
    return `${fnName}@${top.startIndex}`;
  return fnName;
}

/** The child router of `.nest("/x", target)`: a let-bound router, an inline chain, or a function's. */
function nestedChild(fnName: string, target: Node, locals: Set<string>): string {
  if (target.type === 'identifier' && locals.has(`${fnName}/${target.text}`))
    return `${fnName}/${target.text}`;
  if (target.type === 'call_expression' && /^Router::new\(/.test(chainRoot(target).text))
    return `${fnName}@${target.startIndex}`;
  const callee = target.type === 'call_expression' ? target.childForFieldName('function') : target;
  return callee?.text ?? target.text;
}

/**
 * axum routers built in a function (`Router::new().route("/x", get(a).post(b)).nest("/api", api())`):
 * the router is known by its function's name, routes and nested routers hang off it; a router bound
 * with `let` or written inline inside `.nest(...)` is a router of its own, so prefixes nest at any depth.
 */
export function axumRouting(
  ctx: RustWebContext,
  calls: Node[],
): { routers: RouterFact[]; routes: RouteFact[]; mounts: MountFact[] } {
  const routers = new Map<string, RouterFact>();
  const routes: RouteFact[] = [];
  const mounts: MountFact[] = [];
  const owners = new Map<Node, string | undefined>();
  for (const call of calls) {
    const fn = enclosingFunction(call);
    const fnName = fn?.childForFieldName('name')?.text ?? '';
    const chained = chainRouter(fnName, chainTop(call));
    const id = chained === 'main' ? undefined : chained;
    owners.set(call, id);
    if (id && !routers.has(id) && fn) {
      const own = id === fnName;
      routers.set(id, {
        id,
        isApp: false,
        exported: own && isPublic(fn),
        location: locate(ctx.path, own ? fn : call),
      });
    }
  }
  const locals = new Set(routers.keys());
  for (const call of calls) {
    const callee = call.childForFieldName('function');
    const method = callee?.type === 'field_expression' ? callee.childForFieldName('field')?.text : undefined;
    if (method !== 'route' && method !== 'nest' && method !== 'merge') continue;
    const args = (call.childForFieldName('arguments')?.namedChildren ?? []).filter(
      (arg) => !arg.type.endsWith('comment'),
    );
    const prefix = method === 'merge' ? '' : rustString(args[0]);
    const target = method === 'merge' ? args[0] : args[1];
    if (prefix === undefined || !target) continue;
    const id = owners.get(call);
    if (method === 'route') {
      for (const match of target.text.matchAll(
        /\b(get|post|put|patch|delete|head|options|trace|any)\s*\(\s*([\w:]+)/g,
      )) {
        const verb = match[1] === 'any' ? 'ALL' : (match[1] ?? '').toUpperCase();
        const handler = ctx.functions.get(match[2]?.split('::').at(-1) ?? '');
        routes.push(route(ctx, verb, prefix, call, handler, id));
      }
    } else {
      const fnName = enclosingFunction(call)?.childForFieldName('name')?.text ?? '';
      const mount: MountFact = {
        prefix,
        child: nestedChild(fnName, target, locals),
        location: locate(ctx.path, call),
      };
      if (id) mount.parent = id;
      mounts.push(mount);
    }
  }
  return { routers: [...routers.values()], routes, mounts };
}

/** actix-web / Rocket attribute routes: `#[get("/items/{id}")] async fn item(...)`, `#[route("/x", method = "GET")]`. */
export function attributeRoutes(ctx: RustWebContext, functions: Node[]): RouteFact[] {
  const routes: RouteFact[] = [];
  for (const fn of functions) {
    for (const item of attributesOf(fn)) {
      const { name: written, tokens } = readAttribute(item);
      // `#[actix_web::get("/x")]` is `#[get("/x")]` written with its crate path.
      const name = written.split('::').at(-1) ?? written;
      if (!VERBS.has(name) && name !== 'route') continue;
      const routePath = rustString(tokens.find((token) => token.type === 'string_literal'));
      if (routePath === undefined || !routePath.startsWith('/')) continue;
      const methods =
        name === 'route'
          ? tokens
              .filter((_token, index) => tokens[index - 2]?.text === 'method')
              .flatMap((token) => rustString(token) ?? token.text.split('::').at(-1) ?? [])
          : [name.toUpperCase()];
      // actix handlers are services mounted by name (`.service(index)`): the function is their router.
      const router = ctx.framework === 'actix' ? fn.childForFieldName('name')?.text : undefined;
      for (const method of methods.length > 0 ? methods : ['ALL'])
        routes.push(route(ctx, method.toUpperCase(), routePath, item, fn, router));
    }
  }
  return routes;
}
