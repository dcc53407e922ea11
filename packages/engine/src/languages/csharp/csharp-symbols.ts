import type { Node } from 'web-tree-sitter';
import type { ParameterFact, SymbolFact, SymbolKind } from '../../facts/types.js';
import { locate, oneLine } from '../tree-sitter/shared/syntax.js';
import { csharpModifiers, csharpParameters, extendedType } from './csharp-syntax.js';

const TYPES: Record<string, SymbolKind> = {
  class_declaration: 'class',
  struct_declaration: 'class',
  record_declaration: 'class',
  interface_declaration: 'interface',
  enum_declaration: 'enum',
};
/** `#if FEATURE ... #else ... #endif` and `#region`: the declarations inside are the type's too. */
const PREPROCESSOR = new Set(['preproc_if', 'preproc_elif', 'preproc_else', 'preproc_region']);
const CONTAINERS = new Set([
  'namespace_declaration',
  'declaration_list',
  'file_scoped_namespace_declaration',
  ...PREPROCESSOR,
]);

/** A type body's members, with those under preprocessor conditions (every branch may be compiled). */
function bodyMembers(body: Node | null): Node[] {
  return (body?.namedChildren ?? []).flatMap((child) =>
    PREPROCESSOR.has(child.type) ? bodyMembers(child) : [child],
  );
}

/** Visits every type declaration in namespaces and nested types. */
export function eachCsharpType(root: Node, visit: (node: Node, kind: SymbolKind) => void): void {
  const walk = (node: Node): void => {
    for (const child of node.namedChildren) {
      const kind = TYPES[child.type];
      if (kind) {
        visit(child, kind);
        const body = child.childForFieldName('body');
        if (body) walk(body);
      } else if (CONTAINERS.has(child.type)) {
        walk(child.childForFieldName('body') ?? child);
      }
    }
  };
  walk(root);
}

function paramsText(params: ParameterFact[]): string {
  return params
    .map(
      (param) =>
        `${param.kind === 'rest' ? 'params ' : ''}${param.type ? `${param.type} ` : ''}${param.name}${param.defaultValue ? ` = ${param.defaultValue}` : ''}`,
    )
    .join(', ');
}

type MemberBase = Pick<SymbolFact, 'container' | 'exported' | 'isStatic' | 'location'>;

/**
 * A method, and for an extension method (`static R Validate(this IValidator<T> v, ...)`) the same
 * method as an instance member of the type it extends, without its `this` parameter.
 */
function methodSymbols(path: string, member: Node, name: string, base: MemberBase): SymbolFact[] {
  const params = csharpParameters(member.childForFieldName('parameters'));
  const returns = member.childForFieldName('returns')?.text;
  const method: SymbolFact = {
    name,
    kind: 'method',
    ...base,
    params,
    // The declared type lets an example's chain continue: `Client.Create(key).Send()`.
    ...(returns ? { type: returns } : {}),
    signature: oneLine(`${returns ? `${returns} ` : ''}${name}(${paramsText(params)})`),
  };
  const extended = base.isStatic ? extendedType(member) : undefined;
  if (!extended) return [method];
  const { isStatic: _static, ...instance } = method;
  return [
    method,
    { ...instance, container: extended, location: locate(path, member), params: params.slice(1) },
  ];
}

/** Public types and members; a class's params are those of its first public constructor (or record parameters). */
export function csharpSymbols(path: string, root: Node): SymbolFact[] {
  const symbols: SymbolFact[] = [];
  eachCsharpType(root, (node, kind) => {
    const name = node.childForFieldName('name')?.text;
    if (!name) return;
    const exported = csharpModifiers(node).has('public');
    const isInterface = kind === 'interface';
    const members: SymbolFact[] = [];
    // Records and C# 12 primary constructors: `class Svc(int port)`.
    const primary = node.namedChildren.find((child) => child.type === 'parameter_list');
    let params = primary ? csharpParameters(primary) : undefined;
    for (const member of bodyMembers(node.childForFieldName('body'))) {
      const modifiers = csharpModifiers(member);
      const isPublic = modifiers.has('public') || (isInterface && !modifiers.has('private'));
      const isStatic = modifiers.has('static') || modifiers.has('const');
      const memberName = member.childForFieldName('name')?.text;
      if (member.type === 'enum_member_declaration' && memberName) {
        members.push({
          name: memberName,
          kind: 'constant',
          container: name,
          exported,
          isStatic: true,
          signature: memberName,
          location: locate(path, member),
        });
      }
      if (!isPublic) continue;
      const base = {
        container: name,
        exported,
        ...(isStatic ? { isStatic } : {}),
        location: locate(path, member),
      };
      if (member.type === 'constructor_declaration' && !params) {
        params = csharpParameters(member.childForFieldName('parameters'));
      } else if (member.type === 'method_declaration' && memberName) {
        members.push(...methodSymbols(path, member, memberName, base));
      } else if (member.type === 'property_declaration' && memberName) {
        const type = member.childForFieldName('type')?.text;
        members.push({
          name: memberName,
          kind: 'property',
          ...base,
          ...(type ? { type } : {}),
          signature: `${type ?? ''} ${memberName}`.trim(),
        });
      } else if (member.type === 'field_declaration') {
        const declaration = member.namedChildren.find((child) => child.type === 'variable_declaration');
        const type = declaration?.childForFieldName('type')?.text ?? '';
        for (const declarator of declaration?.namedChildren ?? []) {
          const fieldName =
            declarator.type === 'variable_declarator'
              ? declarator.childForFieldName('name')?.text
              : undefined;
          if (fieldName)
            members.push({
              name: fieldName,
              kind:
                modifiers.has('const') || (modifiers.has('static') && modifiers.has('readonly'))
                  ? 'constant'
                  : 'field',
              ...base,
              signature: oneLine(`${type} ${declarator.text}`, 120),
            });
        }
      }
    }
    const signature = params ? `${name}(${paramsText(params)})` : `${kind} ${name}`;
    // `class A : Base<T>, IFoo`: the base class and interfaces whose members A has.
    const bases = (node.namedChildren.find((child) => child.type === 'base_list')?.namedChildren ?? []).map(
      (base) => base.text.replace(/<.*$/s, '').split('.').at(-1) ?? base.text,
    );
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
