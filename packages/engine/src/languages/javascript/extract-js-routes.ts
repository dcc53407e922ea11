import type { DataTypeFact, MountFact, RouteFact, RouterFact } from '../../facts/types.js';
import {
  type AstNode,
  child,
  children,
  isFunctionNode,
  memberPath,
  nameOf,
  stringValue,
  walk,
} from './ast.js';
import { inlinePluginId, type PluginScope, scopedReceiver } from './collect-plugin-scopes.js';
import { readNestParams } from './read-nest-params.js';

const HTTP_METHODS = new Set(['get', 'post', 'put', 'patch', 'delete', 'head', 'options', 'all']);
const ROUTER_FACTORIES: Record<string, { framework: string; isApp: boolean }> = {
  express: { framework: 'express', isApp: true },
  'express.Router': { framework: 'express', isApp: false },
  Router: { framework: 'express', isApp: false },
  fastify: { framework: 'fastify', isApp: true },
  Fastify: { framework: 'fastify', isApp: true },
  Koa: { framework: 'koa', isApp: true },
  KoaRouter: { framework: 'koa', isApp: false },
  Hono: { framework: 'hono', isApp: false },
  Elysia: { framework: 'elysia', isApp: false },
};
const NEST_METHODS: Record<string, string> = {
  Get: 'GET',
  Post: 'POST',
  Put: 'PUT',
  Patch: 'PATCH',
  Delete: 'DELETE',
  Head: 'HEAD',
  Options: 'OPTIONS',
  All: 'ALL',
};

export interface RouteCollector {
  routers: RouterFact[];
  routes: RouteFact[];
  mounts: MountFact[];
  framework: string;
  bindings: Map<string, { source: string; name: string }>;
  line: (offset: number) => number;
  path: string;
  /** Functions taking a router or plugin instance as first parameter (see collectPluginScopes). */
  scopes: PluginScope[];
  /** `app.setGlobalPrefix('api')` (NestJS): a prefix over every controller. */
  globalPrefix?: string;
  /** Top-level object schemas (`const CreateUser = z.object({...})`) and their keys. */
  schemas: DataTypeFact[];
}

/** The router id a receiver expression names at `offset`: a plugin parameter is its function's. */
function receiverId(c: RouteCollector, node: AstNode | undefined, offset: number): string | undefined {
  const path = memberPath(node);
  return path && node?.type === 'Identifier' ? scopedReceiver(c.scopes, path, offset) : path;
}

/** `const router = express.Router()` and friends. */
export function collectRouterDeclaration(
  c: RouteCollector,
  id: string,
  init: AstNode,
  exported: boolean,
): void {
  if (init.type !== 'CallExpression' && init.type !== 'NewExpression') return;
  // Hono `new Hono().basePath('/api')`: the router with that prefix.
  const calleeNode = child(init, 'callee');
  if (init.type === 'CallExpression' && calleeNode?.type === 'MemberExpression') {
    const base = child(calleeNode, 'object');
    if (nameOf(child(calleeNode, 'property')) === 'basePath' && base) {
      collectRouterDeclaration(c, id, base, exported);
      const router = c.routers.find((r) => r.id === id);
      const prefix = stringValue(children(init, 'arguments')[0]);
      if (router && prefix) router.prefix = prefix;
      return;
    }
  }
  const callee = memberPath(child(init, 'callee'));
  const factory = callee ? ROUTER_FACTORIES[callee] : undefined;
  if (!callee || !factory) return;
  const options = children(init, 'arguments')[0];
  let prefix: string | undefined;
  if (options?.type === 'ObjectExpression') {
    for (const p of children(options, 'properties')) {
      if (nameOf(child(p, 'key')) === 'prefix') prefix = stringValue(child(p, 'value'));
    }
  }
  c.framework = factory.framework;
  c.routers.push({
    id,
    prefix,
    isApp: factory.isApp,
    exported,
    location: { path: c.path, line: c.line(init.start) },
  });
}

/** Validator calls that check a whole request body against a schema: `CreateUser.parse(req.body)`. */
const VALIDATE = /^(parse|safeParse|parseAsync|safeParseAsync|validate|validateAsync|validateSync)$/;

