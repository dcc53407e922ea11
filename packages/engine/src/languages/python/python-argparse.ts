import type { Node } from 'web-tree-sitter';
import type { CliOptionFact } from '../../facts/types.js';
import { locate } from '../tree-sitter/shared/syntax.js';
import { callArguments, pythonChoices, pythonString, pythonValue } from './python-strings.js';

const FLAG_ACTIONS =
  /^(store_true|store_false|store_const|append_const|count|version|help)$|BooleanOptionalAction$/;

/** The canonical name of an option: the first long flag (or first flag) without its dashes. */
export function optionName(flags: string[]): string {
  const long = flags.find((flag) => flag.startsWith('--')) ?? flags[0] ?? '';
  return long.replace(/^-+/, '');
}

function assignedName(call: Node): string | undefined {
  const parent = call.parent;
  const left = parent?.type === 'assignment' ? parent.childForFieldName('left') : undefined;
  return left?.type === 'identifier' ? left.text : undefined;
}

/**
 * argparse options, arguments and sub-commands. Tracks which variable holds which (sub)parser so an
 * option added to `start = sub.add_parser("start")` belongs to command `start`.
 */
export function argparseOptions(path: string, calls: Node[]): CliOptionFact[] {
  const facts: CliOptionFact[] = [];
  const commandOf = new Map<string, string | undefined>();
  for (const call of calls) {
    const callee = call.childForFieldName('function');
    if (callee?.type !== 'attribute') continue;
    const method = callee.childForFieldName('attribute')?.text ?? '';
    const owner = callee.childForFieldName('object')?.text ?? '';
    const command = commandOf.get(owner);
    const target = assignedName(call);
    if (
      method === 'add_subparsers' ||
      method === 'add_argument_group' ||
      method === 'add_mutually_exclusive_group'
    ) {
      if (target) commandOf.set(target, command);
      continue;
    }
    const { positional, keywords } = callArguments(call);
    if (method === 'add_parser') {
      const name = pythonString(positional[0]);
      if (!name) continue;
      const full = command ? `${command} ${name}` : name;
      if (target) commandOf.set(target, full);
      const fact: CliOptionFact = {
        flags: [],
        name,
        takesValue: false,
        kind: 'command',
        framework: 'argparse',
        location: locate(path, call),
      };
      if (command) Object.assign(fact, { command, parent: command.split(' ').at(-1) });
      facts.push(fact);
      continue;
    }
    if (method !== 'add_argument') continue;
    const names = positional
      .map((arg) => pythonString(arg))
      .filter((name): name is string => name !== undefined);
    if (names.length === 0) continue;
    const isOption = names.some((name) => name.startsWith('-'));
    const action = keywords.get('action');
    const actionText = action ? pythonValue(action) : '';
    const flags = isOption ? [...names] : [];
    if (/BooleanOptionalAction$/.test(actionText)) {
      for (const flag of names) if (flag.startsWith('--')) flags.push(`--no-${flag.slice(2)}`);
    }
    const fact: CliOptionFact = {
      flags,
      name: isOption ? optionName(names) : (names[0] ?? ''),
      takesValue: !(FLAG_ACTIONS.test(actionText) || keywords.get('nargs')?.text === '0'),
      kind: isOption ? 'option' : 'argument',
      framework: 'argparse',
      location: locate(path, call),
    };
    const fallback = keywords.get('default');
    if (fallback) fact.defaultValue = pythonValue(fallback);
    const choices = pythonChoices(keywords.get('choices'));
    if (choices) fact.choices = choices;
    if (command) fact.command = command;
    facts.push(fact);
  }
  return facts;
}
