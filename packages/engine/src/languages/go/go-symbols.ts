import type { Node } from 'web-tree-sitter';
import type { ParameterFact, SymbolFact } from '../../facts/types.js';
import { locate, oneLine } from '../tree-sitter/shared/syntax.js';
import { isExportedName } from './go-syntax.js';

/** Parameters of a Go parameter_list: `a, b string, opts ...Option`. */
function goParameters(list: Node | null | undefined): ParameterFact[] {
  const params: ParameterFact[] = [];
  for (const declaration of list?.namedChildren ?? []) {
    const type = declaration.childForFieldName('type')?.text;
    const variadic = declaration.type === 'variadic_parameter_declaration';
    if (declaration.type !== 'parameter_declaration' && !variadic) continue;
    const names = declaration.childrenForFieldName('name');
    if (names.length === 0) names.push(declaration);
    for (const name of names) {
      const param: ParameterFact = {
        name: name === declaration ? '_' : name.text,
        kind: variadic ? 'rest' : 'positional',
        optional: variadic,
      };
      if (type) param.type = type;
      params.push(param);
    }
  }
  return params;
}

function receiverType(method: Node): string | undefined {
  const type = method.childForFieldName('receiver')?.namedChildren[0]?.childForFieldName('type');
  return type?.text.replace(/^\*/, '').replace(/\[.*$/, '');
}

function callable(path: string, node: Node, container?: string): SymbolFact | undefined {
  const name = node.childForFieldName('name')?.text;
  if (!name) return undefined;
  const parameters = node.childForFieldName('parameters');
  const result = node.childForFieldName('result')?.text;
  const signature = oneLine(`${name}${parameters?.text ?? '()'}${result ? ` ${result}` : ''}`);
  const exported = isExportedName(name) && (container === undefined || isExportedName(container));
  const kind = node.type === 'function_declaration' ? 'function' : 'method';
  return {
    name,
    kind,
    ...(container ? { container } : {}),
    exported,
    params: goParameters(parameters),
    // The result list (`(*Client, error)`): a variable bound to the call holds its first type.
    ...(result ? { type: result } : {}),
    signature,
    location: locate(path, node),
  };
}

/**
 * The types a struct embeds (`*B`, `http.Client`) or an interface embeds (`io.Reader`): their
 * methods are promoted to the declaring type's method set.
 */
function embeddedTypes(type: Node): string[] {
  if (type.type === 'interface_type')
    return type.namedChildren
      .filter((child) => child.type === 'type_elem' && child.namedChildren.length === 1)
      .map((child) => child.text);
  const embedded: string[] = [];
  for (const field of type.descendantsOfType('field_declaration')) {
    if (field.parent?.parent?.id !== type.id || field.childrenForFieldName('name').length > 0) continue;
    const fieldType = field.childForFieldName('type')?.text;
    if (fieldType) embedded.push(fieldType.replace(/^\*/, '').replace(/\[.*$/s, ''));
  }
  return embedded;
}

function typeMembers(path: string, name: string, type: Node): SymbolFact[] {
  const members: SymbolFact[] = [];
  const exported = isExportedName(name);
  if (type.type === 'struct_type') {
    for (const field of type.descendantsOfType('field_declaration')) {
      if (field.parent?.parent?.id !== type.id) continue;
      const fieldType = field.childForFieldName('type')?.text ?? '';
      const names = field.childrenForFieldName('name').map((node) => node.text);
      // An embedded field is named after its type.
      if (names.length === 0) names.push(fieldType.replace(/^\*/, '').split('.').at(-1) ?? fieldType);
      for (const fieldName of names) {
        members.push({
          name: fieldName,
          kind: 'field',
          container: name,
          exported: exported && isExportedName(fieldName),
          signature: `${fieldName} ${fieldType}`.trim(),
          location: locate(path, field),
        });
      }
    }
  } else if (type.type === 'interface_type') {
    for (const method of type.namedChildren) {
      if (method.type !== 'method_elem') continue;
      const symbol = callable(path, method, name);
      if (symbol) members.push({ ...symbol, kind: 'method' });
    }
  }
  return members;
}

/** Functions, methods (receiver type as container), types with fields and interface methods, consts and vars. */
export function goSymbols(path: string, root: Node): SymbolFact[] {
  const symbols: SymbolFact[] = [];
  for (const node of root.namedChildren) {
    if (node.type === 'function_declaration') {
      const symbol = callable(path, node);
      if (symbol) symbols.push(symbol);
    } else if (node.type === 'method_declaration') {
      const symbol = callable(path, node, receiverType(node));
      if (symbol) symbols.push(symbol);
    } else if (node.type === 'type_declaration') {
      for (const spec of node.namedChildren) {
        const name = spec.childForFieldName('name')?.text;
        const type = spec.childForFieldName('type');
        if (!name || !type || (spec.type !== 'type_spec' && spec.type !== 'type_alias')) continue;
        const kind = type.type === 'interface_type' ? 'interface' : 'type';
        const embedded = embeddedTypes(type);
        symbols.push({
          name,
          kind,
          exported: isExportedName(name),
          ...(embedded.length > 0 ? { extends: embedded } : {}),
          signature: oneLine(
            `type ${name} ${type.type === 'struct_type' ? 'struct' : type.type === 'interface_type' ? 'interface' : type.text}`,
          ),
          location: locate(path, spec),
        });
        symbols.push(...typeMembers(path, name, type));
      }
    } else if (node.type === 'const_declaration' || node.type === 'var_declaration') {
      const specs = node.descendantsOfType(node.type === 'const_declaration' ? 'const_spec' : 'var_spec');
      for (const spec of specs) {
        for (const nameNode of spec.childrenForFieldName('name')) {
          const name = nameNode.text;
          symbols.push({
            name,
            kind: node.type === 'const_declaration' ? 'constant' : 'variable',
            exported: isExportedName(name),
            signature: oneLine(spec.text, 120),
            location: locate(path, spec),
          });
        }
      }
    }
  }
  return symbols;
}
