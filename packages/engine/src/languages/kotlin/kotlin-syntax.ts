import type { Node } from 'web-tree-sitter';
import type { ParameterFact } from '../../facts/types.js';

/** Kotlin's visibility and other modifiers of a declaration, as their source words. */
export function kotlinModifiers(declaration: Node): Set<string> {
  const words = new Set<string>();
  const modifiers = declaration.namedChildren.find((child) => child.type === 'modifiers');
  for (const modifier of modifiers?.namedChildren ?? [])
    if (modifier.type !== 'annotation') words.add(modifier.text);
  return words;
}

/** Public API: Kotlin declarations are public unless marked private, internal or protected. */
export function isKotlinPublic(declaration: Node): boolean {
  const words = kotlinModifiers(declaration);
  return !words.has('private') && !words.has('internal') && !words.has('protected');
}

/** The declared name of a class, object or function (the `name` field). */
export function kotlinName(declaration: Node): string | undefined {
  return declaration.childForFieldName('name')?.text;
}

/** A type as written, without generic arguments or nullability: `List<String>?` is `List`. */
export function baseTypeName(type: string): string {
  return type.replace(/<.*$/s, '').replace(/\?$/, '').split('.').pop() ?? type;
}

const PARAMETER_NODES = new Set(['parameter', 'class_parameter']);
/** `user_type`, `nullable_type`, `function_type`, ... */
const TYPE_NODE = /_type$/;

/**
 * Parameters of `function_value_parameters` or `class_parameters`. A default value is the node
 * after its parameter in the list (`x: Int = 1`), and `vararg` precedes it as parameter modifiers.
 */
export function kotlinParameters(list: Node | null | undefined): ParameterFact[] {
  const params: ParameterFact[] = [];
  let vararg = false;
  for (const child of list?.namedChildren ?? []) {
    if (child.type === 'parameter_modifiers') {
      vararg = /\bvararg\b/.test(child.text);
      continue;
    }
    if (PARAMETER_NODES.has(child.type)) {
      // A class parameter carries its own `vararg` among its modifiers.
      const rest = vararg || kotlinModifiers(child).has('vararg');
      vararg = false;
      const name = child.namedChildren.find((part) => part.type === 'identifier')?.text;
      const typeNode = child.namedChildren.find((part) => TYPE_NODE.test(part.type));
      if (!name) continue;
      const param: ParameterFact = { name, kind: rest ? 'rest' : 'positional', optional: rest };
      if (typeNode) param.type = typeNode.text;
      // A class parameter holds its default as its last child.
      const last = child.namedChildren.at(-1);
      if (
        child.type === 'class_parameter' &&
        last &&
        last.type !== 'identifier' &&
        last.type !== 'modifiers' &&
        last.id !== typeNode?.id
      ) {
        param.optional = true;
        param.defaultValue = last.text;
      }
      params.push(param);
      continue;
    }
    const previous = params.at(-1);
    if (previous && child.type !== 'line_comment' && child.type !== 'block_comment') {
      previous.optional = true;
      previous.defaultValue = child.text;
    }
  }
  return params;
}
