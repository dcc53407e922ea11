import type { Node } from 'web-tree-sitter';
import type { ParameterFact, ParameterKind } from '../../facts/types.js';

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
  const kwargs = facts.find((fact) => fact.kind === 'kwargs');
  const body = parameters.parent?.childForFieldName('body');
  if (kwargs && body) {
    const forwarded = forwardingCall(body, kwargs.name);
    if (forwarded) kwargs.forwardedTo = forwarded;
  }
  return facts;
}

/** The one call in a function body that passes its `**kwargs` on whole, if there is exactly one. */
function forwardingCall(body: Node, kwargs: string): ParameterFact['forwardedTo'] {
  const found: NonNullable<ParameterFact['forwardedTo']>[] = [];
  for (const call of body.descendantsOfType('call')) {
    const args = call.childForFieldName('arguments')?.namedChildren ?? [];
    if (!args.some((arg) => arg.type === 'dictionary_splat' && arg.namedChildren[0]?.text === kwargs))
      continue;
    const callee = call.childForFieldName('function')?.text;
    if (!callee) continue;
    // A `*args` before `**kwargs` passes positionals we cannot count.
    if (args.some((arg) => arg.type === 'list_splat')) return undefined;
    const positional = args.filter(
      (arg) => arg.type !== 'keyword_argument' && arg.type !== 'dictionary_splat',
    );
    found.push({ callee, positional: positional.length });
  }
  return found.length === 1 ? found[0] : undefined;
}
