import type { Node } from 'web-tree-sitter';
import type { ImportFact } from '../../facts/types.js';

/** Where a local name came from: `from .books import bp as books_bp` binds books_bp to (.books, bp). */
export interface ImportBinding {
  module: string;
  exportName: string;
}

export interface PythonImports {
  imports: ImportFact[];
  bindings: Map<string, ImportBinding>;
}

/** Reads `import x`, `import x.y as z` and `from m import a as b, *` statements. */
export function readImport(node: Node, into: PythonImports): void {
  if (node.type === 'import_statement') {
    for (const name of node.childrenForFieldName('name')) {
      const dotted = name.type === 'aliased_import' ? name.childForFieldName('name') : name;
      if (!dotted) continue;
      const alias = name.type === 'aliased_import' ? name.childForFieldName('alias')?.text : undefined;
      into.imports.push({ source: dotted.text, names: ['*'] });
      const local = alias ?? dotted.text.split('.')[0] ?? dotted.text;
      into.bindings.set(local, { module: alias ? dotted.text : local, exportName: '*' });
    }
    return;
  }
  const moduleNode = node.childForFieldName('module_name');
  if (!moduleNode) return;
  const source = moduleNode.text.replace(/\s+/g, '');
  const names: string[] = [];
  if (node.namedChildren.some((child) => child.type === 'wildcard_import')) names.push('*');
  for (const name of node.childrenForFieldName('name')) {
    const dotted = name.type === 'aliased_import' ? name.childForFieldName('name') : name;
    if (!dotted) continue;
    const alias = name.type === 'aliased_import' ? name.childForFieldName('alias')?.text : undefined;
    names.push(dotted.text);
    into.bindings.set(alias ?? dotted.text, { module: source, exportName: dotted.text });
  }
  into.imports.push({ source, names });
}
