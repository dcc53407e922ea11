import { type AstNode, child, children, isFunctionNode, nameOf, walk } from './ast.js';

/** A function whose first parameter may be the instance routes are registered on (a Fastify plugin). */
export interface PluginScope {
  start: number;
  end: number;
  param: string;
  /** The function's name, or `param@offset` for an anonymous (inline) function. */
  id: string;
}

function functionName(fn: AstNode, parent: AstNode | undefined): string | undefined {
  const own = nameOf(child(fn, 'id'));
  if (own) return own;
  return parent?.type === 'VariableDeclarator' ? nameOf(child(parent, 'id')) : undefined;
}

/**
 * Every function with a plain first parameter. Routes registered on that parameter belong to the
 * function (one router per plugin), so two inline plugins that both call their parameter `fastify`
 * stay two routers, each under the prefix its own `register(..., { prefix })` gives.
 */
export function collectPluginScopes(program: AstNode): PluginScope[] {
  const scopes: PluginScope[] = [];
  walk(program, (node, parent) => {
    if (!isFunctionNode(node)) return;
    const first = children(node, 'params')[0];
    const param = first?.type === 'Identifier' ? nameOf(first) : undefined;
    if (!param) return;
    const id = functionName(node, parent) ?? `${param}@${node.start}`;
    scopes.push({ start: node.start, end: node.end, param, id });
  });
  return scopes;
}

/** The router id of `receiver` used at `offset`: the innermost enclosing function taking it as first parameter. */
export function scopedReceiver(scopes: PluginScope[], receiver: string, offset: number): string {
  let best: PluginScope | undefined;
  for (const s of scopes) {
    if (s.param !== receiver || offset < s.start || offset >= s.end) continue;
    if (!best || s.start >= best.start) best = s;
  }
  return best?.id ?? receiver;
}

/** The router id an inline plugin function registers its routes on. */
export function inlinePluginId(scopes: PluginScope[], fn: AstNode): string | undefined {
  return scopes.find((s) => s.start === fn.start && s.end === fn.end)?.id;
}