function handlerParams(handler: AstNode | undefined): {
  query?: string[];
  body?: string[];
  bodyModel?: string;
} {
  if (!handler || !isFunctionNode(handler)) return {};
  const first = nameOf(children(handler, 'params')[0]);
  if (!first) return {};
  const bases = {
    query: [`${first}.query`, `${first}.request.query`],
    body: [`${first}.body`, `${first}.request.body`],
  };
  const found = { query: new Set<string>(), body: new Set<string>() };
  const whole = { query: false, body: false };
  let bodyModel: string | undefined;
  walk(handler, (node, parent) => {
    if (node.type === 'MemberExpression') {
      const path = memberPath(node);
      for (const key of ['query', 'body'] as const) {
        for (const base of bases[key]) {
          if (path?.startsWith(`${base}.`)) {
            const rest = path.slice(base.length + 1).split('.')[0];
            if (rest) found[key].add(rest);
          } else if (path === base) {
            const destructured =
              parent?.type === 'VariableDeclarator' && child(parent, 'id')?.type === 'ObjectPattern';
            const accessed = parent?.type === 'MemberExpression' && child(parent, 'object') === node;
            if (destructured && parent) {
              for (const p of children(child(parent, 'id') ?? parent, 'properties')) {
                const n = nameOf(child(p, 'key'));
                if (n) found[key].add(n);
              }
            } else if (!accessed) whole[key] = true;
          }
        }
      }
    } else if (node.type === 'CallExpression') {
      // Hono: c.req.query('name')
      const callee = memberPath(child(node, 'callee'));
      const arg = stringValue(children(node, 'arguments')[0]);
      if (callee === `${first}.req.query` && arg) found.query.add(arg);
      // `CreateUser.parse(req.body)`: the body is the schema's keys (resolved by the index).
      const validated = memberPath(children(node, 'arguments')[0]);
      const [schema, method] = (callee ?? '').split('.');
      if (validated && bases.body.includes(validated) && schema && method && VALIDATE.test(method))
        bodyModel = schema;
    }
  });
  return {
    query: found.query.size > 0 && !whole.query ? [...found.query] : undefined,
    body: found.body.size > 0 && !whole.body && !bodyModel ? [...found.body] : undefined,
    ...(bodyModel ? { bodyModel } : {}),
  };
}

function routeChainPath(
  c: RouteCollector,
  object: AstNode | undefined,
): { receiver?: string; path?: string } {
  // router.route('/x').get(h).post(h)
  let node = object;
  while (node?.type === 'CallExpression') {
    const callee = child(node, 'callee');
    if (callee?.type !== 'MemberExpression') return {};
    const prop = nameOf(child(callee, 'property'));
    if (prop === 'route') {
      return {
        receiver: receiverId(c, child(callee, 'object'), node.start),
        path: stringValue(children(node, 'arguments')[0]),
      };
    }
    node = child(callee, 'object');
  }
  return {};
}

function mountChild(
  c: RouteCollector,
  arg: AstNode,
): Pick<MountFact, 'child' | 'childModule' | 'childExport'> | undefined {
  if (arg.type === 'Identifier') {
    const name = nameOf(arg) ?? '';
    const binding = c.bindings.get(name);
    return { child: name, childModule: binding?.source, childExport: binding?.name };
  }
  if (isFunctionNode(arg)) {
    const id = inlinePluginId(c.scopes, arg);
    return id ? { child: id } : undefined;
  }
  if (arg.type === 'CallExpression' || arg.type === 'ImportExpression') {
    const callee = child(arg, 'callee');
    const specifier = arg.type === 'ImportExpression' ? child(arg, 'source') : children(arg, 'arguments')[0];
    if (arg.type === 'ImportExpression' || (callee?.type === 'Identifier' && nameOf(callee) === 'require')) {
      const source = stringValue(specifier);
      return source ? { child: source, childModule: source, childExport: 'default' } : undefined;
    }
    // A wrapper around the plugin (`fastify-plugin`'s `fp(plugin)`) mounts the plugin itself.
    const wrapped = children(arg, 'arguments')[0];
    if (callee?.type === 'Identifier' && wrapped) return mountChild(c, wrapped);
    // koa: router.use('/x', sub.routes())
    if (callee?.type === 'MemberExpression') return mountChild(c, child(callee, 'object') ?? arg);
  }
  if (arg.type === 'MemberExpression') {
    const name = memberPath(arg);
    return name ? { child: name } : undefined;
  }
  return undefined;
}

