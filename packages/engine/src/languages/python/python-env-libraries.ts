import type { Node } from 'web-tree-sitter';
import type { EnvVarFact } from '../../facts/types.js';
import { type CalleeIndex, callsMatching } from '../tree-sitter/shared/group-calls.js';
import { locate } from '../tree-sitter/shared/syntax.js';
import { assignmentOf, bodyStatements, type Declaration } from './python-declarations.js';
import { callArguments, pythonString, pythonStringList, pythonValue } from './python-strings.js';

const SETTINGS_BASE = /(^|\.)BaseSettings$/;
const ENV_HELPERS =
  /^env(\.(str|bool|int|float|list|dict|json|url|db|db_url|cache_url|email_url|path|decimal|date|datetime|timedelta))?$/;

function fact(path: string, node: Node, name: string, value?: Node): EnvVarFact {
  return value
    ? { name, defaultValue: pythonValue(value), location: locate(path, node) }
    : { name, location: locate(path, node) };
}

/** `model_config = SettingsConfigDict(env_prefix="APP_")` or `class Config: env_prefix = "APP_"`. */
function envPrefix(body: Node): string {
  for (const { node } of bodyStatements(body)) {
    const assignment = assignmentOf(node);
    const right = assignment?.childForFieldName('right');
    if (assignment?.childForFieldName('left')?.text === 'model_config' && right?.type === 'call') {
      return pythonString(callArguments(right).keywords.get('env_prefix')) ?? '';
    }
    if (node.type === 'class_definition' && node.childForFieldName('name')?.text === 'Config') {
      for (const inner of bodyStatements(node.childForFieldName('body') ?? node)) {
        const setting = assignmentOf(inner.node);
        if (setting?.childForFieldName('left')?.text === 'env_prefix')
          return pythonString(setting.childForFieldName('right')) ?? '';
      }
    }
  }
  return '';
}

/**
 * pydantic `BaseSettings` classes: every annotated field is read from the environment as
 * PREFIX + FIELD (upper-cased), unless `Field(env=...)` / `validation_alias=` / `alias=` names it.
 */
export function settingsEnvVars(path: string, statements: Declaration[]): EnvVarFact[] {
  const facts: EnvVarFact[] = [];
  for (const { node } of statements) {
    if (node.type !== 'class_definition') continue;
    const bases = node.childForFieldName('superclasses')?.namedChildren ?? [];
    const body = node.childForFieldName('body');
    if (!body || !bases.some((base) => SETTINGS_BASE.test(base.text))) continue;
    const prefix = envPrefix(body);
    for (const { node: statement } of bodyStatements(body)) {
      const assignment = assignmentOf(statement);
      const left = assignment?.childForFieldName('left');
      const type = assignment?.childForFieldName('type')?.text;
      if (
        !assignment ||
        left?.type !== 'identifier' ||
        !type ||
        type.startsWith('ClassVar') ||
        left.text === 'model_config'
      )
        continue;
      let value = assignment.childForFieldName('right') ?? undefined;
      let name = `${prefix}${left.text}`.toUpperCase();
      if (value?.type === 'call' && /(^|\.)Field$/.test(value.childForFieldName('function')?.text ?? '')) {
        const { positional, keywords } = callArguments(value);
        const explicit = keywords.get('env') ?? keywords.get('validation_alias') ?? keywords.get('alias');
        name = pythonStringList(explicit)[0] ?? name;
        const inner = keywords.get('default') ?? positional[0];
        value = inner && inner.text !== '...' ? inner : undefined;
      }
      facts.push(fact(path, statement, name, value));
    }
  }
  return facts;
}

/**
 * Variables read through configuration libraries: python-decouple `config("X", default=...)`,
 * environs / django-environ `env("X")` / `env.bool("X", default=...)`, and click / typer options
 * declared with `envvar="X"`.
 */
export function libraryEnvVars(
  path: string,
  byCallee: CalleeIndex,
  sources: Set<string | undefined>,
): EnvVarFact[] {
  const facts: EnvVarFact[] = [];
  const readers: ((callee: string) => boolean)[] = [];
  if (sources.has('decouple')) readers.push((callee) => callee === 'config');
  if (sources.has('environ') || sources.has('environs')) readers.push((callee) => ENV_HELPERS.test(callee));
  for (const call of callsMatching(byCallee, (callee) => readers.some((reader) => reader(callee)))) {
    const { positional, keywords } = callArguments(call);
    const name = pythonString(positional[0]);
    if (name) facts.push(fact(path, call, name, keywords.get('default') ?? positional[1]));
  }
  if (sources.has('click') || sources.has('typer')) {
    for (const call of callsMatching(byCallee, (callee) =>
      /(^|\.)(option|Option|Argument|argument)$/.test(callee),
    )) {
      for (const name of pythonStringList(callArguments(call).keywords.get('envvar')))
        facts.push(fact(path, call, name));
    }
    // `cli(auto_envvar_prefix="GREETER")`, or set into the context settings
    // (`settings.setdefault("auto_envvar_prefix", "GREETER")`): click reads GREETER_<OPTION> for every option.
    for (const call of callsMatching(byCallee, () => true)) {
      const { positional, keywords } = callArguments(call);
      const prefix =
        pythonString(keywords.get('auto_envvar_prefix')) ??
        (pythonString(positional[0]) === 'auto_envvar_prefix' ? pythonString(positional[1]) : undefined);
      if (prefix) facts.push({ ...fact(path, call, `${prefix}_`), prefix: true });
    }
  }
  return facts;
}
