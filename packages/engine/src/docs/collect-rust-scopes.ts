// The scopes of a Rust example from its tree-sitter syntax tree: functions and closures (typed
// parameters), blocks, and `let` bindings, which shadow earlier ones from the end of their statement.
import type { Node } from 'web-tree-sitter';
import type { ExampleHeadBinding } from '../model/doc.js';
import { createScopeBuilder, type ExampleScope } from './build-example-scopes.js';

const TEXT = 200;
const FUNCTIONS = new Set(['function_item', 'closure_expression']);
const BLOCKS = new Set(['block', 'for_expression', 'if_expression', 'while_expression', 'match_arm']);

/** Names a pattern binds (`c`, `mut c`, `(a, b)`, `Some(x)`): only a plain name keeps the value's type. */
function patternNames(pattern: Node | null): Node[] {
  if (!pattern) return [];
  if (pattern.type === 'identifier') return [pattern];
  return pattern.descendantsOfType('identifier').filter((n) => n.parent?.type !== 'scoped_identifier');
}

/** Builds the scopes of a Rust example's tree and returns the binding lookup. */
export function collectRustScopes(
  root: Node,
): (offset: number, name: string) => ExampleHeadBinding | undefined {
  const builder = createScopeBuilder(root.endIndex);

  const declareParams = (list: Node | null, scope: ExampleScope, from: number) => {
    for (const param of list?.namedChildren ?? []) {
      const type = param.type === 'parameter' ? (param.childForFieldName('type')?.text ?? '') : '';
      const pattern = param.type === 'parameter' ? param.childForFieldName('pattern') : param;
      for (const name of patternNames(pattern))
        builder.declare(scope, name.text, {
          kind: type ? 'typed' : 'untyped',
          text: type.slice(0, TEXT),
          from,
        });
    }
  };

  function visit(node: Node, scope: ExampleScope): void {
    if (FUNCTIONS.has(node.type)) {
      const inner = builder.open('function', node.startIndex, node.endIndex, scope);
      declareParams(node.childForFieldName('parameters'), inner, node.startIndex);
      for (const part of node.namedChildren) if (part.type !== 'parameters') visit(part, inner);
      return;
    }
    if (BLOCKS.has(node.type)) {
      const inner = builder.open('block', node.startIndex, node.endIndex, scope);
      // `for x in xs`, `if let Some(x) = y`, match arm patterns: their names are of unknown type.
      for (const pattern of [node.childForFieldName('pattern'), ...node.descendantsOfType('let_condition')])
        for (const name of patternNames(
          pattern?.type === 'let_condition' ? pattern.childForFieldName('pattern') : pattern,
        ))
          builder.declare(inner, name.text, { kind: 'untyped', text: '', from: node.startIndex });
      for (const part of node.namedChildren) visit(part, inner);
      return;
    }
    if (node.type === 'let_declaration') {
      const pattern = node.childForFieldName('pattern');
      const type = node.childForFieldName('type')?.text;
      const value = node.childForFieldName('value');
      const plain = pattern?.type === 'identifier' || pattern?.type === 'mut_pattern';
      for (const name of patternNames(pattern)) {
        // `let c = Client::new()` is written with `::`; the rules read `.`-joined paths.
        const text = type ?? (plain ? (value?.text.replace(/::/g, '.') ?? '') : '');
        builder.declare(scope, name.text, {
          kind: type ? 'typed' : text ? 'assigned' : 'untyped',
          text: text.slice(0, TEXT),
          from: node.endIndex,
        });
      }
    }
    for (const part of node.namedChildren) visit(part, scope);
  }

  visit(root, builder.module);
  return builder.finish();
}
