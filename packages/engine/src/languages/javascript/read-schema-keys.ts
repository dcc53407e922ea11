import { type AstNode, child, children, memberPath, nameOf } from './ast.js';

/** Calls that build an object schema from a shape: zod `z.object`, Joi `Joi.object`, yup `object`. */
const OBJECT_BUILDERS = /^(z|zod|Joi|joi|yup|v|t)\.object$|^object$/;
/** Chained calls that keep the schema's keys as they are. */
const KEEPS_KEYS = new Set(['strict', 'strip', 'required', 'optional', 'describe', 'label', 'meta']);

function shapeKeys(shape: AstNode | undefined): string[] | undefined {
  if (shape?.type !== 'ObjectExpression') return undefined;
  const keys: string[] = [];
  for (const p of children(shape, 'properties')) {
    // A spread (`...base.shape`) adds keys this file cannot list.
    if (p.type !== 'Property') return undefined;
    const key = nameOf(child(p, 'key'));
    if (!key) return undefined;
    keys.push(key);
  }
  return keys;
}

/**
 * The keys of an object schema a request body is validated with (`z.object({ name: z.string() })`,
 * `Joi.object({...})`, `Joi.object().keys({...})`, `yup.object().shape({...})`, with `.strict()` and
 * the like after it); undefined for anything that may take other keys (`.passthrough()`,
 * `.unknown()`, `.extend()`, spreads).
 */
export function readSchemaKeys(init: AstNode | undefined): string[] | undefined {
  let node = init;
  while (node?.type === 'CallExpression') {
    const callee = child(node, 'callee');
    const args = children(node, 'arguments');
    const path = memberPath(callee);
    if (path && OBJECT_BUILDERS.test(path)) return shapeKeys(args[0]);
    if (callee?.type !== 'MemberExpression') return undefined;
    const method = nameOf(child(callee, 'property'));
    if (method === 'keys' || method === 'shape') return shapeKeys(args[0]);
    if (!method || !KEEPS_KEYS.has(method)) return undefined;
    node = child(callee, 'object');
  }
  return undefined;
}
