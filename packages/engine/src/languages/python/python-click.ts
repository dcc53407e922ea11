import type { Node } from 'web-tree-sitter';
import type { CliOptionFact } from '../../facts/types.js';
import { locate } from '../tree-sitter/shared/syntax.js';
import { optionName } from './python-argparse.js';
import { pythonParameters } from './python-params.js';
import { callArguments, pythonChoices, pythonString, pythonValue } from './python-strings.js';

interface DecoratorCall {
  owner: string;
  method: string;
  call: Node;
}

function decoratorCall(decorator: Node): DecoratorCall | undefined {
  const call = decorator.namedChildren[0];
  const callee = call?.type === 'call' ? call.childForFieldName('function') : undefined;
  if (!call || callee?.type !== 'attribute') return undefined;
  return {
    owner: callee.childForFieldName('object')?.text ?? '',
    method: callee.childForFieldName('attribute')?.text ?? '',
    call,
  };
}

function commandName(fn: Node, call: Node): string {
  const { positional, keywords } = callArguments(call);
  return (
    pythonString(positional[0] ?? keywords.get('name')) ??
    (fn.childForFieldName('name')?.text ?? '').replace(/_/g, '-')
  );
}

/**
 * Flag spellings of click/typer parameter declarations: `"--accept/--reject"` declares both flags,
 * `" /-S"` only a secondary short flag, `"-v"` one flag; a bare `"name"` is the parameter name.
 */
function declaredFlags(names: Array<string | undefined>): string[] {
  return names
    .filter(
      (name): name is string => name !== undefined && (name.trim().startsWith('-') || name.includes('/')),
    )
    .flatMap((name) => name.split('/').map((part) => part.trim()))
    .filter((part) => part.startsWith('-'));
}

/** `typer.Option(...)` / `Option(...)` / `typer.Argument(...)` found in a parameter's default or Annotated type. */
function typerMarker(text: Node | undefined): { kind: 'option' | 'argument'; call: Node } | undefined {
  if (!text) return undefined;
  for (const call of [text, ...text.descendantsOfType('call')]) {
    if (call.type !== 'call') continue;
    const name = call.childForFieldName('function')?.text.split('.').at(-1);
    if (name === 'Option') return { kind: 'option', call };
    if (name === 'Argument') return { kind: 'argument', call };
  }
  return undefined;
}

function typerParams(path: string, fn: Node, command: string | undefined): CliOptionFact[] {
  const facts: CliOptionFact[] = [];
  const nodes = fn.childForFieldName('parameters')?.namedChildren ?? [];
  for (const [index, param] of pythonParameters(fn.childForFieldName('parameters')).entries()) {
    const node = nodes.filter((item) => !item.type.endsWith('_separator'))[index];
    const marker =
      typerMarker(node?.childForFieldName('value') ?? undefined) ??
      typerMarker(node?.childForFieldName('type') ?? undefined);
    const kind = marker?.kind ?? (param.defaultValue === undefined ? 'argument' : 'option');
    const isBool = /^(bool|Optional\[bool\])$|Annotated\[bool\b/.test(param.type ?? '');
    const args = marker ? callArguments(marker.call) : undefined;
    const declared = declaredFlags((args?.positional ?? []).map((arg) => pythonString(arg)));
    const dashed = `--${param.name.replace(/_/g, '-')}`;
    const flags =
      kind === 'argument'
        ? []
        : declared.length > 0
          ? declared
          : isBool
            ? [dashed, `--no-${dashed.slice(2)}`]
            : [dashed];
    const fact: CliOptionFact = {
      flags,
      name: kind === 'option' ? optionName(flags) : param.name,
      takesValue: !isBool,
      kind,
      framework: 'typer',
      location: locate(path, node ?? fn),
    };
    const value = node?.childForFieldName('value') ?? undefined;
    const first = args?.positional[0];
    // In the old style the Option() call is the default and its first argument is the real default.
    const markerIsDefault = marker !== undefined && value !== undefined && marker.call.id === value.id;
    const fallback = markerIsDefault
      ? first && !pythonString(first)?.startsWith('-')
        ? first
        : args?.keywords.get('default')
      : value;
    const defaultText = fallback ? pythonValue(fallback) : undefined;
    if (defaultText !== undefined && defaultText !== '...') fact.defaultValue = defaultText;
    if (command) fact.command = command;
    facts.push(fact);
  }
  return facts;
}

/** One `click.option(...)` / `click.argument(...)` call as an option or argument fact. */
export function clickOption(
  path: string,
  call: Node,
  method: 'option' | 'argument',
  command?: string,
): CliOptionFact {
  const { positional, keywords } = callArguments(call);
  const names = positional
    .map((arg) => pythonString(arg))
    .filter((name): name is string => name !== undefined);
  const flags = declaredFlags(names);
  const bare = names.find((name) => !name.trim().startsWith('-') && !name.includes('/'));
  const isOption = method === 'option';
  const isFlag =
    keywords.get('is_flag')?.text === 'True' ||
    keywords.get('count')?.text === 'True' ||
    names.some((name) => name.includes('/'));
  const fact: CliOptionFact = {
    flags: isOption ? flags : [],
    name: isOption ? (bare ?? optionName(flags)) : (bare ?? ''),
    takesValue: !isFlag,
    kind: isOption ? 'option' : 'argument',
    framework: 'click',
    location: locate(path, call),
  };
  const fallback = keywords.get('default');
  if (fallback) fact.defaultValue = pythonValue(fallback);
  const choices = pythonChoices(keywords.get('type'));
  if (choices) fact.choices = choices;
  if (command) fact.command = command;
  return fact;
}

/** click decorators (`@click.option`, `@click.argument`, `@group.command`) and typer command functions. */
export function clickOptions(
  path: string,
  fn: Node,
  decorators: Node[],
  usesTyper: boolean,
): CliOptionFact[] {
  const calls = decorators.map(decoratorCall).filter((call): call is DecoratorCall => call !== undefined);
  const commandDecorator = calls.find((call) => call.method === 'command' || call.method === 'group');
  if (!commandDecorator) return [];
  const isSub = commandDecorator.owner !== 'click' && commandDecorator.owner !== 'typer';
  const command = isSub ? commandName(fn, commandDecorator.call) : undefined;
  const facts: CliOptionFact[] = [];
  if (command)
    facts.push({
      flags: [],
      name: command,
      takesValue: false,
      kind: 'command',
      framework: usesTyper ? 'typer' : 'click',
      // `@db.command()`: the group function `db`; the root group's name is dropped later.
      parent: commandDecorator.owner.replace(/_/g, '-'),
      location: locate(path, commandDecorator.call),
    });
  if (usesTyper) return [...facts, ...typerParams(path, fn, command)];
  for (const { method, call } of calls) {
    if (method !== 'option' && method !== 'argument') continue;
    facts.push(clickOption(path, call, method, command));
  }
  return facts;
}
