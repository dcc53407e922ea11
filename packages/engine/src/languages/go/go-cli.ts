import type { Node } from 'web-tree-sitter';
import type { CliOptionFact } from '../../facts/types.js';
import { type CalleeIndex, callsNamed } from '../tree-sitter/shared/group-calls.js';
import { locate } from '../tree-sitter/shared/syntax.js';
import {
  goArguments,
  goAssignedName,
  goKeyedValue,
  goSelector,
  goString,
  goStringList,
} from './go-syntax.js';

const FLAG_TYPES =
  'String|Bool|Int|Int8|Int16|Int32|Int64|Uint|Uint8|Uint16|Uint32|Uint64|Float32|Float64|Duration|StringSlice|StringArray|IntSlice|Int64Slice|BoolSlice|DurationSlice|StringToString|StringToInt|Count|IP|IPNet|IPSlice|BytesHex|BytesBase64|Func|BoolFunc|Text';
const FLAG_METHOD = new RegExp(`^(${FLAG_TYPES})(Var)?(P)?$`);
const URFAVE_FLAG = /^(\*|&)?cli\.(\w+)Flag$/;

const COMMAND_TYPE = /^(\[\]\*?)?cli\.Command$/;

/** Bodies of urfave/cli commands: `cli.Command{...}` or each element of `[]*cli.Command{{...}, {...}}`. */
function commandBodies(literal: Node): Node[] {
  const body = literal.childForFieldName('body');
  if (!body) return [];
  if (!literal.childForFieldName('type')?.text.startsWith('[]')) return [body];
  return body.namedChildren.flatMap((element) => {
    const inner = element.type === 'literal_element' ? element.namedChildren[0] : undefined;
    return inner?.type === 'literal_value' ? [inner] : [];
  });
}

/** Arguments a flag definition takes: [&target,] name, [shorthand,] then default and usage (usage only for Count; usage and fn for Func). */
function expectedArgs(match: RegExpExecArray): number {
  const [, type, isVar, hasShort] = match;
  const rest = type === 'Count' ? 1 : 2;
  return (isVar ? 1 : 0) + 1 + (hasShort ? 1 : 0) + rest;
}

function useName(literal: Node): string | undefined {
  return goString(goKeyedValue(literal, 'Use'))?.split(/\s+/)[0];
}

function option(
  flags: string[],
  name: string,
  takesValue: boolean,
  framework: string,
  node: Node,
  path: string,
  extra: { defaultValue?: string; command?: string },
): CliOptionFact {
  const fact: CliOptionFact = {
    flags,
    name,
    takesValue,
    kind: 'option',
    framework,
    location: locate(path, node),
  };
  if (extra.defaultValue !== undefined && extra.defaultValue !== '') fact.defaultValue = extra.defaultValue;
  if (extra.command) fact.command = extra.command;
  return fact;
}

/** The Go value text of a default argument (strings unquoted). */
function valueText(node: Node | undefined): string | undefined {
  return node ? (goString(node) ?? node.text) : undefined;
}

interface CobraTree {
  /** Command variables with subcommands that no other command adds (the program itself). */
  roots: Set<string>;
  /** `remote.AddCommand(add)`: `add` -> `remote`. */
  parentOf: Map<string, string>;
  /** Command variable -> its `Use` name, filled as the literals are read. */
  commands: Map<string, string>;
}

/** Which cobra commands add which: a command with subcommands is the root only when no other adds it. */
function cobraTree(byCallee: CalleeIndex): CobraTree {
  const roots = new Set<string>();
  const parentOf = new Map<string, string>();
  for (const callee of byCallee.keys()) {
    if (!callee.endsWith('.AddCommand')) continue;
    const owner = callee.slice(0, -'.AddCommand'.length);
    roots.add(owner);
    for (const call of callsNamed(byCallee, callee))
      for (const arg of goArguments(call)) if (arg.type === 'identifier') parentOf.set(arg.text, owner);
  }
  for (const child of parentOf.keys()) roots.delete(child);
  return { roots, parentOf, commands: new Map() };
}

function isCobraRoot(tree: CobraTree, variable: string): boolean {
  return tree.roots.has(variable) || /^root/i.test(variable);
}

/** `cobra.Command{Use: "serve"}` literals as commands, each under the command that adds it. */
function cobraCommandFacts(path: string, literals: Node[], tree: CobraTree): CliOptionFact[] {
  const found: Array<{ variable: string; fact: CliOptionFact }> = [];
  for (const literal of literals) {
    if (literal.childForFieldName('type')?.text !== 'cobra.Command') continue;
    const use = useName(literal);
    const variable = goAssignedName(literal);
    if (!use || !variable) continue;
    tree.commands.set(variable, use);
    if (isCobraRoot(tree, variable)) continue;
    const fact: CliOptionFact = {
      flags: [],
      name: use,
      takesValue: false,
      kind: 'command',
      framework: 'cobra',
      location: locate(path, literal),
    };
    found.push({ variable, fact });
    // `Aliases: []string{"rm"}`: each alias runs the same command.
    for (const alias of goStringList(goKeyedValue(literal, 'Aliases')))
      found.push({ variable, fact: { ...fact, name: alias } });
  }
  // Parents are named by their `Use`, known once every command literal is read.
  for (const { variable, fact } of found) {
    const parent = tree.parentOf.get(variable);
    const parentUse = parent && !isCobraRoot(tree, parent) ? tree.commands.get(parent) : undefined;
    if (parentUse) fact.parent = parentUse;
  }
  return found.map(({ fact }) => fact);
}

