import type { Node } from 'web-tree-sitter';
import type { ParameterFact } from '../../facts/types.js';

/** The value of a PHP string literal without interpolation, or undefined. */
export function phpString(node: Node | null | undefined): string | undefined {
  if (!node) return undefined;
  if (node.type === 'argument') return phpString(node.namedChildren.at(-1));
  if (node.type !== 'string' && node.type !== 'encapsed_string') return undefined;
  if (node.namedChildren.some((child) => child.type !== 'string_content' && child.type !== 'escape_sequence'))
    return undefined;
  return node.text.slice(1, -1);
}

/** Positional arguments and `name: value` arguments of a call. */
export function phpArguments(call: Node): { positional: Node[]; named: Map<string, Node> } {
  const positional: Node[] = [];
  const named = new Map<string, Node>();
  for (const arg of call.childForFieldName('arguments')?.namedChildren ??
    call.childForFieldName('parameters')?.namedChildren ??
    []) {
    if (arg.type !== 'argument') continue;
    const name = arg.childForFieldName('name')?.text;
    const value = arg.namedChildren.at(-1);
    if (!value) continue;
    if (name) named.set(name, value);
    else positional.push(value);
  }
  return { positional, named };
}

/** Strings of `['GET', 'POST']`. */
export function phpStringList(node: Node | undefined): string[] {
  if (!node) return [];
  const single = phpString(node);
  if (single !== undefined) return [single];
  return node.type === 'array_creation_expression'
    ? node.namedChildren.flatMap((item) => phpString(item.namedChildren.at(-1)) ?? [])
    : [];
}

export function variableName(node: Node | null | undefined): string | undefined {
  return node?.text.replace(/^\$/, '');
}

/** `(string $name, int $count = 3, private Service $service, ...$rest)`. */
export function phpParameters(list: Node | null | undefined): ParameterFact[] {
  const params: ParameterFact[] = [];
  for (const param of list?.namedChildren ?? []) {
    const name = variableName(param.childForFieldName('name'));
    if (!name) continue;
    const type = param.childForFieldName('type')?.text;
    const value = param.childForFieldName('default_value');
    const fact: ParameterFact = {
      name,
      kind: param.type === 'variadic_parameter' ? 'rest' : 'positional',
      optional: Boolean(value) || param.type === 'variadic_parameter',
    };
    if (value) fact.defaultValue = value.text;
    if (type) fact.type = type;
    params.push(fact);
  }
  return params;
}

/** Attributes written on a declaration: `#[Route('/x', methods: ['GET'])]`. */
export function phpAttributes(declaration: Node): { name: string; node: Node }[] {
  const list = declaration.childForFieldName('attributes');
  return (list?.descendantsOfType('attribute') ?? []).map((node) => ({
    name: (node.namedChildren[0]?.text ?? '').split('\\').at(-1) ?? '',
    node,
  }));
}
