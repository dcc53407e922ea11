import type { Node } from 'web-tree-sitter';
import type { ParameterFact, SymbolFact, SymbolKind } from '../../facts/types.js';
import { locate, oneLine } from '../tree-sitter/shared/syntax.js';
import { phpParameters, variableName } from './php-syntax.js';

const TYPES: Record<string, SymbolKind> = {
  class_declaration: 'class',
  interface_declaration: 'interface',
  trait_declaration: 'type',
  enum_declaration: 'enum',
};

function paramsText(params: ParameterFact[]): string {
  return params
    .map(
      (param) =>
        `${param.type ? `${param.type} ` : ''}${param.kind === 'rest' ? '...' : ''}$${param.name}${param.defaultValue ? ` = ${param.defaultValue}` : ''}`,
    )
    .join(', ');
}

function visibility(member: Node): string {
  return member.namedChildren.find((child) => child.type === 'visibility_modifier')?.text ?? 'public';
}

/** Visits top-level and namespaced declarations (`namespace X { ... }` blocks included). */
/** `extends B implements C, D` and `use SomeTrait;` in the body: where a class's other members come from. */
function phpSupertypes(node: Node): string[] {
  const clauses = node.namedChildren.filter(
    (child) => child.type === 'base_clause' || child.type === 'class_interface_clause',
  );
  const traits = (node.childForFieldName('body')?.namedChildren ?? []).filter(
    (child) => child.type === 'use_declaration',
  );
  return [...clauses, ...traits]
    .flatMap((clause) => clause.namedChildren)
    .filter((name) => name.type === 'name' || name.type === 'qualified_name')
    .map((name) => name.text.split('\\').at(-1) ?? name.text);
}

export function eachPhpDeclaration(root: Node, visit: (node: Node) => void): void {
  for (const node of root.namedChildren) {
    if (node.type === 'namespace_definition') {
      const body = node.childForFieldName('body');
      if (body) eachPhpDeclaration(body, visit);
    } else {
      visit(node);
    }
  }
}

/** Magic methods through which a class answers members it does not declare (`$client->getAsync()`). */
const MAGIC_MEMBERS = new Set(['__call', '__callStatic', '__get']);

function members(
  path: string,
  node: Node,
  container: string,
  symbols: SymbolFact[],
): { constructorParams?: ParameterFact[]; open: boolean } {
  let constructorParams: ParameterFact[] | undefined;
  let open = false;
  for (const member of node.childForFieldName('body')?.namedChildren ?? []) {
    if (visibility(member) !== 'public') continue;
    const isStatic = member.namedChildren.some((child) => child.type === 'static_modifier');
    const base = {
      container,
      exported: true,
      ...(isStatic ? { isStatic } : {}),
      location: locate(path, member),
    };
    if (member.type === 'method_declaration') {
      const name = member.childForFieldName('name')?.text;
      const params = phpParameters(member.childForFieldName('parameters'));
      if (name === '__construct') constructorParams = params;
      else if (name && MAGIC_MEMBERS.has(name)) open = true;
      else if (name && !name.startsWith('__')) {
        const returns = member.childForFieldName('return_type')?.text;
        symbols.push({
          name,
          kind: 'method',
          ...base,
          params,
          // The declared type lets an example's chain continue: `Client::make($key)->request()`.
          ...(returns ? { type: returns.replace(/^\?/, '') } : {}),
          signature: oneLine(`${name}(${paramsText(params)})${returns ? `: ${returns}` : ''}`),
        });
      }
    } else if (member.type === 'const_declaration') {
      for (const element of member.namedChildren.filter((child) => child.type === 'const_element')) {
        const name = element.namedChildren[0]?.text;
        if (name)
          symbols.push({
            name,
            kind: 'constant',
            ...base,
            isStatic: true,
            signature: oneLine(`const ${element.text}`, 120),
          });
      }
    } else if (member.type === 'property_declaration') {
      const type = member.childForFieldName('type')?.text;
      for (const element of member.namedChildren.filter((child) => child.type === 'property_element')) {
        const name = variableName(element.childForFieldName('name'));
        if (name)
          symbols.push({
            name,
            kind: 'property',
            ...base,
            ...(type ? { type: type.replace(/^\?/, '') } : {}),
            signature: `${type ? `${type} ` : ''}$${name}`,
          });
      }
    } else if (member.type === 'enum_case') {
      const name = member.childForFieldName('name')?.text;
      if (name)
        symbols.push({
          name,
          kind: 'constant',
          ...base,
          isStatic: true,
          signature: oneLine(member.text, 120),
        });
    }
  }
  return constructorParams ? { constructorParams, open } : { open };
}

/** Functions, constants, classes/interfaces/traits/enums with their public members (constructor params on the class). */
export function phpSymbols(path: string, root: Node): SymbolFact[] {
  const symbols: SymbolFact[] = [];
  eachPhpDeclaration(root, (node) => {
    const name = node.childForFieldName('name')?.text;
    if (node.type === 'function_definition' && name) {
      const params = phpParameters(node.childForFieldName('parameters'));
      symbols.push({
        name,
        kind: 'function',
        exported: true,
        params,
        signature: oneLine(`${name}(${paramsText(params)})`),
        location: locate(path, node),
      });
    } else if (node.type === 'const_declaration') {
      for (const element of node.namedChildren.filter((child) => child.type === 'const_element')) {
        const constant = element.namedChildren[0]?.text;
        if (constant)
          symbols.push({
            name: constant,
            kind: 'constant',
            exported: true,
            signature: oneLine(`const ${element.text}`, 120),
            location: locate(path, node),
          });
      }
    } else if (TYPES[node.type] && name) {
      const memberSymbols: SymbolFact[] = [];
      const { constructorParams: params, open } = members(path, node, name, memberSymbols);
      const kind = TYPES[node.type] ?? 'class';
      const bases = phpSupertypes(node);
      symbols.push({
        name,
        kind,
        exported: true,
        ...(params ? { params } : {}),
        ...(bases.length > 0 ? { extends: bases } : {}),
        ...(open ? { openMembers: true } : {}),
        signature: params ? oneLine(`${name}(${paramsText(params)})`) : `${kind} ${name}`,
        location: locate(path, node),
      });
      symbols.push(...memberSymbols);
    }
  });
  return symbols;
}