/** urfave/cli `cli.Command{Name: ...}` commands and the `&cli.StringFlag{...}` flags inside them. */
function urfaveFacts(path: string, literals: Node[]): CliOptionFact[] {
  const facts: CliOptionFact[] = [];
  const commandNames = new Map<number, string>();
  for (const literal of literals) {
    const type = literal.childForFieldName('type')?.text ?? '';
    if (COMMAND_TYPE.test(type)) {
      for (const body of commandBodies(literal)) {
        const name = goString(goKeyedValue(body, 'Name'));
        if (!name) continue;
        commandNames.set(body.id, name);
        facts.push({
          flags: [],
          name,
          takesValue: false,
          kind: 'command',
          framework: 'urfave/cli',
          location: locate(path, body),
        });
      }
      continue;
    }
    const flagType = URFAVE_FLAG.exec(type)?.[2];
    const name = flagType ? goString(goKeyedValue(literal, 'Name')) : undefined;
    if (!flagType || !name) continue;
    const names = [name, ...goStringList(goKeyedValue(literal, 'Aliases'))];
    const spellings = names.map((flag) => (flag.length === 1 ? `-${flag}` : `--${flag}`));
    // A BoolWithInverseFlag also accepts its negation: `--no-env` (or its own InversePrefix).
    const inverse = flagType === 'BoolWithInverse';
    if (inverse) {
      const prefix = goString(goKeyedValue(literal, 'InversePrefix')) ?? 'no-';
      for (const flag of names) if (flag.length > 1) spellings.push(`--${prefix}${flag}`);
    }
    let command: string | undefined;
    for (let current = literal.parent; current && command === undefined; current = current.parent) {
      command = commandNames.get(current.id);
    }
    facts.push(
      option(spellings, name, flagType !== 'Bool' && !inverse, 'urfave/cli', literal, path, {
        defaultValue: valueText(goKeyedValue(literal, 'Value')),
        command,
      }),
    );
  }
  return facts;
}

/**
 * Command-line flags: the standard `flag` package (and FlagSets named after a sub-command), cobra/pflag
 * `cmd.Flags().StringVarP(&v, "name", "n", def, usage)` with `cobra.Command{Use: "serve"}` commands, and
 * urfave/cli `&cli.StringFlag{Name: "config", Aliases: []string{"c"}}` inside `cli.Command{Name: ...}`.
 */
export function goCliOptions(
  path: string,
  byCallee: CalleeIndex,
  literals: Node[],
  usesFlagPackage = false,
): CliOptionFact[] {
  const flagSets = new Map<string, string | undefined>([
    ['flag', undefined],
    ['pflag', undefined],
  ]);
  const tree = cobraTree(byCallee);
  for (const call of callsNamed(byCallee, 'flag.NewFlagSet')) {
    const name = goAssignedName(call);
    if (name) flagSets.set(name, goString(goArguments(call)[0]));
  }
  // Only `flag.X`, `<flag set>.X` and `<cmd>.Flags().X` calls can define flags.
  const flagCalls: Node[] = [];
  for (const callee of byCallee.keys()) {
    const dot = callee.lastIndexOf('.');
    const owner = callee.slice(0, dot);
    if (
      FLAG_METHOD.test(callee.slice(dot + 1)) &&
      (usesFlagPackage || flagSets.has(owner) || /Flags\(\)$/.test(owner))
    )
      flagCalls.push(...callsNamed(byCallee, callee));
  }
  const facts = [...cobraCommandFacts(path, literals, tree), ...urfaveFacts(path, literals)];
  const { roots, commands: cobraCommands } = tree;
  for (const call of flagCalls.sort((a, b) => a.startIndex - b.startIndex)) {
    const selector = goSelector(call);
    const match = selector ? FLAG_METHOD.exec(selector.method) : null;
    if (!selector || !match) continue;
    const args = goArguments(call);
    const [, type, isVar, hasShort] = match;
    let index = isVar ? 1 : 0;
    const name = goString(args[index]);
    if (!name) continue;
    index += 1;
    const takesValue = type !== 'Bool' && type !== 'Count' && type !== 'BoolFunc';
    const operand = selector.operand;
    const flagsCall = operand.type === 'call_expression' ? goSelector(operand) : undefined;
    if (flagsCall && /^(Persistent|Local)?Flags$/.test(flagsCall.method)) {
      const owner = flagsCall.operand.text;
      const short = hasShort ? goString(args[index]) : undefined;
      if (hasShort) index += 1;
      const use = cobraCommands.get(owner);
      const command = use && !roots.has(owner) && !/^root/i.test(owner) ? use : undefined;
      const flags = short ? [`--${name}`, `-${short}`] : [`--${name}`];
      facts.push(
        option(flags, name, takesValue, 'cobra', call, path, {
          defaultValue: type === 'Count' ? undefined : valueText(args[index]),
          command,
        }),
      );
    } else if (
      (flagSets.has(operand.text) && !hasShort) ||
      (usesFlagPackage && args.length === expectedArgs(match))
    ) {
      // A known FlagSet, or any receiver called with exactly a flag definition's arguments
      // (`fs.StringVar(&cfg.Addr, "addr", ":8080", "usage")` on a *flag.FlagSet parameter).
      const short = hasShort ? goString(args[index]) : undefined;
      if (hasShort) index += 1;
      const flags = short ? [`--${name}`, `-${short}`] : hasShort ? [`--${name}`] : [`-${name}`, `--${name}`];
      facts.push(
        option(flags, name, takesValue, hasShort ? 'pflag' : 'flag', call, path, {
          defaultValue: type === 'Count' ? undefined : valueText(args[index]),
          command: flagSets.get(operand.text),
        }),
      );
    }
  }
  return facts;
}
