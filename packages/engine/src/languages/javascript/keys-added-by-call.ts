import { type AstNode, child, children, memberPath, nameOf } from './ast.js';
import { prototypeOwner } from './read-declaration-names.js';

/**
 * Members a call adds to an existing object at run time: `Object.assign(Client, { parseUrl })`,
 * `Object.assign(module.exports, {...})`, `Object.defineProperties(Client, { version: ... })`,
 * fastify-style `app.decorate('name', ...)` and its `decorateRequest`/`decorateReply` kin. The
 * object's declared type never lists them, so a doc naming one is not drift.
 */
export function keysAddedByCall(call: AstNode): string[] {
  const callee = memberPath(child(call, 'callee')) ?? '';
  const args = children(call, 'arguments');
  if (callee === 'Object.assign' || callee === 'Object.defineProperties') {
    // `Object.assign({}, defaults, options)` builds a new object; only a named target gains members.
    const sources = args[0]?.type === 'ObjectExpression' ? [] : args.slice(1);
    return sources
      .filter((a) => a.type === 'ObjectExpression')
      .flatMap((o) => children(o, 'properties').map((p) => nameOf(child(p, 'key')) ?? ''))
      .filter(Boolean);
  }
  if (/(?:^|\.)decorate(?:Request|Reply)?$/.test(callee)) {
    const name = nameOf(args[0]);
    return name ? [name] : [];
  }
  return [];
}

/**
 * The class a mixin is copied into (`Object.assign(Client.prototype, EventsMixin)`): a source that
 * is no object literal brings members nobody can list here, so the class's members are open.
 */
export function mixinTarget(call: AstNode): string | undefined {
  if (memberPath(child(call, 'callee')) !== 'Object.assign') return undefined;
  const [target, ...sources] = children(call, 'arguments');
  const owner = prototypeOwner(target);
  return owner && sources.some((s) => s.type !== 'ObjectExpression') ? owner : undefined;
}

/**
 * `Object.assign(exports, fs)`, `Object.assign(module.exports, require('x'))`: the module exports
 * whatever the copied object has, which no declaration in the file lists.
 */
export function copiesIntoExports(call: AstNode): boolean {
  if (memberPath(child(call, 'callee')) !== 'Object.assign') return false;
  const [target, ...sources] = children(call, 'arguments');
  const into = target ? memberPath(target) : undefined;
  return (
    (into === 'exports' || into === 'module.exports') && sources.some((s) => s.type !== 'ObjectExpression')
  );
}
