import type { Node } from 'web-tree-sitter';
import type { EnvVarFact, SourceLocation } from '../../facts/types.js';
import { type CalleeIndex, callsNamed } from '../tree-sitter/shared/group-calls.js';
import { locate } from '../tree-sitter/shared/syntax.js';
import { goArguments, goEnclosingDeclaration, goKeyedValue, goString, goStringList } from './go-syntax.js';

const GETTERS = new Set(['os.Getenv', 'os.LookupEnv', 'syscall.Getenv']);

interface EnvWrapper {
  keyIndex: number;
  defaultIndex?: number;
}

function parameterIndex(fn: Node, name: string): number | undefined {
  let index = 0;
  for (const declaration of fn.childForFieldName('parameters')?.namedChildren ?? []) {
    for (const param of declaration.childrenForFieldName('name')) {
      if (param.text === name) return index;
      index += 1;
    }
  }
  return undefined;
}

/** The parameter a wrapper returns when the variable is unset: `return fallback`. */
function fallbackIndex(fn: Node, keyIndex: number): number | undefined {
  for (const statement of fn.descendantsOfType('return_statement')) {
    const value = statement.namedChildren[0]?.namedChildren[0];
    if (value?.type !== 'identifier') continue;
    const index = parameterIndex(fn, value.text);
    if (index !== undefined && index !== keyIndex) return index;
  }
  return undefined;
}

/** `env:"PORT" envDefault:"8080"` (caarlos0/env) and `envconfig:"PORT" default:"8080"` struct tags. */
function tagVars(path: string, tags: Node[]): EnvVarFact[] {
  const facts: EnvVarFact[] = [];
  for (const tag of tags) {
    const text = tag.text;
    const name = /\b(?:env|envconfig):"([A-Za-z_][A-Za-z0-9_]*)/.exec(text)?.[1];
    if (!name) continue;
    const fallback = /\b(?:envDefault|default):"([^"]*)"/.exec(text)?.[1];
    facts.push(
      fallback === undefined
        ? { name, location: locate(path, tag) }
        : { name, defaultValue: fallback, location: locate(path, tag) },
    );
  }
  return facts;
}

/** urfave/cli flags that read variables: `EnvVars: []string{"APP_PORT"}` or `Sources: cli.EnvVars("APP_PORT")`. */
function flagVars(path: string, literals: Node[]): EnvVarFact[] {
  const facts: EnvVarFact[] = [];
  for (const literal of literals) {
    if (!/Flag$/.test(literal.childForFieldName('type')?.text ?? '')) continue;
    const listed = goStringList(goKeyedValue(literal, 'EnvVars'));
    const sources = goKeyedValue(literal, 'Sources');
    if (sources?.type === 'call_expression')
      listed.push(...goArguments(sources).flatMap((arg) => goString(arg) ?? []));
    for (const name of listed) facts.push({ name, location: locate(path, literal) });
  }
  return facts;
}

/**
 * Environment variables read with os.Getenv / os.LookupEnv, through small local wrappers such as
 * `func getenv(key, fallback string) string` called with a literal name, in env struct tags, and
 * in urfave/cli flag definitions.
 */
/** `const EnvPort = "PORT"` (in const blocks too): a name the getters may be called with. */
function stringConstants(root: Node): Map<string, string> {
  const constants = new Map<string, string>();
  for (const spec of root.descendantsOfType('const_spec')) {
    const names = spec.childrenForFieldName('name');
    const values = spec.childForFieldName('value')?.namedChildren ?? [];
    for (const [i, name] of names.entries()) {
      const value = goString(values[i]);
      if (value !== undefined) constants.set(name.text, value);
    }
  }
  return constants;
}

export function goEnvVars(
  path: string,
  byCallee: CalleeIndex,
  tags: Node[],
  literals: Node[],
  root: Node,
): { facts: EnvVarFact[]; opaque: SourceLocation[] } {
  const facts: EnvVarFact[] = [];
  const opaque: SourceLocation[] = [];
  const wrappers = new Map<string, EnvWrapper>();
  const getters = [...GETTERS].flatMap((getter) => callsNamed(byCallee, getter));
  const constants = getters.length > 0 ? stringConstants(root) : new Map<string, string>();
  const nameOf = (node: Node | undefined): string | undefined =>
    goString(node) ?? (node ? constants.get(node.text) : undefined);
  for (const call of getters) {
    const key = goArguments(call)[0];
    const name = nameOf(key);
    if (name !== undefined) {
      facts.push({ name, location: locate(path, call) });
      continue;
    }
    const fn = key?.type === 'identifier' ? goEnclosingDeclaration(call) : undefined;
    const fnName = fn?.type === 'function_declaration' ? fn.childForFieldName('name')?.text : undefined;
    const keyIndex = fn && key ? parameterIndex(fn, key.text) : undefined;
    if (!fn || !fnName || keyIndex === undefined) {
      opaque.push(locate(path, call));
      continue;
    }
    wrappers.set(fnName, { keyIndex, defaultIndex: fallbackIndex(fn, keyIndex) });
  }
  if (wrappers.size > 0) {
    for (const [wrapperName, wrapper] of wrappers) {
      const calls = callsNamed(byCallee, wrapperName);
      // An exported wrapper called only from other files reads names this file cannot see.
      if (calls.length === 0) opaque.push({ path, line: 1 });
      for (const call of calls) {
        const args = goArguments(call);
        const name = nameOf(args[wrapper.keyIndex]);
        if (name === undefined) {
          opaque.push(locate(path, call));
          continue;
        }
        const fallback = wrapper.defaultIndex === undefined ? undefined : args[wrapper.defaultIndex];
        const defaultValue = fallback ? (goString(fallback) ?? fallback.text) : undefined;
        facts.push(
          defaultValue === undefined
            ? { name, location: locate(path, call) }
            : { name, defaultValue, location: locate(path, call) },
        );
      }
    }
  }
  const all = [...facts, ...tagVars(path, tags), ...flagVars(path, literals)];
  return { facts: all.sort((a, b) => a.location.line - b.location.line), opaque };
}
