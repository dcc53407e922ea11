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
): { query: string[]; body: string[] } {
  const query: string[] = [];
  const body: string[] = [];
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
    // A request model declared in this file contributes its fields; otherwise the body is named by the parameter.
    else if (!INJECTED_TYPES.test(param.type))
      body.push(...(models.get(param.type.replace(/^Optional\[(.*)\]$/, '$1')) ?? [param.name]));
  }
  return { query, body };
}
