import type { Node } from 'web-tree-sitter';
import { goArguments, goSelector, goString } from './go-syntax.js';

const QUERY_READERS = new Set([
  'Query',
  'DefaultQuery',
  'GetQuery',
  'QueryArray',
  'QueryMap',
  'QueryParam',
  'FormValue',
]);
const BODY_READERS = new Set([
  'PostForm',
  'DefaultPostForm',
  'GetPostForm',
  'PostFormValue',
  'PostFormArray',
]);
const BINDERS = /^(Decode|ShouldBindJSON|BindJSON|ShouldBind|Bind|BodyParser|ShouldBindBodyWith)$/;

export interface RequestReads {
  query: Set<string>;
  body: Set<string>;
  /** Index of the parameter this function uses as a query key (`func intParam(r, name string)`). */
  queryKeyParam?: number;
}

export interface RequestReadContext {
  /** Top-level functions and methods of the file by name. */
  functions: Map<string, Node>;
  /** JSON field names of structs declared in the file. */
  structFields: Map<string, string[]>;
  cache: Map<number, RequestReads>;
}

function parameterNames(fn: Node): string[] {
  return (fn.childForFieldName('parameters')?.namedChildren ?? []).flatMap((declaration) =>
    declaration.childrenForFieldName('name').map((name) => name.text),
  );
}

/** Variables holding `r.URL.Query()` (so `q.Get("x")` reads the query string). */
function queryVariables(fn: Node): Set<string> {
  const vars = new Set<string>();
  for (const statement of fn.descendantsOfType('short_var_declaration')) {
    if (/\.URL\.Query\(\)$|\.QueryParams\(\)$/.test(statement.childForFieldName('right')?.text ?? '')) {
      const left = statement.childForFieldName('left')?.namedChildren[0];
      if (left) vars.add(left.text);
    }
  }
  return vars;
}

/** The struct type of `var v T` / `v := T{}` declared in the function. */
function declaredType(fn: Node, name: string): string | undefined {
  for (const spec of fn.descendantsOfType(['var_spec', 'short_var_declaration'])) {
    const declared =
      spec.type === 'var_spec'
        ? spec.childForFieldName('name')
        : spec.childForFieldName('left')?.namedChildren[0];
    if (declared?.text !== name) continue;
    const type =
      spec.type === 'var_spec'
        ? spec.childForFieldName('type')
        : spec.childForFieldName('right')?.namedChildren[0]?.childForFieldName('type');
    return type?.text.replace(/^\*/, '');
  }
  return undefined;
}

/**
 * Query and body names a Go handler (or a helper it calls in the same file) reads:
 * `r.URL.Query().Get("k")`, gin `c.Query("k")`, echo `c.QueryParam("k")`, `c.PostForm("k")`, and
 * the JSON fields of a same-file struct decoded from the body.
 */
export function goRequestReads(ctx: RequestReadContext, fn: Node, depth = 0): RequestReads {
  const cached = ctx.cache.get(fn.id);
  if (cached) return cached;
  const reads: RequestReads = { query: new Set(), body: new Set() };
  ctx.cache.set(fn.id, reads);
  const params = parameterNames(fn);
  const queryVars = queryVariables(fn);
  const body = fn.childForFieldName('body');
  for (const call of body?.descendantsOfType('call_expression') ?? []) {
    const selector = goSelector(call);
    const args = goArguments(call);
    const isQuery =
      selector &&
      ((selector.method === 'Get' &&
        (/\.URL\.Query\(\)$|\.QueryParams\(\)$/.test(selector.operand.text) ||
          queryVars.has(selector.operand.text))) ||
        QUERY_READERS.has(selector.method));
    const isBody = selector && BODY_READERS.has(selector.method);
    if (isQuery || isBody) {
      const key = args[0];
      const name = goString(key);
      if (name !== undefined) (isQuery ? reads.query : reads.body).add(name);
      else if (isQuery && key?.type === 'identifier' && params.includes(key.text))
        reads.queryKeyParam = params.indexOf(key.text);
      continue;
    }
    if (selector && BINDERS.test(selector.method)) {
      const target = args.at(-1);
      const variable = target?.type === 'unary_expression' ? target.namedChildren[0]?.text : undefined;
      const type = variable ? declaredType(fn, variable) : undefined;
      for (const field of (type && ctx.structFields.get(type)) || []) reads.body.add(field);
      continue;
    }
    if (depth >= 2) continue;
    const callee = call.childForFieldName('function');
    const name = callee?.type === 'identifier' ? callee.text : selector?.method;
    const helper = name ? ctx.functions.get(name) : undefined;
    if (!helper || helper.id === fn.id) continue;
    const inner = goRequestReads(ctx, helper, depth + 1);
    for (const key of inner.query) reads.query.add(key);
    for (const key of inner.body) reads.body.add(key);
    const passed = inner.queryKeyParam === undefined ? undefined : goString(args[inner.queryKeyParam]);
    if (passed !== undefined) reads.query.add(passed);
  }
  return reads;
}
