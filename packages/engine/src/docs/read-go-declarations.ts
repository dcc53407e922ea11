import type { Node } from 'web-tree-sitter';
import type { ExampleDeclaration } from '../model/doc.js';

/** `*fiber.Ctx`, `Ctx[T]`: the receiver's package qualifier and type name. */
function receiverOf(method: Node): { qualifier?: string; type: string } | undefined {
  const param = method
    .childForFieldName('receiver')
    ?.namedChildren.find((c) => c?.type === 'parameter_declaration');
  let type = param?.childForFieldName('type');
  if (type?.type === 'pointer_type') type = type.namedChildren[0];
  if (type?.type === 'generic_type') type = type.childForFieldName('type');
  if (type?.type === 'type_identifier') return { type: type.text };
  const pkg = type?.type === 'qualified_type' ? type.childForFieldName('package')?.text : undefined;
  const name = type?.childForFieldName('name')?.text;
  return pkg && name ? { qualifier: pkg, type: name } : undefined;
}

function typeSpecDeclaration(spec: Node): ExampleDeclaration | undefined {
  const name = spec.childForFieldName('name')?.text;
  const type = spec.childForFieldName('type');
  if (!name || !type || spec.type !== 'type_spec') return undefined;
  const members: ExampleDeclaration['members'] = [];
  const embeds: string[] = [];
  if (type.type === 'interface_type') {
    for (const element of type.namedChildren) {
      const methodName = element?.type === 'method_elem' ? element.childForFieldName('name') : undefined;
      if (methodName) members.push({ name: methodName.text, line: methodName.startPosition.row });
      // `http.Handler` embedded in the interface: its methods come with it.
      if (element?.type === 'type_elem') embeds.push(element.text.trim());
    }
  } else if (type.type === 'struct_type') {
    for (const field of type.descendantsOfType('field_declaration')) {
      if (field?.parent?.parent?.id !== type.id) continue;
      const names = field.childrenForFieldName('name');
      const embedded = field.childForFieldName('type')?.text.replace(/^\*/, '');
      if (names.length === 0 && embedded) embeds.push(embedded);
      for (const fieldName of names)
        if (fieldName) members.push({ name: fieldName.text, line: fieldName.startPosition.row });
    }
  } else return undefined;
  return {
    kind: type.type === 'interface_type' ? 'interface' : 'struct',
    type: name,
    members,
    ...(embeds.length > 0 ? { embeds } : {}),
  };
}

/**
 * Declarations a Go example restates: the methods of an interface and the fields of a struct it
 * declares, and methods written as bare signatures (`func (r *Request) SetFormData(key, val string)
 * *Request`, no body: a listing of an API, not code of the reader's own).
 */
export function readGoDeclarations(root: Node): ExampleDeclaration[] {
  const out: ExampleDeclaration[] = [];
  for (const node of root.descendantsOfType(['type_spec', 'method_declaration'])) {
    if (!node || node.hasError) continue;
    if (node.type === 'type_spec') {
      const declaration = typeSpecDeclaration(node);
      if (declaration && (declaration.members.length > 0 || declaration.embeds)) out.push(declaration);
      continue;
    }
    const name = node.childForFieldName('name');
    const receiver = receiverOf(node);
    if (!name || !receiver || node.childForFieldName('body')) continue;
    out.push({
      kind: 'signature',
      ...receiver,
      members: [{ name: name.text, line: name.startPosition.row }],
    });
  }
  return out;
}
