import type { Node } from 'web-tree-sitter';
import type { ParsedExample } from '../model/doc.js';
import type { TreeExampleLanguage } from './tree-example-language.js';

/** The declaration nodes that can implement a project method, per language. */
const METHODS: Partial<Record<TreeExampleLanguage, string>> = {
  go: 'method_declaration',
  java: 'method_declaration',
  kotlin: 'function_declaration',
};

/** Whether a method declaration overrides or implements another type's method. */
function implementsOther(node: Node, language: TreeExampleLanguage): boolean {
  if (language === 'go') return node.childForFieldName('body') !== null;
  const modifiers = node.namedChildren.find((c) => c?.type === 'modifiers');
  if (!modifiers) return false;
  if (language === 'kotlin')
    return modifiers.namedChildren.some((m) => m?.type === 'member_modifier' && m.text === 'override');
  return modifiers.namedChildren.some(
    (m) =>
      (m?.type === 'marker_annotation' || m?.type === 'annotation') &&
      m.childForFieldName('name')?.text === 'Override',
  );
}

/**
 * Methods an example writes for the project to call (`@Override public MockResponse dispatch(...)`
 * in an anonymous `Dispatcher`, `override fun dispatch(...)`, `func (f *MyFormatter) Format(...)`).
 */
export function readExampleImplementations(
  root: Node,
  language: TreeExampleLanguage,
): ParsedExample['implementations'] {
  const type = METHODS[language];
  if (!type) return undefined;
  const out: NonNullable<ParsedExample['implementations']> = [];
  for (const node of root.descendantsOfType(type)) {
    if (!node || !implementsOther(node, language)) continue;
    const name = node.childForFieldName('name') ?? node.namedChildren.find((c) => c?.type === 'identifier');
    if (name) out.push({ name: name.text, line: name.startPosition.row });
  }
  return out.length > 0 ? out : undefined;
}
