import type { Node } from 'web-tree-sitter';
import type { ParameterFact } from '../../facts/types.js';

/** The value of a C# string literal (regular or verbatim, not interpolated), or undefined. */
export function csharpString(node: Node | null | undefined): string | undefined {
  if (node?.type === 'verbatim_string_literal') return node.text.slice(2, -1).replace(/""/g, '"');
  if (node?.type === 'raw_string_literal') return node.text.replace(/^"+/, '').replace(/"+$/, '');
  if (node?.type !== 'string_literal') return undefined;
  return node.text.slice(1, -1).replace(/\\(["\\])/g, '$1');
}

export interface CsAttribute {
  name: string;
  args: Node[];
  node: Node;
}

/** `[Route("x")]`, `[HttpGet("{id}")]` attributes on a declaration (names without the Attribute suffix). */
export function csharpAttributes(declaration: Node): CsAttribute[] {
  const attributes: CsAttribute[] = [];
  for (const list of declaration.namedChildren) {
    if (list.type !== 'attribute_list') continue;
    for (const attribute of list.namedChildren) {
      if (attribute.type !== 'attribute') continue;
      const name =
        (attribute.childForFieldName('name')?.text ?? '')
          .split('.')
          .at(-1)
          ?.replace(/Attribute$/, '') ?? '';
      const argList = attribute.namedChildren.find((child) => child.type === 'attribute_argument_list');
      const args = (argList?.namedChildren ?? []).flatMap((arg) => arg.namedChildren[0] ?? []);
      attributes.push({ name, args, node: attribute });
    }
  }
  return attributes;
}

/** The value of `Name = "x"` among attribute arguments. */
export function namedArgument(args: Node[], key: string): Node | undefined {
  for (const arg of args) {
    if (arg.type === 'assignment_expression' && arg.childForFieldName('left')?.text === key)
      return arg.childForFieldName('right') ?? undefined;
  }
  return undefined;
}

export function csharpModifiers(declaration: Node): Set<string> {
  return new Set(
    declaration.namedChildren.filter((child) => child.type === 'modifier').map((child) => child.text),
  );
}

/** The value after a parameter's `=` (`int weight = DefaultWeight`): any expression, a bare name too. */
function defaultValueOf(parameter: Node): Node | undefined {
  let seenEquals = false;
  for (const part of parameter.children) {
    if (part.type === '=') seenEquals = true;
    else if (seenEquals && part.isNamed) return part;
  }
  return undefined;
}

/**
 * The type an extension method extends, by its simple name: `IValidator` for
 * `Validate<T>(this IValidator<T> validator, ...)`.
 */
export function extendedType(method: Node): string | undefined {
  const list = method.childForFieldName('parameters');
  const first = list?.namedChildren.find((child) => child.type === 'parameter');
  if (!first?.namedChildren.some((part) => part.type === 'modifier' && part.text === 'this'))
    return undefined;
  const type = first.childForFieldName('type')?.text;
  // `AddTimeout<TBuilder>(this TBuilder builder) where TBuilder : PipelineBuilderBase`: a builder
  // extension on a type parameter extends the type its constraint names.
  const constraint = method.namedChildren
    .filter((child) => child.type === 'type_parameter_constraints_clause')
    .find((clause) => clause.namedChildren[0]?.text === type)
    ?.namedChildren.find((child) => child.type === 'type_parameter_constraint')?.namedChildren[0];
  const extended = constraint && constraint.type !== 'constructor_constraint' ? constraint.text : type;
  return extended?.replace(/<.*$/s, '').replace(/\?$/, '').split('.').at(-1);
}

/** Parameters of a parameter_list, with defaults (`int limit = 10`) and `params T[] rest`. */
export function csharpParameters(list: Node | null | undefined): ParameterFact[] {
  const params: ParameterFact[] = [];
  let pendingRest = false;
  let restType: string | undefined;
  const count = list?.childCount ?? 0;
  for (let index = 0; index < count; index += 1) {
    const child = list?.child(index);
    if (!list || !child) continue;
    if (child.type === 'params') {
      pendingRest = true;
    } else if (child.type === 'parameter') {
      const name = child.childForFieldName('name');
      const type = child.childForFieldName('type');
      const value = defaultValueOf(child);
      if (!name) continue;
      const param: ParameterFact = { name: name.text, kind: 'positional', optional: Boolean(value) };
      if (type) param.type = type.text;
      if (value) param.defaultValue = value.text;
      params.push(param);
    } else if (pendingRest && list.fieldNameForChild(index) === 'type') {
      restType = child.text;
    } else if (pendingRest && list.fieldNameForChild(index) === 'name') {
      params.push(
        restType
          ? { name: child.text, kind: 'rest', optional: true, type: restType }
          : { name: child.text, kind: 'rest', optional: true },
      );
      pendingRest = false;
    }
  }
  return params;
}
