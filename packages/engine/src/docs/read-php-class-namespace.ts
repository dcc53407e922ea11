import type { Node } from 'web-tree-sitter';
import type { ExampleCall } from '../model/doc.js';

/** `use A\B\C;`, `use A\B\C as D;`, `use A\B\{C, D};`: each local class name to its full name. */
export function readPhpUses(root: Node): Map<string, string> {
  const uses = new Map<string, string>();
  const visit = (node: Node): void => {
    if (node.type !== 'namespace_use_declaration') {
      for (const child of node.namedChildren) visit(child);
      return;
    }
    const group = node.namedChildren.find((child) => child.type === 'namespace_use_group');
    const prefix = group
      ? (node.namedChildren.find((child) => child.type === 'namespace_name')?.text ?? '')
      : '';
    for (const clause of (group ?? node).namedChildren) {
      if (clause.type !== 'namespace_use_clause') continue;
      const alias = clause.childForFieldName('alias');
      const imported = clause.namedChildren.find((child) => child.id !== alias?.id)?.text ?? '';
      const full = (prefix ? `${prefix}\\${imported}` : imported).replace(/^\\/, '');
      const local = alias?.text ?? full.split('\\').at(-1);
      if (local) uses.set(local, full);
    }
  };
  visit(root);
  return uses;
}

/**
 * The namespace a static call names its class from: `GuzzleHttp\Promise` for `Utils::unwrap()`
 * after `use GuzzleHttp\Promise\Utils;`, `GuzzleHttp\Psr7` for `Psr7\Utils::streamFor()` after
 * `use GuzzleHttp\Psr7;`. Undefined when the example does not say.
 */
export function phpClassNamespace(call: ExampleCall, uses: Map<string, string>): string | undefined {
  const qualified = /^(\\?)((?:\w+\\)+)\w+\s*::/.exec(call.text);
  if (qualified?.[2]) {
    const [first = '', ...rest] = qualified[2].slice(0, -1).split('\\');
    const base = qualified[1] ? first : (uses.get(first) ?? first);
    return [base, ...rest].join('\\');
  }
  const head = call.chain[0];
  if (!head || !/^\w+\s*::/.test(call.text)) return undefined;
  const full = uses.get(head);
  return full?.includes('\\') ? full.slice(0, full.lastIndexOf('\\')) : undefined;
}
