import type { Node } from 'web-tree-sitter';
import { pythonString } from './python-strings.js';

const QUERY_SOURCES = new Set(['request.args', 'request.values', 'request.query_params']);
const BODY_SOURCES = new Set(['request.json', 'request.form', 'request.get_json()', 'request.files']);

function sourceOf(node: Node | null | undefined, bodyVars: Set<string>): 'query' | 'body' | undefined {
  if (!node) return undefined;
  const text = node.text.replace(/\s+/g, '').replace(/^request\.get_json\([^)]*\)$/, 'request.get_json()');
  if (QUERY_SOURCES.has(text)) return 'query';
  if (BODY_SOURCES.has(text) || bodyVars.has(text)) return 'body';
  return undefined;
}

/** `data = request.get_json(silent=True) or {}` makes `data` a view of the request body. */
function bodyVariables(fn: Node): Set<string> {
  const vars = new Set<string>();
  for (const assignment of fn.descendantsOfType('assignment')) {
    const left = assignment.childForFieldName('left');
    const right = assignment.childForFieldName('right')?.text ?? '';
    if (left?.type === 'identifier' && /^\(?request\.(get_json\(|json\b|form\b)/.test(right))
      vars.add(left.text);
  }
  return vars;
}

/**
 * Query and body field names a Flask-style handler reads: `request.args.get("q")`,
 * `request.json["id"]`, `request.get_json().get("x")`, and `.get`/`[...]` on a variable assigned
 * from the body.
 */
export function flaskRequestParams(fn: Node): { query: string[]; body: string[] } {
  const query = new Set<string>();
  const body = new Set<string>();
  const bodyVars = bodyVariables(fn);
  const record = (where: 'query' | 'body' | undefined, key: Node | null | undefined): void => {
    const name = pythonString(key);
    if (where && name) (where === 'query' ? query : body).add(name);
  };
  for (const node of fn.descendantsOfType(['call', 'subscript'])) {
    if (node.type === 'subscript') {
      record(sourceOf(node.childForFieldName('value'), bodyVars), node.childForFieldName('subscript'));
      continue;
    }
    const callee = node.childForFieldName('function');
    if (callee?.type !== 'attribute') continue;
    if (!['get', 'getlist', 'pop'].includes(callee.childForFieldName('attribute')?.text ?? '')) continue;
    const first = node.childForFieldName('arguments')?.namedChildren[0];
    record(sourceOf(callee.childForFieldName('object'), bodyVars), first);
  }
  return { query: [...query], body: [...body] };
}
