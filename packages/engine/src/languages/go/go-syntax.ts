import type { Node } from 'web-tree-sitter';

/** The value of a Go string literal ("..." or `...`), or undefined for anything else. */
export function goString(node: Node | null | undefined): string | undefined {
  if (!node) return undefined;
  if (node.type === 'literal_element') return goString(node.namedChildren[0]);
  if (node.type === 'raw_string_literal') return node.text.slice(1, -1);
  if (node.type !== 'interpreted_string_literal') return undefined;
  return node.text.slice(1, -1).replace(/\\(["\\])/g, '$1');
}

/** Arguments of a call expression, without comments. */
export function goArguments(call: Node): Node[] {
  return (call.childForFieldName('arguments')?.namedChildren ?? []).filter((arg) => arg.type !== 'comment');
}

/** `x.Method` of a call: the operand node and the method name, when the callee is a selector. */
export function goSelector(call: Node): { operand: Node; method: string } | undefined {
  const callee = call.childForFieldName('function');
  if (callee?.type !== 'selector_expression') return undefined;
  const operand = callee.childForFieldName('operand');
  const field = callee.childForFieldName('field');
  return operand && field ? { operand, method: field.text } : undefined;
}

/** The variable a call's value is bound to: `x := f()`, `x = f()`, `var x = f()`. */
export function goAssignedName(node: Node): string | undefined {
  let current = node.parent;
  if (current?.type === 'unary_expression') current = current.parent;
  if (current?.type !== 'expression_list') return undefined;
  const statement = current.parent;
  if (!statement) return undefined;
  if (statement.type === 'short_var_declaration' || statement.type === 'assignment_statement') {
    const left = statement.childForFieldName('left')?.namedChildren[0];
    return left?.type === 'identifier' ? left.text : undefined;
  }
  if (statement.type === 'var_spec') return statement.childForFieldName('name')?.text;
  return undefined;
}

/** The value of `Key: value` in a composite literal's body. */
export function goKeyedValue(literal: Node, key: string): Node | undefined {
  const body = literal.type === 'literal_value' ? literal : literal.childForFieldName('body');
  for (const element of body?.namedChildren ?? []) {
    if (element.type !== 'keyed_element') continue;
    const [keyNode, valueNode] = element.namedChildren;
    if (keyNode?.text === key && valueNode)
      return valueNode.type === 'literal_element' ? (valueNode.namedChildren[0] ?? undefined) : valueNode;
  }
  return undefined;
}

/** Strings of a `[]string{"a", "b"}` literal. */
export function goStringList(node: Node | undefined): string[] {
  if (!node) return [];
  const single = goString(node);
  if (single !== undefined) return [single];
  const body = node.type === 'composite_literal' ? node.childForFieldName('body') : undefined;
  return (body?.namedChildren ?? []).flatMap((item) => {
    const value = goString(item);
    return value === undefined ? [] : [value];
  });
}

/** The innermost named function declaration around a node. */
export function goEnclosingDeclaration(node: Node): Node | undefined {
  for (let current = node.parent; current; current = current.parent) {
    if (current.type === 'function_declaration' || current.type === 'method_declaration') return current;
  }
  return undefined;
}

export function isExportedName(name: string): boolean {
  return /^\p{Lu}/u.test(name);
}
