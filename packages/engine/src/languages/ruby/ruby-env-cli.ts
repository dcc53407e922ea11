import type { Node } from 'web-tree-sitter';
import type { CliOptionFact, EnvVarFact } from '../../facts/types.js';
import { locate } from '../tree-sitter/shared/syntax.js';
import { rubyArguments, rubyString, rubyValue } from './ruby-syntax.js';

/** `ENV['X']`, `ENV.fetch('X', default)`, `ENV.key?('X')`. */
export function rubyEnvVars(path: string, calls: Node[], lookups: Node[]): EnvVarFact[] {
  const facts: EnvVarFact[] = [];
  for (const lookup of lookups) {
    if (lookup.childForFieldName('object')?.text !== 'ENV') continue;
    const name = rubyString(lookup.namedChildren[1]);
    if (name) facts.push({ name, location: locate(path, lookup) });
  }
  for (const call of calls) {
    if (call.childForFieldName('receiver')?.text !== 'ENV') continue;
    if (!['fetch', 'key?', 'has_key?', 'include?'].includes(call.childForFieldName('method')?.text ?? ''))
      continue;
    const [key, fallback] = rubyArguments(call).positional;
    const name = rubyString(key);
    if (!name) continue;
    facts.push(
      fallback
        ? { name, defaultValue: rubyValue(fallback), location: locate(path, call) }
        : { name, location: locate(path, call) },
    );
  }
  return facts.sort((a, b) => a.location.line - b.location.line);
}

/** OptionParser `opts.on('-p', '--port PORT')` switches and Thor `method_option :name` / `desc 'cmd'` commands. */
export function rubyCliOptions(path: string, calls: Node[]): CliOptionFact[] {
  const facts: CliOptionFact[] = [];
  for (const call of calls) {
    const method = call.childForFieldName('method')?.text ?? '';
    const { positional, keywords } = rubyArguments(call);
    if (method === 'on' && call.childForFieldName('receiver')) {
      const switches = positional
        .flatMap((arg) => rubyString(arg) ?? [])
        .filter((text) => text.startsWith('-'));
      if (switches.length === 0) continue;
      const takesValue = switches.some((text) => /[\s=]\S/.test(text));
      const flags = switches.flatMap((text) => {
        const flag = text.split(/[\s=[]/)[0] ?? text;
        const negatable = /^--\[no-\]/.exec(text);
        if (negatable) {
          const base = text.slice(negatable[0].length).split(/[\s=]/)[0];
          return [`--${base}`, `--no-${base}`];
        }
        return [flag];
      });
      const long = flags.find((flag) => flag.startsWith('--')) ?? flags[0] ?? '';
      facts.push({
        flags,
        name: long.replace(/^-+/, ''),
        takesValue,
        kind: 'option',
        framework: 'optparse',
        location: locate(path, call),
      });
    } else if (
      (method === 'method_option' || method === 'option' || method === 'class_option') &&
      !call.childForFieldName('receiver')
    ) {
      const name = rubyString(positional[0]);
      if (!name) continue;
      const aliases = keywords.get('aliases');
      const aliasList =
        aliases?.type === 'array'
          ? aliases.namedChildren.flatMap((item) => rubyString(item) ?? [])
          : aliases
            ? [rubyString(aliases) ?? '']
            : [];
      const type = rubyString(keywords.get('type'));
      const flags = [
        `--${name.replace(/_/g, '-')}`,
        ...aliasList.filter(Boolean).map((alias) => (alias.startsWith('-') ? alias : `-${alias}`)),
      ];
      const fact: CliOptionFact = {
        flags,
        name: name.replace(/_/g, '-'),
        takesValue: type !== 'boolean',
        kind: 'option',
        framework: 'thor',
        location: locate(path, call),
      };
      const fallback = keywords.get('default');
      if (fallback) fact.defaultValue = rubyValue(fallback);
      const command = method === 'class_option' ? undefined : nextMethodName(call);
      if (command) fact.command = command;
      facts.push(fact);
    } else if (method === 'desc' && !call.childForFieldName('receiver')) {
      const usage = rubyString(positional[0]);
      const name = usage?.split(/\s+/)[0];
      if (name)
        facts.push({
          flags: [],
          name,
          takesValue: false,
          kind: 'command',
          framework: 'thor',
          location: locate(path, call),
        });
    }
  }
  return facts;
}

/** The `def` that a Thor option declaration applies to: the next method in the class body. */
function nextMethodName(call: Node): string | undefined {
  for (let sibling = call.nextNamedSibling; sibling; sibling = sibling.nextNamedSibling) {
    if (sibling.type === 'method') return sibling.childForFieldName('name')?.text;
  }
  return undefined;
}
