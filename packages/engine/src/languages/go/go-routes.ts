import type { Node } from 'web-tree-sitter';
import type { RouteFact } from '../../facts/types.js';
import { locate } from '../tree-sitter/shared/syntax.js';
import { goRequestReads, type RequestReadContext } from './go-request-params.js';
import type { GoRouterScope, Receiver } from './go-routers.js';
import { goArguments, goSelector, goString } from './go-syntax.js';

const HTTP_METHODS = new Set([
  'GET',
  'POST',
  'PUT',
  'PATCH',
  'DELETE',
  'HEAD',
  'OPTIONS',
  'CONNECT',
  'TRACE',
]);
const ALL_METHODS = new Set(['Any', 'All', 'HandleFunc', 'Handle', 'Use']);

/** Splits a Go 1.22 ServeMux pattern `"GET example.com/items/{id}"` into method and path. */
function splitPattern(pattern: string): { method: string; path: string } | undefined {
  const match = /^(?:([A-Z]+)\s+)?([^/\s]*)(\/\S*)$/.exec(pattern.trim());
  if (!match?.[3]) return undefined;
  return { method: match[1] ?? 'ALL', path: match[3] };
}

function chainedMethods(call: Node): string[] {
  // gorilla/mux: r.HandleFunc("/x", h).Methods("GET", "POST")
  const parent = call.parent;
  if (parent?.type !== 'selector_expression' || parent.childForFieldName('field')?.text !== 'Methods')
    return [];
  const outer = parent.parent;
  return outer?.type === 'call_expression' ? goArguments(outer).flatMap((arg) => goString(arg) ?? []) : [];
}

export interface GoRouteContext {
  path: string;
  scope: GoRouterScope;
  /** Framework implied by the file's imports, used when a receiver's own framework is unknown. */
  framework?: string;
  reads: RequestReadContext;
}

function handlerFunction(ctx: GoRouteContext, handler: Node | undefined): Node | undefined {
  if (!handler) return undefined;
  if (handler.type === 'func_literal') return handler;
  if (handler.type === 'identifier') return ctx.reads.functions.get(handler.text);
  if (handler.type === 'selector_expression')
    return ctx.reads.functions.get(handler.childForFieldName('field')?.text ?? '');
  if (handler.type === 'call_expression') {
    // http.HandlerFunc(h), middleware(h): look at the innermost handler argument.
    return handlerFunction(ctx, goArguments(handler).at(-1));
  }
  return undefined;
}

/** The name of a handler declared in another file: `listItems`, `h.ListItems`, `http.HandlerFunc(h.List)`. */
function handlerName(handler: Node | undefined): string | undefined {
  if (handler?.type === 'identifier') return handler.text;
  if (handler?.type === 'selector_expression') return handler.childForFieldName('field')?.text;
  if (handler?.type === 'call_expression') return handlerName(goArguments(handler).at(-1));
  return undefined;
}

/** A route registration: `mux.HandleFunc("GET /x", h)`, `r.Get("/x", h)`, `g.POST("/x", h)`, `r.Method("GET", "/x", h)`. */
export function goRoute(ctx: GoRouteContext, call: Node): RouteFact[] {
  const selector = goSelector(call);
  if (!selector) return [];
  const args = goArguments(call);
  const isPackageHttp =
    selector.operand.text === 'http' && (selector.method === 'HandleFunc' || selector.method === 'Handle');
  const receiver: Receiver | undefined = isPackageHttp
    ? { framework: 'net/http' }
    : ctx.scope.resolve(selector.operand);
  if (!receiver && !ctx.framework) return [];
  const upper = selector.method.toUpperCase();
  let methods: string[];
  let pattern: string | undefined;
  let handler: Node | undefined;
  const first = goString(args[0]);
  if (HTTP_METHODS.has(upper) && first !== undefined) {
    methods = [upper];
    pattern = first;
    handler = args.at(-1);
  } else if (
    first !== undefined &&
    HTTP_METHODS.has(first.toUpperCase()) &&
    goString(args[1]) !== undefined
  ) {
    methods = [first.toUpperCase()];
    pattern = goString(args[1]);
    handler = args.at(-1);
  } else if (ALL_METHODS.has(selector.method) && selector.method !== 'Use' && first !== undefined) {
    const split = splitPattern(first);
    if (!split) return [];
    const chained = chainedMethods(call);
    methods = chained.length > 0 ? chained.map((method) => method.toUpperCase()) : [split.method];
    pattern = split.path;
    handler = args.at(-1);
  } else return [];
  if (pattern === undefined || !pattern.startsWith('/')) return [];
  // A method-looking call on something that is not a router (client.Get("/x")) needs a router receiver or a framework import.
  if (!receiver && !/^(r|router|mux|e|app|g|api|v\d+|group|engine|srv|server)$/i.test(selector.operand.text))
    return [];
  const fn = handlerFunction(ctx, handler);
  const reads = fn ? goRequestReads(ctx.reads, fn) : undefined;
  return methods.map((method) => {
    const route: RouteFact = {
      method,
      path: pattern,
      framework: receiver?.framework ?? ctx.framework ?? 'net/http',
      location: locate(ctx.path, call),
    };
    if (receiver?.id) route.router = receiver.id;
    if (reads && reads.query.size > 0) route.queryParams = [...reads.query];
    if (reads && reads.body.size > 0) route.bodyParams = [...reads.body];
    const elsewhere = fn ? undefined : handlerName(handler);
    if (elsewhere) route.handler = elsewhere;
    return route;
  });
}
