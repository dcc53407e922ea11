import type { Node } from 'web-tree-sitter';
import type { RouteFact } from '../../../facts/types.js';
import { locate } from '../shared/syntax.js';
import { fastapiRequestParams } from './python-fastapi-params.js';
import { flaskRequestParams } from './python-request-params.js';
import { callArguments, pythonString, pythonStringList } from './python-strings.js';

const VERBS = new Set(['get', 'post', 'put', 'patch', 'delete', 'head', 'options']);

export interface RouteContext {
  path: string;
  framework: 'flask' | 'fastapi' | 'sanic';
  /** Names bound to the application object (routes on them have no router). */
  appIds: Set<string>;
  /** Names of routers known in this file, or usable as routers (imported app/blueprint objects). */
  isRouter: (name: string) => boolean;
  /** Field names of pydantic models declared in the file (FastAPI request bodies). */
  models?: Map<string, string[]>;
}

/** Routes declared by a decorator on a handler: `@bp.get("/x")`, `@app.route("/x", methods=[...])`. */
export function decoratorRoutes(ctx: RouteContext, fn: Node, decorators: Node[]): RouteFact[] {
  const routes: RouteFact[] = [];
  for (const decorator of decorators) {
    const call = decorator.namedChildren[0];
    const callee = call?.type === 'call' ? call.childForFieldName('function') : undefined;
    if (!call || callee?.type !== 'attribute') continue;
    const owner = callee.childForFieldName('object')?.text ?? '';
    const verb = callee.childForFieldName('attribute')?.text ?? '';
    if (!ctx.isRouter(owner)) continue;
    const { positional, keywords } = callArguments(call);
    const routePath = pythonString(positional[0] ?? keywords.get('rule') ?? keywords.get('path'));
    if (routePath === undefined) continue;
    let methods: string[];
    if (VERBS.has(verb)) methods = [verb.toUpperCase()];
    else if (verb === 'route' || verb === 'api_route') {
      const listed = pythonStringList(keywords.get('methods')).map((method) => method.toUpperCase());
      methods = listed.length > 0 ? listed : [verb === 'route' ? 'GET' : 'ALL'];
    } else continue;
    const params =
      ctx.framework === 'fastapi' ? fastapiRequestParams(fn, routePath, ctx.models) : flaskRequestParams(fn);
    for (const method of methods) {
      const route: RouteFact = {
        method,
        path: routePath,
        framework: ctx.framework,
        location: locate(ctx.path, decorator),
      };
      if (!ctx.appIds.has(owner)) route.router = owner;
      if (params.query.length > 0) route.queryParams = params.query;
      if (params.body.length > 0) route.bodyParams = params.body;
      routes.push(route);
    }
  }
  return routes;
}

/** `app.add_url_rule("/x", view_func=fn, methods=["POST"])` (Flask), with the view's reads when it is defined here. */
export function addUrlRuleRoutes(ctx: RouteContext, call: Node, functions: Map<string, Node>): RouteFact[] {
  const callee = call.childForFieldName('function');
  const owner = callee?.childForFieldName('object')?.text ?? '';
  if (!ctx.isRouter(owner)) return [];
  const { positional, keywords } = callArguments(call);
  const routePath = pythonString(positional[0] ?? keywords.get('rule'));
  if (routePath === undefined) return [];
  const view = keywords.get('view_func') ?? positional[2];
  const fn = view?.type === 'identifier' ? functions.get(view.text) : undefined;
  const params = fn ? flaskRequestParams(fn) : { query: [], body: [] };
  const listed = pythonStringList(keywords.get('methods')).map((method) => method.toUpperCase());
  return (listed.length > 0 ? listed : ['GET']).map((method) => {
    const route: RouteFact = {
      method,
      path: routePath,
      framework: ctx.framework,
      location: locate(ctx.path, call),
    };
    if (!ctx.appIds.has(owner)) route.router = owner;
    if (params.query.length > 0) route.queryParams = params.query;
    if (params.body.length > 0) route.bodyParams = params.body;
    return route;
  });
}
