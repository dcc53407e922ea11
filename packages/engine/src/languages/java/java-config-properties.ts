import type { Node } from 'web-tree-sitter';
import type { ConfigFieldFact, ConfigTypeFact } from '../../facts/types.js';
import { locate } from '../tree-sitter/shared/syntax.js';
import { eachTypeDeclaration } from './java-symbols.js';
import { javaString, readModifiers } from './java-syntax.js';

/** `@ConfigurationProperties("app.mail")` or `(prefix = "app.mail")`: the prefix its keys sit under. */
function boundPrefix(declaration: Node): string | undefined {
  const annotation = readModifiers(declaration).annotations.find((a) => a.name === 'ConfigurationProperties');
  if (!annotation) return undefined;
  return (
    javaString(annotation.pairs.get('prefix') ?? annotation.pairs.get('value') ?? annotation.value) ?? ''
  );
}

/** Instance fields, record components and `setX(...)` setters: Spring binds through any of them. */
function boundFields(declaration: Node): ConfigFieldFact[] {
  const fields: ConfigFieldFact[] = [];
  for (const param of declaration.childForFieldName('parameters')?.namedChildren ?? []) {
    const name = param.childForFieldName('name')?.text;
    const type = param.childForFieldName('type')?.text;
    if (name) fields.push(type ? { names: [name], type } : { names: [name] });
  }
  for (const member of declaration.childForFieldName('body')?.namedChildren ?? []) {
    if (readModifiers(member).keywords.has('static')) continue;
    if (member.type === 'field_declaration') {
      const type = member.childForFieldName('type')?.text;
      for (const declarator of member.childrenForFieldName('declarator')) {
        const name = declarator.childForFieldName('name')?.text;
        if (name) fields.push(type ? { names: [name], type } : { names: [name] });
      }
    } else if (member.type === 'method_declaration') {
      const setter = /^set([A-Z]\w*)$/.exec(member.childForFieldName('name')?.text ?? '')?.[1];
      const params = member.childForFieldName('parameters')?.namedChildren ?? [];
      if (setter && params.length === 1) {
        const type = params[0]?.childForFieldName('type')?.text;
        const name = setter.charAt(0).toLowerCase() + setter.slice(1);
        fields.push(type ? { names: [name], type } : { names: [name] });
      }
    }
  }
  return fields;
}

/**
 * Spring Boot `@ConfigurationProperties` classes and records, with every other class of the file
 * (nested classes are the nested sections: `private Smtp smtp;` binds `app.mail.smtp.*`).
 */
export function javaConfigProperties(path: string, root: Node): ConfigTypeFact[] {
  const facts: ConfigTypeFact[] = [];
  eachTypeDeclaration(root, (node, kind) => {
    const name = node.childForFieldName('name')?.text;
    if (!name || kind !== 'class') return;
    const prefix = boundPrefix(node);
    const fields = boundFields(node);
    const fact: ConfigTypeFact = { name, framework: 'spring', fields, location: locate(path, node) };
    facts.push(prefix === undefined ? fact : { ...fact, prefix });
  });
  return facts;
}
