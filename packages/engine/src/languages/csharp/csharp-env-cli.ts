import type { Node } from 'web-tree-sitter';
import type { CliOptionFact, EnvVarFact } from '../../facts/types.js';
import { locate } from '../tree-sitter/shared/syntax.js';
import { csharpString } from './csharp-syntax.js';

/** `Environment.GetEnvironmentVariable("X")`. */
export function csharpEnvVars(path: string, calls: Node[]): EnvVarFact[] {
  const facts: EnvVarFact[] = [];
  for (const call of calls) {
    if (!/(^|\.)Environment\.GetEnvironmentVariable$/.test(call.childForFieldName('function')?.text ?? ''))
      continue;
    const name = csharpString(call.childForFieldName('arguments')?.namedChildren[0]?.namedChildren[0]);
    if (name) facts.push({ name, location: locate(path, call) });
  }
  return facts;
}

/** System.CommandLine: `new Option<int>("--port")` / `new Option<int>(new[] {"--port", "-p"})`, `new Command("serve")`, `new Argument<T>("path")`. */
export function csharpCliOptions(path: string, creations: Node[]): CliOptionFact[] {
  const facts: CliOptionFact[] = [];
  for (const creation of creations) {
    const type = creation.childForFieldName('type');
    const typeName = type?.type === 'generic_name' ? type.namedChildren[0]?.text : type?.text;
    if (typeName !== 'Option' && typeName !== 'Argument' && typeName !== 'Command') continue;
    const args = (creation.childForFieldName('arguments')?.namedChildren ?? []).map(
      (arg) => arg.namedChildren[0],
    );
    const first = args[0];
    const names =
      first?.type === 'implicit_array_creation_expression' || first?.type === 'array_creation_expression'
        ? first.descendantsOfType('string_literal').flatMap((literal) => csharpString(literal) ?? [])
        : [csharpString(first)].flatMap((name) => name ?? []);
    const name = names[0];
    if (!name) continue;
    if (typeName === 'Command') {
      facts.push({
        flags: [],
        name,
        takesValue: false,
        kind: 'command',
        framework: 'System.CommandLine',
        location: locate(path, creation),
      });
    } else if (typeName === 'Argument') {
      facts.push({
        flags: [],
        name,
        takesValue: true,
        kind: 'argument',
        framework: 'System.CommandLine',
        location: locate(path, creation),
      });
    } else {
      const long = names.find((flag) => flag.startsWith('--')) ?? name;
      const valueType = type?.namedChildren[1]?.namedChildren[0]?.text;
      facts.push({
        flags: names,
        name: long.replace(/^-+/, ''),
        takesValue: valueType !== 'bool',
        kind: 'option',
        framework: 'System.CommandLine',
        location: locate(path, creation),
      });
    }
  }
  return facts;
}
