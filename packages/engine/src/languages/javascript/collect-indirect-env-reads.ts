import type { EnvVarFact, SourceLocation } from '../../facts/types.js';
import {
  type AstNode,
  child,
  children,
  isFunctionNode,
  literalText,
  memberPath,
  nameOf,
  stringValue,
  walk,
} from './ast.js';

const ENV_BASES = new Set(['process.env', 'import.meta.env', 'Bun.env']);
/** Helpers named for what they do (`env('X')`, `getEnv('X', 'd')`, `requireEnv`), wherever declared. */
const HELPER_NAME =
  /^(get|read|require|must|load)?_?env(var|iron)?(_?(or|or_?default|or_?throw|str|int|bool|number))?$/i;
const ENV_NAME = /^[A-Z][A-Z0-9]*(_[A-Z0-9]+)+$|^[A-Z]{2,}[A-Z0-9]*$/;

/** A local function that reads the variable one of its parameters names. */
interface EnvHelper {
  keyIndex: number;
  defaultIndex?: number;
  defaultValue?: string;
}

interface Context {
  path: string;
  line: (offset: number) => number;
  source: string;
  parents: Map<AstNode, AstNode>;
  constants: Map<string, string | null>;
}

/** `const ENV_PORT = 'PORT'` and `const ENV = { PORT: 'APP_PORT' }` (as `ENV.PORT`); a name given two values is dropped. */
function stringConstants(program: AstNode, parents: Map<AstNode, AstNode>): Map<string, string | null> {
  const constants = new Map<string, string | null>();
  const set = (name: string, value: string): void => {
    const known = constants.get(name);
    constants.set(name, known === undefined || known === value ? value : null);
  };
  walk(program, (node, parent) => {
    if (parent) parents.set(node, parent);
    if (node.type !== 'VariableDeclarator') return;
    const id = child(node, 'id');
    const init = child(node, 'init');
    const name = id?.type === 'Identifier' ? nameOf(id) : undefined;
    if (!name || !init) return;
    const value = stringValue(init);
    if (value !== undefined) set(name, value);
    else if (init.type === 'ObjectExpression' || init.type === 'TSAsExpression') {
      const object = init.type === 'TSAsExpression' ? child(init, 'expression') : init;
      for (const p of object ? children(object, 'properties') : []) {
        const key = nameOf(child(p, 'key'));
        const v = stringValue(child(p, 'value'));
        if (key && v !== undefined) set(`${name}.${key}`, v);
      }
    }
  });
  return constants;
}

function constantValue(ctx: Context, node: AstNode | undefined): string | undefined {
  const literal = stringValue(node);
  if (literal !== undefined) return literal;
  const path = memberPath(node);
  return path ? (ctx.constants.get(path) ?? undefined) : undefined;
}

function enclosingFunction(ctx: Context, node: AstNode): AstNode | undefined {
  for (let current = ctx.parents.get(node); current; current = ctx.parents.get(current)) {
    if (isFunctionNode(current)) return current;
  }
  return undefined;
}

/** The name a function is called by: its declaration, the variable, property or method it is assigned to. */
function functionName(ctx: Context, fn: AstNode): string | undefined {
  const own = nameOf(child(fn, 'id'));
  if (own) return own;
  const parent = ctx.parents.get(fn);
  if (parent?.type === 'VariableDeclarator') return nameOf(child(parent, 'id'));
  if (parent?.type === 'Property' || parent?.type === 'MethodDefinition') return nameOf(child(parent, 'key'));
  return undefined;
}

function parameterIndex(fn: AstNode, name: string): { index: number; defaultValue?: AstNode } | undefined {
  for (const [index, param] of children(fn, 'params').entries()) {
    const id = param.type === 'AssignmentPattern' ? child(param, 'left') : param;
    if (nameOf(id) !== name) continue;
    const fallback = param.type === 'AssignmentPattern' ? child(param, 'right') : undefined;
    return fallback ? { index, defaultValue: fallback } : { index };
  }
  return undefined;
}

