// The scopes of a Java example from its tree-sitter syntax tree: methods, constructors and lambdas
// (typed parameters), blocks, and local variables (`Client c = ...` typed, `var c = ...` by value).
import type { Node } from 'web-tree-sitter';
import type { ExampleHeadBinding } from '../model/doc.js';
import { createScopeBuilder, type ExampleScope } from './build-example-scopes.js';

const TEXT = 200;
const FUNCTIONS = new Set(['method_declaration', 'constructor_declaration', 'lambda_expression']);
const BLOCKS = new Set([
  'block',
  'for_statement',
  'enhanced_for_statement',
  'catch_clause',
  'try_with_resources_statement',
]);

/** Builds the scopes of a Java example's tree and returns the binding lookup. */
export function collectJavaScopes(
  root: Node,
): (offset: number, name: string) => ExampleHeadBinding | undefined {
  const builder = createScopeBuilder(root.endIndex);

  const declare = (
    scope: ExampleScope,
    name: Node | null,
    type: string,
    value: Node | null,
    from: number,
  ) => {
    if (!name) return;
    // `var c = Client.create()`: the type is the value's.
    const typed = type !== '' && type !== 'var';
    const text = typed ? type : (value?.text ?? '');
    builder.declare(scope, name.text, {
      kind: typed ? 'typed' : text ? 'assigned' : 'untyped',
      text: text.slice(0, TEXT),
      from,
    });
  };

  function visit(node: Node, scope: ExampleScope): void {
    if (FUNCTIONS.has(node.type)) {
      const inner = builder.open('function', node.startIndex, node.endIndex, scope);
      const params = node.childForFieldName('parameters');
      // `x -> x.run()`: a lambda's bare parameter has no written type.
      if (params?.type === 'identifier') declare(inner, params, '', null, node.startIndex);
      for (const param of params?.namedChildren ?? [])
        declare(
          inner,
          param.childForFieldName('name') ?? (param.type === 'identifier' ? param : null),
          param.childForFieldName('type')?.text ?? '',
          null,
          node.startIndex,
        );
      for (const part of node.namedChildren) if (part !== params) visit(part, inner);
      return;
    }
    if (BLOCKS.has(node.type)) {
      const inner = builder.open('block', node.startIndex, node.endIndex, scope);
      if (node.type === 'enhanced_for_statement')
        declare(
          inner,
          node.childForFieldName('name'),
          node.childForFieldName('type')?.text ?? '',
          null,
          node.startIndex,
        );
      for (const part of node.namedChildren) visit(part, inner);
      return;
    }
    if (
      node.type === 'local_variable_declaration' ||
      node.type === 'field_declaration' ||
      node.type === 'resource'
    ) {
      const type = node.childForFieldName('type')?.text ?? '';
      const declarators = node.type === 'resource' ? [node] : node.childrenForFieldName('declarator');
      for (const declarator of declarators)
        declare(
          scope,
          declarator.childForFieldName('name'),
          type,
          declarator.childForFieldName('value'),
          node.endIndex,
        );
    }
    if (node.type === 'catch_formal_parameter')
      declare(scope, node.childForFieldName('name'), '', null, node.startIndex);
    for (const part of node.namedChildren) visit(part, scope);
  }

  visit(root, builder.module);
  return builder.finish();
}
