import type { Node } from 'web-tree-sitter';
import { pythonParameters } from './python-params.js';

const INJECTED_TYPES =
  /^(Request|Response|WebSocket|BackgroundTasks|Session|AsyncSession|HTTPConnection|SecurityScopes)\b/;
const PLAIN_TYPES =
  /^(Optional|List|list|Set|set|Union|Literal|Sequence|Tuple|tuple|str|int|float|bool|date|datetime|UUID|Decimal)\b/;

/**
 * FastAPI handler parameters: names in the path template are path parameters, `Query()` / plain
 * scalars are query parameters, `Body()` / model-typed parameters are the body, `Depends()`,
 * `Header()`, `Cookie()` and framework objects are neither.
 */
export function fastapiRequestParams(
  fn: Node,
  routePath: string,
  models: Map<string, string[]> = new Map(),
): { query: string[]; body: string[]; bodyModel?: string } {
  const query: string[] = [];
  const body: string[] = [];
  // Body parameters typed by a model declared in another file: the index reads its fields.
  const foreign: Array<{ name: string; model: string }> = [];
  const pathParams = new Set([...routePath.matchAll(/\{(\w+)/g)].map((match) => match[1]));
  for (const param of pythonParameters(fn.childForFieldName('parameters'))) {
    if (pathParams.has(param.name) || param.kind === 'rest' || param.kind === 'kwargs') continue;
    const marker = /\b(Query|Body|Depends|Header|Cookie|Path|File|Form|Security)\(/.exec(
      `${param.type ?? ''} ${param.defaultValue ?? ''}`,
    )?.[1];
    if (marker === 'Query') query.push(param.name);
    else if (marker === 'Body' || marker === 'Form' || marker === 'File') body.push(param.name);
    else if (marker) continue;
    else if (!param.type || PLAIN_TYPES.test(param.type)) query.push(param.name);
    // A request model declared in this file contributes its fields.
    else if (!INJECTED_TYPES.test(param.type)) {
      const model = param.type.replace(/^Optional\[(.*)\]$/, '$1').replace(/\s*\|\s*None$/, '');
      const fields = models.get(model);
      if (fields) body.push(...fields);
      else foreign.push({ name: param.name, model });
    }
  }
  // One model alone is the whole body (its fields are the body's keys); beside other body
  // parameters FastAPI embeds each under its parameter's name.
  const only = foreign[0];
  if (only && foreign.length === 1 && body.length === 0) return { query, body, bodyModel: only.model };
  body.push(...foreign.map((f) => f.name));
  return { query, body };
}