/** `process.env[name] ?? fallback`: the parameter (or literal) that stands in when the variable is unset. */
function fallbackOf(ctx: Context, read: AstNode, fn: AstNode | undefined): Omit<EnvHelper, 'keyIndex'> {
  const parent = ctx.parents.get(read);
  if (parent?.type !== 'LogicalExpression' || child(parent, 'left') !== read) return {};
  const right = child(parent, 'right');
  const name = right?.type === 'Identifier' ? nameOf(right) : undefined;
  const param = fn && name ? parameterIndex(fn, name) : undefined;
  if (param) return { defaultIndex: param.index };
  const text = literalText(right, ctx.source);
  return text === undefined ? {} : { defaultValue: text };
}

/** `env(...)`, `config.env(...)`: the called function's own name. */
function calleeName(call: AstNode): string | undefined {
  const callee = child(call, 'callee');
  return callee?.type === 'MemberExpression' ? nameOf(child(callee, 'property')) : nameOf(callee);
}

function at(ctx: Context, node: AstNode): SourceLocation {
  return { path: ctx.path, line: ctx.line(node.start) };
}

/**
 * Environment variables read through a constant (`process.env[ENV_PORT]`), a local helper
 * (`function env(name, fallback) { return process.env[name] ?? fallback }` called as
 * `env('PORT', '8080')`) or a helper named for it (`getEnv('PORT')`); reads whose name stays
 * unknown (`process.env[key]` in a loop) are returned as opaque, so a documented variable is
 * never called unread on their account.
 */
export function collectIndirectEnvReads(
  program: AstNode,
  file: { path: string; line: (offset: number) => number; source: string },
): { envVars: EnvVarFact[]; opaque: SourceLocation[] } {
  const parents = new Map<AstNode, AstNode>();
  const ctx: Context = { ...file, parents, constants: stringConstants(program, parents) };
  const envVars: EnvVarFact[] = [];
  const opaque: SourceLocation[] = [];
  const helpers = new Map<string, EnvHelper>();
  const calls: AstNode[] = [];
  const add = (name: string, node: AstNode, defaultValue?: string): void => {
    envVars.push(
      defaultValue === undefined
        ? { name, location: at(ctx, node) }
        : { name, defaultValue, location: at(ctx, node) },
    );
  };
  walk(program, (node) => {
    if (node.type === 'CallExpression') calls.push(node);
    if (node.type !== 'MemberExpression' || node.computed !== true) return;
    if (!ENV_BASES.has(memberPath(child(node, 'object')) ?? '')) return;
    const key = child(node, 'property');
    if (stringValue(key) !== undefined) return;
    const fn = enclosingFunction(ctx, node);
    const constant = constantValue(ctx, key);
    if (constant !== undefined) {
      add(constant, node, fallbackOf(ctx, node, fn).defaultValue);
      return;
    }
    const fnName = fn ? functionName(ctx, fn) : undefined;
    const param = fn && key?.type === 'Identifier' ? parameterIndex(fn, nameOf(key) ?? '') : undefined;
    if (fn && fnName && param) {
      const fallback = fallbackOf(ctx, node, fn);
      const defaultValue =
        fallback.defaultValue ?? (param.defaultValue && literalText(param.defaultValue, ctx.source));
      helpers.set(fnName, { keyIndex: param.index, ...fallback, ...(defaultValue ? { defaultValue } : {}) });
    } else opaque.push(at(ctx, node));
  });
  for (const call of calls) {
    const name = calleeName(call);
    const local = name ? helpers.get(name) : undefined;
    const helper = local ?? (name && HELPER_NAME.test(name) ? { keyIndex: 0, defaultIndex: 1 } : undefined);
    if (!helper) continue;
    const args = children(call, 'arguments');
    const variable = constantValue(ctx, args[helper.keyIndex]);
    if (variable === undefined || (!local && !ENV_NAME.test(variable))) {
      // A local helper called with a name we cannot read: that read is unknown too.
      if (local && args[helper.keyIndex]) opaque.push(at(ctx, call));
      continue;
    }
    const fallback = helper.defaultIndex === undefined ? undefined : args[helper.defaultIndex];
    add(variable, call, (fallback && literalText(fallback, ctx.source)) ?? helper.defaultValue);
  }
  // A local helper this file never calls is called from other files, with names this file cannot see.
  const called = new Set(calls.map(calleeName));
  for (const name of helpers.keys())
    if (!HELPER_NAME.test(name) && !called.has(name)) opaque.push({ path: file.path, line: 1 });
  return { envVars, opaque };
}
