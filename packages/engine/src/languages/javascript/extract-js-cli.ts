import type { CliOptionFact, EnvVarFact } from '../../facts/types.js';
import { type AstNode, child, children, literalText, memberPath, nameOf, stringValue } from './ast.js';

export interface CliCollector {
  options: CliOptionFact[];
  envVars: EnvVarFact[];
  /** Local bindings that hold a commander subcommand: `const c = program.command('x')`. */
  commandBindings: Map<string, string>;
  line: (offset: number) => number;
  path: string;
  source: string;
  seenProgram: boolean;
}

/** Splits `-q, --quality <number>` into its flags and whether it takes a value. */
function parseFlagSpec(spec: string): { flags: string[]; takesValue: boolean; name: string } {
  const flags = spec.split(/[\s,|]+/).filter((t) => /^--?[A-Za-z0-9][\w-]*$/.test(t));
  const takesValue = /[<[]/.test(spec);
  const long = flags.find((f) => f.startsWith('--')) ?? flags[0] ?? '';
  return { flags, takesValue, name: long.replace(/^--?(no-)?/, '') };
}

/** Walks down a chained call (`program.command('x').option(...)`) to the command it configures. */
function commandOf(c: CliCollector, object: AstNode | undefined): string | undefined {
  let node = object;
  while (node) {
    if (node.type === 'CallExpression') {
      const callee = child(node, 'callee');
      if (callee?.type === 'MemberExpression' && nameOf(child(callee, 'property')) === 'command') {
        const spec = stringValue(children(node, 'arguments')[0]);
        return spec?.split(/\s+/)[0];
      }
      node = callee?.type === 'MemberExpression' ? child(callee, 'object') : undefined;
    } else if (node.type === 'Identifier') {
      return c.commandBindings.get(nameOf(node) ?? '');
    } else return undefined;
  }
  return undefined;
}

function chainDefault(node: AstNode, source: string): string | undefined {
  // new Option(...).choices([...]).default('webp')
  let current: AstNode | undefined = node;
  while (current?.type === 'CallExpression') {
    const callee = child(current, 'callee');
    if (callee?.type !== 'MemberExpression') return undefined;
    if (nameOf(child(callee, 'property')) === 'default')
      return literalText(children(current, 'arguments')[0], source);
    current = child(callee, 'object');
  }
  return undefined;
}

/** The string elements of an array literal (`['auto', 'always', 'never']`); undefined when any is not one. */
function stringList(node: AstNode | undefined): string[] | undefined {
  if (node?.type !== 'ArrayExpression') return undefined;
  const values = children(node, 'elements').map((e) => stringValue(e));
  return values.length > 0 && values.every((v) => v !== undefined) ? (values as string[]) : undefined;
}

/** `new Option('--format <f>').choices(['png', 'webp'])`: the choices set along the chain. */
function chainChoices(node: AstNode): string[] | undefined {
  let current: AstNode | undefined = node;
  while (current?.type === 'CallExpression') {
    const callee = child(current, 'callee');
    if (callee?.type !== 'MemberExpression') return undefined;
    if (nameOf(child(callee, 'property')) === 'choices') return stringList(children(current, 'arguments')[0]);
    current = child(callee, 'object');
  }
  return undefined;
}

function newOptionSpec(node: AstNode): AstNode | undefined {
  let current: AstNode | undefined = node;
  while (current?.type === 'CallExpression') {
    const callee = child(current, 'callee');
    current = callee?.type === 'MemberExpression' ? child(callee, 'object') : undefined;
  }
  return current?.type === 'NewExpression' ? current : undefined;
}

function isLiteralNode(node: AstNode | undefined): boolean {
  return (
    node !== undefined &&
    (node.type === 'Literal' ||
      node.type === 'TemplateLiteral' ||
      node.type === 'ArrayExpression' ||
      node.type === 'UnaryExpression')
  );
}

/** yargs `.option('name', { alias, default, choices, type })`. */
function yargsOption(
  c: CliCollector,
  spec: string,
  config: AstNode | undefined,
): Omit<CliOptionFact, 'location' | 'command'> {
  const flags = [spec.length === 1 ? `-${spec}` : `--${spec}`];
  let defaultValue: string | undefined;
  let choices: string[] | undefined;
  let boolean = false;
  for (const p of config ? children(config, 'properties') : []) {
    const key = nameOf(child(p, 'key'));
    const value = child(p, 'value');
    if (key === 'default') defaultValue = literalText(value, c.source);
    if (key === 'choices') choices = stringList(value);
    if ((key === 'type' && stringValue(value) === 'boolean') || (key === 'boolean' && value?.value === true))
      boolean = true;
    if (key === 'alias') {
      const aliases =
        value?.type === 'ArrayExpression'
          ? children(value, 'elements').map((e) => stringValue(e))
          : [stringValue(value)];
      for (const a of aliases) if (a) flags.push(a.length === 1 ? `-${a}` : `--${a}`);
    }
  }
  // yargs-parser negates every boolean: `--no-color` sets `color` to false.
  if (boolean && spec.length > 1) flags.push(`--no-${spec}`);
  return {
    flags,
    name: spec,
    takesValue: !boolean,
    ...(choices ? { choices } : {}),
    defaultValue,
    kind: 'option',
    framework: 'yargs',
  };
}

/** commander/yargs/cac calls: .option(), .requiredOption(), .addOption(), .command(), .argument(), .version(). */
export function collectCliCall(c: CliCollector, call: AstNode): void {
  const callee = child(call, 'callee');
  if (callee?.type !== 'MemberExpression') return;
  const method = nameOf(child(callee, 'property'));
  const args = children(call, 'arguments');
  // The property, not the call start: in a chain (`program.command('x').option(...)`) the call starts at `program`.
  const location = { path: c.path, line: c.line(child(callee, 'property')?.start ?? call.start) };
  const command = () => commandOf(c, child(callee, 'object'));
  // yargs also spells `.option(key, config)` as `.options(key, config)`.
  const yargsOptions = method === 'options' && stringValue(args[0]) !== undefined;
  if (method === 'option' || method === 'requiredOption' || yargsOptions) {
    const spec = stringValue(args[0]);
    if (!spec) return;
    if (spec.startsWith('-')) {
      const { flags, takesValue, name } = parseFlagSpec(spec);
      if (flags.length === 0) return;
      const defaultNode = isLiteralNode(args[2]) ? args[2] : args[3];
      const config = args[2]?.type === 'ObjectExpression' ? args[2] : undefined;
      let defaultValue = config ? undefined : literalText(defaultNode, c.source);
      for (const p of config ? children(config, 'properties') : []) {
        if (nameOf(child(p, 'key')) === 'default') defaultValue = literalText(child(p, 'value'), c.source);
      }
      c.seenProgram = true;
      c.options.push({
        flags,
        name,
        takesValue,
        defaultValue,
        command: command(),
        kind: 'option',
        framework: 'commander',
        location,
      });
    } else if (args[1]?.type === 'ObjectExpression' || args.length === 1) {
      c.seenProgram = true;
      c.options.push({ ...yargsOption(c, spec, args[1]), command: command(), location });
    }
    return;
  }
  if (method === 'addOption' && args[0]) {
    const created = newOptionSpec(args[0]);
    const spec = created ? stringValue(children(created, 'arguments')[0]) : undefined;
    if (!spec) return;
    const { flags, takesValue, name } = parseFlagSpec(spec);
    c.options.push({
      flags,
      name,
      takesValue,
      defaultValue: chainDefault(args[0], c.source),
      ...(chainChoices(args[0]) ? { choices: chainChoices(args[0]) } : {}),
      command: command(),
      kind: 'option',
      framework: 'commander',
      location,
    });
    return;
  }
  if (method === 'command') {
    const spec = stringValue(args[0]);
    const name = spec?.split(/\s+/)[0];
    if (!name || !/^[\w:-]+$/.test(name)) return;
    c.seenProgram = true;
    // `remote.command('add')` on a subcommand nests `add` under it.
    const parent = command();
    c.options.push({
      flags: [],
      name,
      takesValue: false,
      kind: 'command',
      framework: 'commander',
      ...(parent ? { parent } : {}),
      location,
    });
    return;
  }
  // `.command('remove').alias('rm')`: the alias runs the same command.
  if ((method === 'alias' || method === 'aliases') && c.seenProgram) {
    const named = command();
    const aliases = stringList(args[0]) ?? [stringValue(args[0])];
    for (const alias of aliases)
      if (named && alias && /^[\w:-]+$/.test(alias))
        c.options.push({
          flags: [],
          name: alias,
          takesValue: false,
          kind: 'command',
          framework: 'commander',
          location,
        });
    return;
  }
  if (method === 'argument' || method === 'positional') {
    const spec = stringValue(args[0]);
    const name = spec?.replace(/[<>[\].]/g, '');
    if (name)
      c.options.push({
        flags: [],
        name,
        takesValue: true,
        command: command(),
        kind: 'argument',
        framework: 'commander',
        location,
      });
    return;
  }
  if (method === 'version' && c.seenProgram) {
    const spec = stringValue(args[1]) ?? '-V, --version';
    const { flags, name } = parseFlagSpec(spec);
    c.options.push({ flags, name, takesValue: false, kind: 'option', framework: 'commander', location });
  }
}

/** Hand-rolled argument parsing: `arg === '--drafts'`, `case '--port':`, `argv.includes('--json')`. */
export function collectManualFlag(c: CliCollector, node: AstNode): void {
  let literal: AstNode | undefined;
  if (node.type === 'BinaryExpression' && (node.operator === '===' || node.operator === '==')) {
    literal = [child(node, 'left'), child(node, 'right')].find((n) => n?.type === 'Literal');
  } else if (node.type === 'SwitchCase') literal = child(node, 'test');
  else if (
    node.type === 'CallExpression' &&
    nameOf(child(child(node, 'callee') ?? node, 'property')) === 'includes'
  ) {
    literal = children(node, 'arguments')[0];
  }
  const flag = stringValue(literal);
  if (!flag || !/^--[a-z][\w-]*$/i.test(flag)) return;
  c.options.push({
    flags: [flag],
    name: flag.slice(2),
    takesValue: false,
    kind: 'option',
    framework: 'manual',
    location: { path: c.path, line: c.line(node.start) },
  });
}

const ENV_BASES = ['process.env', 'import.meta.env', 'Bun.env'];

/** process.env.X, process.env['X'], Deno.env.get('X'), const { X } = process.env. */
export function collectEnvRead(c: CliCollector, node: AstNode, parent: AstNode | undefined): void {
  if (node.type === 'Property' && nameOf(child(node, 'key')) === 'envPrefix') {
    // yargs-parser `{ envPrefix: 'FASTIFY_' }`: FASTIFY_<OPTION> is read for every option.
    const prefix = stringValue(child(node, 'value'));
    if (prefix)
      c.envVars.push({ name: prefix, prefix: true, location: { path: c.path, line: c.line(node.start) } });
  } else if (node.type === 'MemberExpression') {
    const path = memberPath(node);
    if (!path) return;
    for (const base of ENV_BASES) {
      if (path.startsWith(`${base}.`) && path.split('.').length === base.split('.').length + 1) {
        const name = path.slice(base.length + 1);
        let defaultValue: string | undefined;
        if (parent?.type === 'LogicalExpression' && child(parent, 'left') === node)
          defaultValue = literalText(child(parent, 'right'), c.source);
        c.envVars.push({ name, defaultValue, location: { path: c.path, line: c.line(node.start) } });
      } else if (path === base && parent?.type === 'VariableDeclarator') {
        const id = child(parent, 'id');
        for (const p of id?.type === 'ObjectPattern' ? children(id, 'properties') : []) {
          const name = nameOf(child(p, 'key'));
          if (name) c.envVars.push({ name, location: { path: c.path, line: c.line(p.start) } });
        }
      }
    }
  } else if (node.type === 'CallExpression' && memberPath(child(node, 'callee')) === 'Deno.env.get') {
    const name = stringValue(children(node, 'arguments')[0]);
    if (name) c.envVars.push({ name, location: { path: c.path, line: c.line(node.start) } });
  }
}

/** node:util `parseArgs({ options: { format: { type: 'string', short: 'f', default: 'text' } } })`. */
export function collectParseArgs(c: CliCollector, call: AstNode): void {
  const callee = memberPath(child(call, 'callee'));
  if (callee !== 'parseArgs' && callee !== 'util.parseArgs') return;
  const config = children(call, 'arguments')[0];
  if (config?.type !== 'ObjectExpression') return;
  const optionsProp = children(config, 'properties').find((p) => nameOf(child(p, 'key')) === 'options');
  const options = optionsProp ? child(optionsProp, 'value') : undefined;
  if (options?.type !== 'ObjectExpression') return;
  for (const p of children(options, 'properties')) {
    const name = nameOf(child(p, 'key'));
    const spec = child(p, 'value');
    if (!name || spec?.type !== 'ObjectExpression') continue;
    const flags = [`--${name}`];
    let takesValue = false;
    let defaultValue: string | undefined;
    for (const field of children(spec, 'properties')) {
      const key = nameOf(child(field, 'key'));
      const value = child(field, 'value');
      if (key === 'short' && stringValue(value)) flags.push(`-${stringValue(value)}`);
      if (key === 'type') takesValue = stringValue(value) === 'string';
      if (key === 'default') defaultValue = literalText(value, c.source);
    }
    c.options.push({
      flags,
      name,
      takesValue,
      defaultValue,
      kind: 'option',
      framework: 'node:util',
      location: { path: c.path, line: c.line(p.start) },
    });
  }
}
