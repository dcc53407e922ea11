// The scopes of a Python example from its tree-sitter syntax tree. Python scopes are modules,
// functions (`def`, `lambda`), class bodies (which their methods do not see) and comprehensions;
// an assignment anywhere in a function makes the name local to it unless `global`/`nonlocal` say otherwise.
import type { Node } from 'web-tree-sitter';
import type { ExampleHeadBinding } from '../model/doc.js';
import { createScopeBuilder, type ExampleScope, type ScopeBuilder } from './build-example-scopes.js';

const TEXT = 200;
const COMPREHENSIONS = new Set([
  'list_comprehension',
  'set_comprehension',
  'dictionary_comprehension',
  'generator_expression',
]);

/** Identifiers a target declares (`a`, `a, b`, `(u, v)`, `[x, *rest]`); attributes and subscripts declare nothing. */
function targetNames(node: Node | null | undefined, out: Node[] = []): Node[] {
  if (!node) return out;
  if (node.type === 'identifier') out.push(node);
  else if (
    /^(pattern_list|tuple_pattern|list_pattern|tuple|list|list_splat_pattern|as_pattern_target|parenthesized_expression)$/.test(
      node.type,
    )
  )
    for (const part of node.namedChildren) targetNames(part, out);
  return out;
}

/** The parameter's name node and its annotation (`a: int`, `c: T = 3`, `*args`). */
function parameterOf(node: Node): { name: Node | null | undefined; type: string } {
  switch (node.type) {
    case 'identifier':
      return { name: node, type: '' };
    case 'typed_parameter':
      return {
        name: node.namedChildren.find((c) => c?.type === 'identifier'),
        type: node.childForFieldName('type')?.text ?? '',
      };
    case 'default_parameter':
    case 'typed_default_parameter':
      return { name: node.childForFieldName('name'), type: node.childForFieldName('type')?.text ?? '' };
    case 'list_splat_pattern':
    case 'dictionary_splat_pattern':
      return { name: node.namedChildren[0], type: '' };
    default:
      return { name: undefined, type: '' };
  }
}

type Bind = (
  scope: ExampleScope,
  name: Node,
  kind: ExampleHeadBinding['kind'],
  text: string,
  from: number,
) => void;

/** One walk over an example's tree: the scopes built so far and how a name is bound in them. */
interface Walk {
  builder: ScopeBuilder;
  /** Names a function declares `global`/`nonlocal`: its assignments bind the outer variable. */
  outer: Map<ExampleScope, Set<string>>;
  bind: Bind;
}

/** Builds the scopes of a Python example's tree and returns the binding lookup. */
export function collectPythonScopes(
  root: Node,
): (offset: number, name: string) => ExampleHeadBinding | undefined {
  const builder: ScopeBuilder = createScopeBuilder(root.endIndex);
  const outer = new Map<ExampleScope, Set<string>>();
  const bind: Bind = (scope, name, kind, text, from) => {
    const event = { kind, text: text.slice(0, TEXT), from };
    if (outer.get(scope)?.has(name.text)) builder.assign(name.startIndex, name.text, event);
    else builder.declare(scope, name.text, event);
  };
  visit({ builder, outer, bind }, root, builder.module);
  return builder.finish();
}

function visitFunction(walk: Walk, node: Node, scope: ExampleScope): void {
  const name = node.childForFieldName('name');
  if (name) walk.bind(scope, name, 'untyped', '', node.startIndex);
  const inner = walk.builder.open('function', node.startIndex, node.endIndex, scope);
  for (const param of node.childForFieldName('parameters')?.namedChildren ?? []) {
    if (!param) continue;
    const { name: id, type } = parameterOf(param);
    if (id) walk.bind(inner, id, type ? 'typed' : 'untyped', type, node.startIndex);
    const value = param.childForFieldName('value');
    // Defaults run in the enclosing scope.
    if (value) visit(walk, value, scope);
  }
  const body = node.childForFieldName('body');
  if (body) visit(walk, body, inner);
}

function declareImports(walk: Walk, node: Node, scope: ExampleScope): void {
  for (const item of node.childrenForFieldName('name')) {
    const alias = item?.type === 'aliased_import' ? item.childForFieldName('alias') : undefined;
    const dotted = item?.type === 'aliased_import' ? item.childForFieldName('name') : item;
    const local =
      alias ?? (node.type === 'import_statement' ? dotted?.namedChildren[0] : dotted?.namedChildren.at(-1));
    if (local) walk.builder.declare(scope, local.text, { kind: 'imported', text: '', from: 0 });
  }
}

function visitAssignment(walk: Walk, node: Node, scope: ExampleScope): void {
  const left = node.childForFieldName('left');
  const right = node.childForFieldName('right');
  const type = node.childForFieldName('type')?.text;
  if (left?.type === 'identifier')
    walk.bind(
      scope,
      left,
      type ? 'typed' : right ? 'assigned' : 'untyped',
      type ?? right?.text ?? '',
      node.endIndex,
    );
  else for (const id of targetNames(left)) walk.bind(scope, id, 'untyped', '', node.endIndex);
  if (right) visit(walk, right, scope);
}

/** `with Session() as s`: s is what the context manager gives; `except E as e`: an exception. */
function bindAsPattern(walk: Walk, node: Node, scope: ExampleScope): void {
  const value = node.namedChildren[0];
  const targets = targetNames(node.childForFieldName('alias'));
  const single = targets.length === 1 && node.parent?.type === 'with_item' && value;
  for (const id of targets)
    walk.bind(scope, id, single ? 'assigned' : 'untyped', single ? value.text : '', node.endIndex);
}

function visit(walk: Walk, node: Node, scope: ExampleScope): void {
  switch (node.type) {
    case 'function_definition':
    case 'lambda':
      visitFunction(walk, node, scope);
      return;
    case 'class_definition': {
      const name = node.childForFieldName('name');
      if (name) walk.bind(scope, name, 'untyped', '', node.startIndex);
      const body = node.childForFieldName('body');
      if (body) visit(walk, body, walk.builder.open('class', body.startIndex, body.endIndex, scope));
      return;
    }
    case 'import_statement':
    case 'import_from_statement':
      declareImports(walk, node, scope);
      return;
    case 'global_statement':
    case 'nonlocal_statement': {
      const names = walk.outer.get(scope) ?? new Set<string>();
      for (const id of node.namedChildren) if (id) names.add(id.text);
      walk.outer.set(scope, names);
      return;
    }
    case 'assignment':
      visitAssignment(walk, node, scope);
      return;
    case 'named_expression': {
      const name = node.childForFieldName('name');
      const value = node.childForFieldName('value');
      if (name) walk.bind(scope, name, value ? 'assigned' : 'untyped', value?.text ?? '', node.endIndex);
      if (value) visit(walk, value, scope);
      return;
    }
    case 'for_statement':
    case 'for_in_clause':
      for (const id of targetNames(node.childForFieldName('left')))
        walk.bind(scope, id, 'untyped', '', node.startIndex);
      break;
    case 'as_pattern':
      bindAsPattern(walk, node, scope);
      break;
    default:
      if (COMPREHENSIONS.has(node.type)) {
        const inner = walk.builder.open('function', node.startIndex, node.endIndex, scope);
        for (const part of node.namedChildren) if (part) visit(walk, part, inner);
        return;
      }
  }
  for (const part of node.namedChildren) if (part) visit(walk, part, scope);
}
