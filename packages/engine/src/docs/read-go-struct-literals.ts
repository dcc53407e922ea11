import type { Node } from 'web-tree-sitter';
import type { ExampleStructLiteral } from '../model/doc.js';

/**
 * Struct literals of a package's type in a Go example (`&writer.Hook{Writer: os.Stderr}`, nested
 * ones too). A literal with a positional element, a syntax error inside or a generic type is left
 * out: its keys cannot be told apart from values.
 */
export function readGoStructLiterals(root: Node): ExampleStructLiteral[] {
  const out: ExampleStructLiteral[] = [];
  for (const node of root.descendantsOfType('composite_literal')) {
    const typeNode = node?.childForFieldName('type');
    const pkg = typeNode?.type === 'qualified_type' ? typeNode.childForFieldName('package')?.text : undefined;
    const name = typeNode?.childForFieldName('name')?.text;
    const body = node?.childForFieldName('body');
    if (!node || !pkg || !name || !body || node.hasError) continue;
    const keys: ExampleStructLiteral['keys'] = [];
    let keyed = true;
    for (const element of body.namedChildren) {
      if (!element || element.type === 'comment') continue;
      const key = element.type === 'keyed_element' ? element.namedChildren[0] : undefined;
      if (!key || !/^[A-Za-z_]\w*$/.test(key.text)) keyed = false;
      else keys.push({ name: key.text, line: key.startPosition.row });
    }
    if (keyed && keys.length > 0) out.push({ type: [pkg, name], keys, text: node.text.slice(0, 200) });
  }
  return out;
}
