import type { Node } from 'web-tree-sitter';
import type { DataTypeFact } from '../../facts/types.js';
import { eachTypeDeclaration } from './java-symbols.js';
import { javaString, readModifiers } from './java-syntax.js';

/** The JSON name of a field or record component: its `@JsonProperty("x")` when it has one. */
function jsonName(declaration: Node, name: string): string {
  const renamed = readModifiers(declaration).annotations.find((a) => a.name === 'JsonProperty');
  return (renamed && javaString(renamed.value ?? renamed.pairs.get('value'))) || name;
}

/**
 * Instance fields of every class and record, private ones included: Jackson binds a request body
 * to a DTO by its fields (through getters, setters or the fields themselves), so these are the keys
 * a `@RequestBody` of that type accepts.
 */
export function javaDataTypes(root: Node): DataTypeFact[] {
  const types: DataTypeFact[] = [];
  eachTypeDeclaration(root, (node) => {
    const name = node.childForFieldName('name')?.text;
    if (!name || (node.type !== 'class_declaration' && node.type !== 'record_declaration')) return;
    const fields: string[] = [];
    if (node.type === 'record_declaration') {
      for (const component of node.childForFieldName('parameters')?.namedChildren ?? []) {
        const field = component.childForFieldName('name')?.text;
        if (field) fields.push(jsonName(component, field));
      }
    }
    for (const member of node.childForFieldName('body')?.namedChildren ?? []) {
      if (member.type !== 'field_declaration' || readModifiers(member).keywords.has('static')) continue;
      for (const declarator of member.childrenForFieldName('declarator')) {
        const field = declarator.childForFieldName('name')?.text;
        if (field) fields.push(jsonName(member, field));
      }
    }
    const superclass = node.childForFieldName('superclass')?.namedChildren[0]?.text;
    types.push({ name, fields, ...(superclass ? { extends: [superclass] } : {}) });
  });
  return types;
}
