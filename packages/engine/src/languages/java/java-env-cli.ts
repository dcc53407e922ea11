import type { Node } from 'web-tree-sitter';
import type { CliOptionFact, EnvVarFact } from '../../facts/types.js';
import { locate } from '../tree-sitter/shared/syntax.js';
import { eachTypeDeclaration } from './java-symbols.js';
import { javaString, javaStringList, readAnnotation, readModifiers } from './java-syntax.js';

/** `System.getenv("X")` calls and `@Value("${X:default}")` placeholders named like environment variables. */
export function javaEnvVars(path: string, calls: Node[], annotations: Node[]): EnvVarFact[] {
  const facts: EnvVarFact[] = [];
  for (const call of calls) {
    if (
      call.childForFieldName('name')?.text !== 'getenv' ||
      call.childForFieldName('object')?.text !== 'System'
    )
      continue;
    const name = javaString(call.childForFieldName('arguments')?.namedChildren[0]);
    if (name) facts.push({ name, location: locate(path, call) });
  }
  for (const node of annotations) {
    const annotation = readAnnotation(node);
    if (annotation.name !== 'Value') continue;
    const placeholder = /^\$\{([A-Z][A-Z0-9_]*)(?::([^}]*))?\}$/.exec(javaString(annotation.value) ?? '');
    if (!placeholder?.[1]) continue;
    const defaultValue = placeholder[2];
    facts.push(
      defaultValue === undefined
        ? { name: placeholder[1], location: locate(path, node) }
        : { name: placeholder[1], defaultValue, location: locate(path, node) },
    );
  }
  return facts.sort((a, b) => a.location.line - b.location.line);
}

/** picocli: `@Command(name = "serve")` classes with `@Option(names = {"-p", "--port"})` and `@Parameters` fields. */
export function javaCliOptions(path: string, root: Node): CliOptionFact[] {
  const facts: CliOptionFact[] = [];
  eachTypeDeclaration(root, (node) => {
    const commandAnnotation = readModifiers(node).annotations.find(
      (annotation) => annotation.name === 'Command',
    );
    if (!commandAnnotation) return;
    const commandName = javaString(commandAnnotation.pairs.get('name'));
    const hasMain = (node.childForFieldName('body')?.namedChildren ?? []).some(
      (member) => member.type === 'method_declaration' && member.childForFieldName('name')?.text === 'main',
    );
    // The top command (with a main method or a list of sub-commands) is the program itself.
    const command =
      commandName && !hasMain && !commandAnnotation.pairs.has('subcommands') ? commandName : undefined;
    if (command)
      facts.push({
        flags: [],
        name: command,
        takesValue: false,
        kind: 'command',
        framework: 'picocli',
        location: locate(path, commandAnnotation.node),
      });
    for (const member of node.childForFieldName('body')?.namedChildren ?? []) {
      if (member.type !== 'field_declaration') continue;
      const fieldName = member.childForFieldName('declarator')?.childForFieldName('name')?.text ?? '';
      const isBoolean = /^(boolean|Boolean)$/.test(member.childForFieldName('type')?.text ?? '');
      for (const annotation of readModifiers(member).annotations) {
        if (annotation.name !== 'Option' && annotation.name !== 'Parameters') continue;
        const isOption = annotation.name === 'Option';
        const flags = isOption ? javaStringList(annotation.pairs.get('names') ?? annotation.value) : [];
        const long = flags.find((flag) => flag.startsWith('--')) ?? flags[0];
        const name =
          isOption && long
            ? long.replace(/^-+/, '')
            : (javaString(annotation.pairs.get('paramLabel'))?.replace(/[<>]/g, '') ?? fieldName);
        const fact: CliOptionFact = {
          flags,
          name,
          takesValue: !(isOption && isBoolean),
          kind: isOption ? 'option' : 'argument',
          framework: 'picocli',
          location: locate(path, annotation.node),
        };
        const defaultValue = javaString(annotation.pairs.get('defaultValue'));
        if (defaultValue !== undefined) fact.defaultValue = defaultValue;
        if (command) fact.command = command;
        facts.push(fact);
      }
    }
  });
  return facts;
}
