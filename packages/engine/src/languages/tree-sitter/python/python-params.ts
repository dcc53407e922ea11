import type { Node } from 'web-tree-sitter';
import type { ParameterFact, ParameterKind } from '../../../facts/types.js';

function param(name: string, kind: ParameterKind, type?: Node | null, value?: Node | null): ParameterFact {
  const fact: ParameterFact = { name, kind, optional: Boolean(value) };
  if (value) fact.defaultValue = value.text;
  if (type) fact.type = type.text;
  return fact;
}

/** The name and splat kind of a parameter pattern (`x`, `*args`, `**kw`). */
function patternName(node: Node): { name: string; splat?: 'rest' | 'kwargs' } | undefined {
  if (node.type === 'identifier') return { name: node.text };
  const inner = node.namedChildren.find((child) => child.type === 'identifier');
  if (!inner) return undefined;
  if (node.type === 'list_splat_pattern') return { name: inner.text, splat: 'rest' };
  if (node.type === 'dictionary_splat_pattern') return { name: inner.text, splat: 'kwargs' };
  return undefined;
}

/**
 * Parameters of a `parameters` node with Python's kinds: before `/` positional-only, after `*` or
 * `*args` keyword-only, `*args` rest, `**kw` kwargs.
 */
export function pythonParameters(parameters: Node | null | undefined): ParameterFact[] {
  if (!parameters) return [];
  const facts: ParameterFact[] = [];
  let keywordOnly = false;
  for (const node of parameters.namedChildren) {
    const base: ParameterKind = keywordOnly ? 'keyword_only' : 'positional';
    switch (node.type) {
      case 'positional_separator':
        for (const earlier of facts) if (earlier.kind === 'positional') earlier.kind = 'positional_only';
        break;
      case 'keyword_separator':
        keywordOnly = true;
        break;
      case 'identifier':
        facts.push(param(node.text, base));
        break;
      case 'default_parameter':
      case 'typed_default_parameter': {
        const name = node.childForFieldName('name');
        if (name)
          facts.push(param(name.text, base, node.childForFieldName('type'), node.childForFieldName('value')));
        break;
      }
      case 'typed_parameter':
      case 'list_splat_pattern':
      case 'dictionary_splat_pattern': {
        const pattern = node.type === 'typed_parameter' ? node.namedChildren[0] : node;
        const named = pattern ? patternName(pattern) : undefined;
        if (!named) break;
        const type = node.type === 'typed_parameter' ? node.childForFieldName('type') : undefined;
        if (named.splat === 'rest') keywordOnly = true;
        facts.push(param(named.name, named.splat ?? base, type));
        break;
      }
    }
  }
  return facts;
}
