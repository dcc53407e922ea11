import type { Node } from 'web-tree-sitter';
import type { RouteFact } from '../../facts/types.js';
import { locate } from '../tree-sitter/shared/syntax.js';
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
    const params: { query: string[]; body: string[]; bodyModel?: string } =
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
      if (params.bodyModel) route.bodyModel = params.bodyModel;
      routes.push(route);
    }
  }
  return routes;
}

/** HTTP handler methods of a class-based view (`class BookAPI(MethodView): def get(self, ...)`). */
function viewMethods(view: Node): Map<string, Node> {
  const methods = new Map<string, Node>();
  for (const member of view.childForFieldName('body')?.namedChildren ?? []) {
    const fn = member.type === 'decorated_definition' ? member.childForFieldName('definition') : member;
    const name = fn?.type === 'function_definition' ? fn.childForFieldName('name')?.text : undefined;
    if (fn && name && VERBS.has(name)) methods.set(name.toUpperCase(), fn);
  }
  return methods;
}

/**
 * `app.add_url_rule("/x", view_func=fn, methods=["POST"])` (Flask), with the view's reads when it is
 * defined here; `view_func=BookAPI.as_view("books")` serves the HTTP methods the class defines.
 */
export function addUrlRuleRoutes(ctx: RouteContext, call: Node, definitions: Map<string, Node>): RouteFact[] {
  const callee = call.childForFieldName('function');
  const owner = callee?.childForFieldName('object')?.text ?? '';
  if (!ctx.isRouter(owner)) return [];
  const { positional, keywords } = callArguments(call);
  const routePath = pythonString(positional[0] ?? keywords.get('rule'));
  if (routePath === undefined) return [];
  const view = keywords.get('view_func') ?? positional[2];
  const viewName =
    view?.type === 'call' ? view.childForFieldName('function')?.text.replace(/\.as_view$/, '') : view?.text;
  const definition = viewName ? definitions.get(viewName) : undefined;
  const handlers =
    definition?.type === 'class_definition' ? viewMethods(definition) : new Map<string, Node>();
  const listed = pythonStringList(keywords.get('methods')).map((method) => method.toUpperCase());
  const methods = listed.length > 0 ? listed : handlers.size > 0 ? [...handlers.keys()] : ['GET'];
  return methods.map((method) => {
    const fn = handlers.get(method) ?? (definition?.type === 'function_definition' ? definition : undefined);
    const params = fn ? flaskRequestParams(fn) : { query: [], body: [] };
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