/** Route registrations and mounts in one call expression. */
export function collectRouteCall(c: RouteCollector, call: AstNode): void {
  const callee = child(call, 'callee');
  if (callee?.type !== 'MemberExpression') return;
  const method = nameOf(child(callee, 'property'));
  if (!method) return;
  const args = children(call, 'arguments');
  const object = child(callee, 'object');
  const receiver = receiverId(c, object, call.start);
  // The property, not the call start: in a chain (`program.command('x').option(...)`) the call starts at `program`.
  const location = { path: c.path, line: c.line(child(callee, 'property')?.start ?? call.start) };

  if (HTTP_METHODS.has(method)) {
    const chained = routeChainPath(c, object);
    const routePath = chained.path ?? stringValue(args[0]);
    const handlerArgs = chained.path !== undefined ? args : args.slice(1);
    if (routePath === undefined || handlerArgs.length === 0) return;
    if (routePath !== '' && !routePath.startsWith('/') && routePath !== '*') return;
    const router = chained.receiver ?? receiver;
    if (!router) return;
    const params = handlerParams(handlerArgs[handlerArgs.length - 1]);
    c.routes.push({
      method: method.toUpperCase(),
      path: routePath,
      router,
      framework: c.framework || 'express',
      queryParams: params.query,
      bodyParams: params.body,
      ...(params.bodyModel ? { bodyModel: params.bodyModel } : {}),
      location,
    });
    return;
  }
  if (method === 'route' && args.length === 1 && args[0]?.type === 'ObjectExpression' && receiver) {
    // fastify.route({ method, url })
    let m: string[] = [];
    let url: string | undefined;
    for (const p of children(args[0], 'properties')) {
      const key = nameOf(child(p, 'key'));
      const value = child(p, 'value');
      if (key === 'url' || key === 'path') url = stringValue(value);
      if (key === 'method') {
        const single = stringValue(value);
        m = single
          ? [single]
          : children(value ?? p, 'elements')
              .map((e) => stringValue(e) ?? '')
              .filter(Boolean);
      }
    }
    for (const verb of m)
      if (url)
        c.routes.push({
          method: verb.toUpperCase(),
          path: url,
          router: receiver,
          framework: 'fastify',
          location,
        });
    return;
  }
  // `app.use(router)`, koa `app.use(router.routes())`: mounted without a prefix, still under the app's.
  if (method === 'use' && args.length === 1 && args[0] && receiver) {
    const target = mountChild(c, args[0]);
    if (target) c.mounts.push({ parent: receiver, prefix: '', ...target, location });
    return;
  }
  if ((method === 'use' || method === 'route') && args.length >= 2 && receiver) {
    const prefix = stringValue(args[0]);
    const last = args[args.length - 1];
    if (prefix === undefined || !prefix.startsWith('/') || !last) return;
    const target = mountChild(c, last);
    if (target) c.mounts.push({ parent: receiver, prefix, ...target, location });
    return;
  }
  if (method === 'setGlobalPrefix') {
    const prefix = stringValue(args[0]);
    if (prefix) c.globalPrefix = `/${prefix.replace(/^\//, '')}`;
    return;
  }
  if (method === 'register' && args[0] && receiver) {
    let prefix: string | undefined;
    const opts = args[1];
    if (opts?.type === 'ObjectExpression') {
      for (const p of children(opts, 'properties'))
        if (nameOf(child(p, 'key')) === 'prefix') prefix = stringValue(child(p, 'value'));
    }
    const target = mountChild(c, args[0]);
    if (target && prefix !== undefined) c.mounts.push({ parent: receiver, prefix, ...target, location });
  }
}

function decoratorCall(decorator: AstNode): { name: string; arg?: string } | undefined {
  const expression = child(decorator, 'expression');
  if (expression?.type !== 'CallExpression') return undefined;
  const name = nameOf(child(expression, 'callee'));
  if (!name) return undefined;
  const first = children(expression, 'arguments')[0];
  return { name, arg: first ? (stringValue(first) ?? '') : '' };
}

/** NestJS: @Controller('cats') class with @Get(':id') methods. */
export function collectNestController(
  c: RouteCollector,
  cls: AstNode,
  className: string,
  exported: boolean,
): void {
  const controller = children(cls, 'decorators')
    .map(decoratorCall)
    .find((d) => d?.name === 'Controller');
  if (!controller) return;
  c.routers.push({
    id: className,
    prefix: controller.arg ? `/${controller.arg.replace(/^\//, '')}` : undefined,
    isApp: false,
    exported,
    location: { path: c.path, line: c.line(cls.start) },
  });
  const body = child(cls, 'body');
  for (const member of body ? children(body, 'body') : []) {
    for (const d of children(member, 'decorators').map(decoratorCall)) {
      const verb = d ? NEST_METHODS[d.name] : undefined;
      if (!d || !verb) continue;
      const sub = d.arg ? `/${d.arg.replace(/^\//, '')}` : '';
      const params = readNestParams(member);
      c.routes.push({
        method: verb,
        path: sub,
        router: className,
        framework: 'nestjs',
        ...(params.query ? { queryParams: params.query } : {}),
        ...(params.body ? { bodyParams: params.body } : {}),
        ...(params.queryModel ? { queryModel: params.queryModel } : {}),
        ...(params.bodyModel ? { bodyModel: params.bodyModel } : {}),
        location: { path: c.path, line: c.line(member.start) },
      });
    }
  }
}
