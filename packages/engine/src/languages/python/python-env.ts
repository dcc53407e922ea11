import type { Node } from 'web-tree-sitter';
import type { EnvVarFact, SourceLocation } from '../../facts/types.js';
import { type CalleeIndex, callsMatching, callsNamed } from '../tree-sitter/shared/group-calls.js';
import { locate } from '../tree-sitter/shared/syntax.js';
import type { ImportBinding } from './python-imports.js';
import { callArguments, pythonString, pythonValue } from './python-strings.js';

const ENV_MAPPING = new Set(['os.environ', 'environ']);
const GETTERS = new Set([
  'os.getenv',
  'os.environ.get',
  'os.environ.setdefault',
  'environ.get',
  'environ.setdefault',
  'getenv',
]);

/** Helpers named for what they do (`env("X")`, `get_env("X", "d")`), wherever they are declared. */
const HELPER_NAME = /^(get|read|require|must|load)?_?env(var|iron)?(_?(or|or_?default|str|int|bool))?$/i;
const ENV_NAME = /^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$/;

/** A local function that reads the variable named by one of its parameters: `def env(key, default=None)`. */
interface EnvWrapper {
  keyIndex: number;
  defaultIndex?: number;
  defaultValue?: string;
}

function isGetter(callee: string, bindings: Map<string, ImportBinding>): boolean {
  if (!GETTERS.has(callee)) return false;
  // Bare `getenv` / `environ` only count when imported from os.
  const root = callee.split('.')[0] ?? '';
  return root === 'os' || bindings.get(root)?.module === 'os';
}

function enclosingFunction(node: Node): Node | undefined {
  for (let current = node.parent; current; current = current.parent) {
    if (current.type === 'function_definition') return current;
  }
  return undefined;
}

function parameterIndex(fn: Node, name: string): { index: number; defaultValue?: string } | undefined {
  const params = fn.childForFieldName('parameters')?.namedChildren ?? [];
  for (const [index, param] of params.entries()) {
    const own = param.childForFieldName('name') ?? param;
    if (own.text !== name) continue;
    const value = param.childForFieldName('value');
    return value ? { index, defaultValue: pythonValue(value) } : { index };
  }
  return undefined;
}

/**
 * Environment variables read with os.environ[...], os.environ.get, os.getenv (and environ/getenv
 * imported from os), `"X" in os.environ`, and through small local wrappers such as
 * `def env(name, default): return os.environ.get(name, default)` called with a literal name.
 */
export function pythonEnvVars(
  path: string,
  byCallee: CalleeIndex,
  lookups: Node[],
  bindings: Map<string, ImportBinding>,
  constants: Map<string, string>,
): { facts: EnvVarFact[]; opaque: SourceLocation[] } {
  const facts: EnvVarFact[] = [];
  const opaque: SourceLocation[] = [];
  // `os.getenv(SETTING)` with `SETTING = "APP_SETTING"` at module level.
  const nameOf = (node: Node | undefined): string | undefined =>
    pythonString(node) ?? (node ? constants.get(node.text) : undefined);
  const wrappers = new Map<string, EnvWrapper>();
  const add = (name: string | undefined, node: Node, defaultValue?: string): void => {
    if (name)
      facts.push(
        defaultValue === undefined
          ? { name, location: locate(path, node) }
          : { name, defaultValue, location: locate(path, node) },
      );
  };
  const getters = [...GETTERS]
    .filter((callee) => isGetter(callee, bindings))
    .flatMap((callee) => callsNamed(byCallee, callee));
  for (const call of getters) {
    const { positional } = callArguments(call);
    const [key, fallback] = positional;
    if (!key) continue;
    const name = nameOf(key);
    if (name !== undefined) {
      add(name, call, fallback ? pythonValue(fallback) : undefined);
      continue;
    }
    const fn = key.type === 'identifier' ? enclosingFunction(call) : undefined;
    const fnName = fn?.childForFieldName('name')?.text;
    const keyParam = fn ? parameterIndex(fn, key.text) : undefined;
    if (!fn || !fnName || !keyParam) {
      opaque.push(locate(path, call));
      continue;
    }
    const defaultParam = fallback?.type === 'identifier' ? parameterIndex(fn, fallback.text) : undefined;
    wrappers.set(fnName, {
      keyIndex: keyParam.index,
      defaultIndex: defaultParam?.index,
      defaultValue: defaultParam?.defaultValue,
    });
  }
  for (const lookup of lookups) {
    if (lookup.type === 'subscript' && ENV_MAPPING.has(lookup.childForFieldName('value')?.text ?? '')) {
      const name = nameOf(lookup.childForFieldName('subscript') ?? undefined);
      if (name === undefined) opaque.push(locate(path, lookup));
      else add(name, lookup);
    } else if (lookup.type === 'comparison_operator' && lookup.children[1]?.type === 'in') {
      const [left, right] = lookup.namedChildren;
      if (right && ENV_MAPPING.has(right.text)) add(pythonString(left), lookup);
    }
  }
  for (const [name, wrapper] of wrappers) {
    const calls = callsNamed(byCallee, name);
    // Called from other files only: with names this file cannot see.
    if (calls.length === 0 && !HELPER_NAME.test(name)) opaque.push({ path, line: 1 });
    for (const call of calls) {
      const { positional } = callArguments(call);
      const fallback = wrapper.defaultIndex === undefined ? undefined : positional[wrapper.defaultIndex];
      const variable = nameOf(positional[wrapper.keyIndex]);
      if (variable === undefined) opaque.push(locate(path, call));
      add(variable, call, fallback ? pythonValue(fallback) : wrapper.defaultValue);
    }
  }
  for (const call of callsMatching(
    byCallee,
    (callee) => HELPER_NAME.test(callee) && !wrappers.has(callee) && !GETTERS.has(callee),
  )) {
    const { positional, keywords } = callArguments(call);
    const variable = nameOf(positional[0]);
    const fallback = keywords.get('default') ?? positional[1];
    if (variable && ENV_NAME.test(variable))
      add(variable, call, fallback ? pythonValue(fallback) : undefined);
  }
  return { facts: byLine(facts), opaque };
}

/** Facts in source order. */
function byLine(facts: EnvVarFact[]): EnvVarFact[] {
  return facts.sort((a, b) => a.location.line - b.location.line);
}
