import type { Node } from 'web-tree-sitter';
import type { CliOptionFact, EnvVarFact } from '../../facts/types.js';
import { locate } from '../tree-sitter/shared/syntax.js';
import { attributeSettings, attributesOf, readAttribute, rustString } from './rust-syntax.js';

const ENV_FUNCTIONS = /^((std::)?env::)?(var|var_os)$/;

/** `std::env::var("X")`, `env::var_os("X")`, `env!("X")`, `option_env!("X")`. */
export function rustEnvVars(path: string, calls: Node[], macros: Node[], importsVar: boolean): EnvVarFact[] {
  const facts: EnvVarFact[] = [];
  for (const call of calls) {
    const callee = call.childForFieldName('function')?.text ?? '';
    if (!ENV_FUNCTIONS.test(callee) || (!callee.includes('env::') && !importsVar)) continue;
    const name = rustString(call.childForFieldName('arguments')?.namedChildren[0]);
    if (name) facts.push({ name, location: locate(path, call) });
  }
  for (const macro of macros) {
    const name = macro.childForFieldName('macro')?.text;
    if (name !== 'env' && name !== 'option_env') continue;
    const value = rustString(
      macro.namedChildren.find((child) => child.type === 'token_tree')?.namedChildren[0],
    );
    if (value) facts.push({ name: value, location: locate(path, macro) });
  }
  return facts.sort((a, b) => a.location.line - b.location.line);
}

/** Options, arguments and sub-commands of a clap CLI, and the variables its `env` attributes read. */
export interface ClapFacts {
  options: CliOptionFact[];
  envVars: EnvVarFact[];
}

function kebab(name: string): string {
  return name
    .replace(/_/g, '-')
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .toLowerCase();
}

export function derives(item: Node, trait: string): boolean {
  return attributesOf(item).some((attribute) => {
    const { name, tokens } = readAttribute(attribute);
    return (
      name === 'derive' && tokens.some((token) => token.text === trait || token.text.endsWith(`::${trait}`))
    );
  });
}

/** `#[derive(ValueEnum)]` enums of the file: the values each accepts (kebab-case variants, `#[value(name = "x")]`). */
function valueEnums(root: Node): Map<string, string[]> {
  const enums = new Map<string, string[]>();
  for (const item of root.namedChildren) {
    const name = item.childForFieldName('name')?.text;
    if (item.type !== 'enum_item' || !name || !(derives(item, 'ValueEnum') || derives(item, 'ArgEnum')))
      continue;
    const values: string[] = [];
    for (const variant of item.childForFieldName('body')?.namedChildren ?? []) {
      const variantName =
        variant.type === 'enum_variant' ? variant.childForFieldName('name')?.text : undefined;
      if (!variantName) continue;
      const renamed = attributesOf(variant)
        .map((attribute) => readAttribute(attribute))
        .filter(({ name: attr }) => attr === 'value' || attr === 'clap')
        .map(({ tokens }) => attributeSettings(tokens).get('name'))
        .find((value): value is Node => value !== undefined && value !== true);
      values.push((renamed && rustString(renamed)) || kebab(variantName));
    }
    enums.set(name, values);
  }
  return enums;
}

/** The values an argument accepts: `value_parser = ["a", "b"]`, `possible_values = [..]`, or a ValueEnum type. */
function clapChoices(
  settings: Map<string, Node | true>,
  type: string,
  enums: Map<string, string[]>,
): string[] | undefined {
  const listed = settings.get('value_parser') ?? settings.get('possible_values');
  // Inside an attribute the list is a token tree (`["a", "b"]`), in code an array expression.
  const isList =
    listed !== undefined &&
    listed !== true &&
    (listed.type === 'array_expression' || (listed.type === 'token_tree' && listed.text.startsWith('[')));
  if (listed && listed !== true && isList) {
    const values = listed.namedChildren.map((item) => rustString(item));
    return values.length > 0 && values.every((v) => v !== undefined) ? (values as string[]) : undefined;
  }
  return enums.get(type.replace(/^Option<(.*)>$/, '$1'));
}

function fieldOptions(
  path: string,
  body: Node | null,
  command: string | undefined,
  out: ClapFacts,
  enums: Map<string, string[]>,
): void {
  for (const field of body?.namedChildren ?? []) {
    if (field.type !== 'field_declaration') continue;
    const fieldName = field.childForFieldName('name')?.text;
    if (!fieldName) continue;
    const type = field.childForFieldName('type')?.text ?? '';
    const settings = new Map<string, Node | true>();
    let skip = false;
    for (const attribute of attributesOf(field)) {
      const { name, tokens } = readAttribute(attribute);
      if (name !== 'arg' && name !== 'clap' && name !== 'structopt') continue;
      for (const [key, value] of attributeSettings(tokens)) settings.set(key, value);
      if (tokens.some((token) => token.text === 'subcommand' || token.text === 'flatten')) skip = true;
    }
    if (skip) continue;
    const long = settings.get('long');
    const short = settings.get('short');
    const flags: string[] = [];
    if (long) flags.push(`--${long === true ? kebab(fieldName) : (rustString(long) ?? kebab(fieldName))}`);
    if (short) flags.push(`-${short === true ? fieldName[0] : short.text.replace(/'/g, '')}`);
    const isOption = flags.length > 0;
    const defaultNode = settings.get('default_value') ?? settings.get('default_value_t');
    const fact: CliOptionFact = {
      flags,
      name: isOption ? (flags[0] ?? '').replace(/^-+/, '') : kebab(fieldName),
      takesValue: !(isOption && type === 'bool'),
      kind: isOption ? 'option' : 'argument',
      framework: 'clap',
      location: locate(path, field),
    };
    if (defaultNode && defaultNode !== true) fact.defaultValue = rustString(defaultNode) ?? defaultNode.text;
    const choices = isOption ? clapChoices(settings, type, enums) : undefined;
    if (choices) fact.choices = choices;
    if (command) fact.command = command;
    out.options.push(fact);
    // `#[arg(env = "APP_PORT")]` (or bare `env`, named after the field) also reads the variable.
    const env = settings.get('env');
    if (env) {
      const envName = env === true ? fieldName.toUpperCase() : rustString(env);
      if (envName)
        out.envVars.push(
          fact.defaultValue === undefined
            ? { name: envName, location: fact.location }
            : { name: envName, defaultValue: fact.defaultValue, location: fact.location },
        );
    }
  }
}

/** clap derive: `#[derive(Parser)]` structs with `#[arg(short, long)]` fields and `#[derive(Subcommand)]` enums. */
export function rustCliOptions(path: string, root: Node): ClapFacts {
  const out: ClapFacts = { options: [], envVars: [] };
  const facts = out.options;
  const enums = valueEnums(root);
  for (const item of root.namedChildren) {
    if (
      item.type === 'struct_item' &&
      (derives(item, 'Parser') || derives(item, 'Args') || derives(item, 'StructOpt'))
    ) {
      fieldOptions(path, item.childForFieldName('body'), undefined, out, enums);
    } else if (item.type === 'enum_item' && derives(item, 'Subcommand')) {
      for (const variant of item.childForFieldName('body')?.namedChildren ?? []) {
        const name = variant.type === 'enum_variant' ? variant.childForFieldName('name')?.text : undefined;
        if (!name) continue;
        const command = kebab(name);
        facts.push({
          flags: [],
          name: command,
          takesValue: false,
          kind: 'command',
          framework: 'clap',
          location: locate(path, variant),
        });
        fieldOptions(path, variant.childForFieldName('body'), command, out, enums);
      }
    }
  }
  return out;
}
