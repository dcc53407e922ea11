import type { Node } from 'web-tree-sitter';
import type { ParameterFact, SymbolFact, SymbolKind } from '../../facts/types.js';
import { locate, oneLine } from '../tree-sitter/shared/syntax.js';
import { readModifiers } from './java-syntax.js';

const TYPE_DECLARATIONS: Record<string, SymbolKind> = {
  class_declaration: 'class',
  record_declaration: 'class',
  interface_declaration: 'interface',
  annotation_type_declaration: 'interface',
  enum_declaration: 'enum',
};

/** Parameters of `formal_parameters`: `(String name, int... sizes)`. */
function javaParameters(list: Node | null | undefined): ParameterFact[] {
  const params: ParameterFact[] = [];
  for (const param of list?.namedChildren ?? []) {
    if (param.type === 'formal_parameter') {
      const name = param.childForFieldName('name')?.text;
      const type = param.childForFieldName('type')?.text;
      if (name)
        params.push(
          type
            ? { name, kind: 'positional', optional: false, type }
            : { name, kind: 'positional', optional: false },
        );
    } else if (param.type === 'spread_parameter') {
      const name = param.namedChildren
        .find((child) => child.type === 'variable_declarator')
        ?.childForFieldName('name')?.text;
      const type = param.namedChildren.find(
        (child) => child.type !== 'modifiers' && child.type !== 'variable_declarator',
      )?.text;
      if (name)
        params.push(
          type ? { name, kind: 'rest', optional: true, type } : { name, kind: 'rest', optional: true },
        );
    }
  }
  return params;
}

function paramsText(params: ParameterFact[]): string {
  return params
    .map((param) => `${param.type ?? ''}${param.kind === 'rest' ? '...' : ''} ${param.name}`.trim())
    .join(', ');
}

/** Visits every type declaration (nested ones too) with its enclosing type's name. */
export function eachTypeDeclaration(root: Node, visit: (node: Node, kind: SymbolKind) => void): void {
  const walk = (node: Node): void => {
    for (const child of node.namedChildren) {
      const kind = TYPE_DECLARATIONS[child.type];
      if (!kind) continue;
      visit(child, kind);
      const body = child.childForFieldName('body');
      if (body) walk(body);
    }
  };
  walk(root);
}

function memberSymbols(
  path: string,
  body: Node | null,
  container: string,
  exported: boolean,
  isInterface: boolean,
): { members: SymbolFact[]; constructorParams?: ParameterFact[] } {
  const members: SymbolFact[] = [];
  let constructorParams: ParameterFact[] | undefined;
  for (const member of body?.namedChildren ?? []) {
    const { keywords } = readModifiers(member);
    const isPublic = keywords.has('public') || (isInterface && !keywords.has('private'));
    const isStatic = keywords.has('static');
    if (member.type === 'constructor_declaration' && isPublic && !constructorParams) {
      constructorParams = javaParameters(member.childForFieldName('parameters'));
    } else if (member.type === 'method_declaration' && isPublic) {
      const name = member.childForFieldName('name')?.text;
      if (!name) continue;
      const params = javaParameters(member.childForFieldName('parameters'));
      const returns = member.childForFieldName('type')?.text;
      members.push({
        name,
        kind: 'method',
        container,
        exported,
        ...(isStatic ? { isStatic } : {}),
        params,
        ...(returns ? { type: returns } : {}),
        signature: oneLine(`${returns ? `${returns} ` : ''}${name}(${paramsText(params)})`),
        location: locate(path, member),
      });
    } else if (
      (member.type === 'field_declaration' || member.type === 'constant_declaration') &&
      (isPublic || member.type === 'constant_declaration')
    ) {
      const type = member.childForFieldName('type')?.text ?? '';
      const constant = member.type === 'constant_declaration' || (isStatic && keywords.has('final'));
      for (const declarator of member.childrenForFieldName('declarator')) {
        const name = declarator.childForFieldName('name')?.text;
        if (name)
          members.push({
            name,
            kind: constant ? 'constant' : 'field',
            container,
            exported,
            ...(isStatic ? { isStatic } : {}),
            signature: oneLine(`${type} ${declarator.text}`, 120),
            location: locate(path, member),
          });
      }
    } else if (member.type === 'enum_body_declarations') {
      const nested = memberSymbols(path, member, container, exported, false);
      members.push(...nested.members);
    } else if (member.type === 'enum_constant') {
      const name = member.childForFieldName('name')?.text;
      if (name)
        members.push({
          name,
          kind: 'constant',
          container,
          exported,
          isStatic: true,
          signature: name,
          location: locate(path, member),
        });
    }
  }
  return constructorParams ? { members, constructorParams } : { members };
}

/** The superclass and interfaces a type declaration names (`extends B<T> implements C`), generics dropped. */
function supertypes(node: Node): string[] {
  const lists = [
    node.childForFieldName('superclass'),
    node.childForFieldName('interfaces'),
    node.namedChildren.find((child) => child.type === 'extends_interfaces'),
  ];
  return lists.flatMap((list) =>
    (list?.namedChildren ?? [])
      .flatMap((child) => (child.type === 'type_list' ? child.namedChildren : [child]))
      .map((type) => type.text.replace(/<.*$/s, '')),
  );
}

/** Public types and their public members; a class's params come from its first public constructor (or record components). */
export function javaSymbols(path: string, root: Node): SymbolFact[] {
  const symbols: SymbolFact[] = [];
  eachTypeDeclaration(root, (node, kind) => {
    const name = node.childForFieldName('name')?.text;
    if (!name) return;
    const { keywords } = readModifiers(node);
    const exported = keywords.has('public');
    const isInterface = kind === 'interface';
    const { members, constructorParams } = memberSymbols(
      path,
      node.childForFieldName('body'),
      name,
      exported,
      isInterface,
    );
    const params =
      node.type === 'record_declaration'
        ? javaParameters(node.childForFieldName('parameters'))
        : constructorParams;
    const signature = params
      ? `${name}(${paramsText(params)})`
      : `${kind === 'class' ? 'class' : kind} ${name}`;
    const bases = supertypes(node);
    symbols.push({
      name,
      kind,
      exported,
      ...(params ? { params } : {}),
      ...(bases.length > 0 ? { extends: bases } : {}),
      signature: oneLine(signature),
      location: locate(path, node),
    });
    symbols.push(...members);
  });
  return symbols;
}
