import type { Node } from 'web-tree-sitter';
import type { EnvVarFact } from '../../facts/types.js';
import { type CalleeIndex, callsMatching } from '../tree-sitter/shared/group-calls.js';
import { locate } from '../tree-sitter/shared/syntax.js';
import { goArguments, goString } from './go-syntax.js';

const GETTER =
  /\.(Get|GetString|GetInt|GetInt32|GetInt64|GetUint|GetBool|GetFloat64|GetDuration|GetStringSlice|GetStringMap|GetTime|IsSet)$/;

function envName(prefix: string, key: string): string {
  return `${prefix ? `${prefix}_` : ''}${key}`.toUpperCase().replace(/[.-]/g, '_');
}

function firstString(calls: Node[]): string | undefined {
  for (const call of calls) {
    const value = goString(goArguments(call)[0]);
    if (value !== undefined) return value;
  }
  return undefined;
}

/**
 * spf13/viper: `BindEnv("port", "APP_PORT")`, and with `SetEnvPrefix("app")` + `AutomaticEnv()` every
 * key read with `GetString("port")`... is the variable APP_PORT (default from `SetDefault`).
 */
export function viperEnvVars(path: string, byCallee: CalleeIndex): EnvVarFact[] {
  const facts: EnvVarFact[] = [];
  const prefix = firstString(callsMatching(byCallee, (callee) => callee.endsWith('.SetEnvPrefix'))) ?? '';
  const defaults = new Map<string, string>();
  for (const call of callsMatching(byCallee, (callee) => callee.endsWith('.SetDefault'))) {
    const [key, value] = goArguments(call);
    const name = goString(key);
    if (name && value) defaults.set(name, goString(value) ?? value.text);
  }
  const add = (name: string, key: string, node: Node): void => {
    const defaultValue = defaults.get(key);
    facts.push(
      defaultValue === undefined
        ? { name, location: locate(path, node) }
        : { name, defaultValue, location: locate(path, node) },
    );
  };
  for (const call of callsMatching(byCallee, (callee) => callee.endsWith('.BindEnv'))) {
    const [key, ...names] = goArguments(call).map((arg) => goString(arg));
    if (!key) continue;
    const explicit = names.filter((name): name is string => Boolean(name));
    for (const name of explicit.length > 0 ? explicit : [envName(prefix, key)]) add(name, key, call);
  }
  if (callsMatching(byCallee, (callee) => callee.endsWith('.AutomaticEnv')).length > 0) {
    for (const call of callsMatching(byCallee, (callee) => GETTER.test(callee))) {
      const key = goString(goArguments(call)[0]);
      if (key) add(envName(prefix, key), key, call);
    }
  }
  return facts;
}
