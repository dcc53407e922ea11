// The scopes of a Go example from its tree-sitter syntax tree: the file, functions and function
// literals (receiver, parameters and results are typed), blocks, and the implicit blocks of `if`,
// `for`, `switch` and `select` (so `if v, ok := x.(*validator.Validate); ok { v.Register() }` sees v).
import type { Node } from 'web-tree-sitter';
import type { ExampleHeadBinding } from '../model/doc.js';
import { createScopeBuilder, type ExampleScope, type ScopeBuilder } from './build-example-scopes.js';

const TEXT = 200;
const FUNCTIONS = new Set(['function_declaration', 'method_declaration', 'func_literal']);
const IMPLICIT_BLOCKS = new Set([
  'block',
  'if_statement',
  'for_statement',
  'expression_switch_statement',
  'type_switch_statement',
  'select_statement',
  'expression_case',
  'type_case',
  'default_case',
  'communication_case',
]);

/** The targets of a list, in position (`_` and non-names included, so values pair up). */
function targetsOf(list: Node | null | undefined): Node[] {
  if (!list) return [];
  const nodes = list.type === 'expression_list' ? list.namedChildren : [list];
  return nodes.filter((n): n is Node => n !== null && n.type !== 'comment');
}

function isName(node: Node): boolean {
  return node.type === 'identifier' && node.text !== '_';
}

type Record = (name: Node, kind: ExampleHeadBinding['kind'], text: string) => void;

/**
 * `a, b := x, y` binds pairwise; `c, err := fc.NewClient()` and `v, ok := x.(*T)` bind the first
 * name to the one expression (the call's first result, the asserted value).
 */
function bindList(left: Node[], right: Node[], record: Record): void {
  left.forEach((name, i) => {
    if (!isName(name)) return;
    const value = right.length === left.length ? right[i] : i === 0 ? right[0] : undefined;
    record(name, value ? 'assigned' : 'untyped', value?.text.slice(0, TEXT) ?? '');
  });
}

function declareParams(builder: ScopeBuilder, list: Node | null, scope: ExampleScope, from: number): void {
  for (const param of list?.namedChildren ?? []) {
    const type = param?.childForFieldName('type')?.text ?? '';
    for (const name of param?.childrenForFieldName('name') ?? [])
      if (name && name.text !== '_')
        builder.declare(scope, name.text, {
          kind: type ? 'typed' : 'untyped',
          text: type.slice(0, TEXT),
          from,
        });
  }
}

/** `var x T`, `const c = 1`, `var c = pkg.New()`. */
function bindVarSpec(builder: ScopeBuilder, node: Node, scope: ExampleScope): void {
  const type = node.childForFieldName('type')?.text;
  const names = node.childrenForFieldName('name').filter((n): n is Node => n !== null);
  if (type || node.type === 'const_spec')
    for (const name of names.filter(isName))
      builder.declare(scope, name.text, {
        kind: type ? 'typed' : 'untyped',
        text: type?.slice(0, TEXT) ?? '',
        from: node.endIndex,
      });
  else
    bindList(names, targetsOf(node.childForFieldName('value')), (name, kind, text) =>
      builder.declare(scope, name.text, { kind, text, from: node.endIndex }),
    );
}

/** The names one statement or declaration binds in `scope` (its children are visited after). */
function bindStatement(builder: ScopeBuilder, node: Node, scope: ExampleScope): void {
  switch (node.type) {
    case 'import_spec': {
      const path = node.childForFieldName('path')?.text.replace(/^["`]|["`]$/g, '') ?? '';
      const name = node.childForFieldName('name')?.text ?? path.split('/').pop() ?? '';
      if (name && name !== '_' && name !== '.')
        builder.declare(builder.module, name, { kind: 'imported', text: '', from: 0 });
      return;
    }
    case 'short_var_declaration':
      bindList(
        targetsOf(node.childForFieldName('left')),
        targetsOf(node.childForFieldName('right')),
        (name, kind, text) => builder.declare(scope, name.text, { kind, text, from: node.endIndex }),
      );
      return;
    case 'assignment_statement':
      // `r = r.WithContext(ctx)` rebinds; `n += 1` keeps the type.
      if (node.childForFieldName('operator')?.text === '=' || node.children.some((c) => c?.type === '='))
        bindList(
          targetsOf(node.childForFieldName('left')),
          targetsOf(node.childForFieldName('right')),
          (name, kind, text) =>
            builder.assign(node.startIndex, name.text, { kind, text, from: node.endIndex }),
        );
      return;
    case 'var_spec':
    case 'const_spec':
      bindVarSpec(builder, node, scope);
      return;
    case 'type_spec': {
      // The example's own type: `x.(*CustomCtx)` then names it, not the project's CustomCtx.
      const name = node.childForFieldName('name');
      if (name) builder.declare(scope, name.text, { kind: 'untyped', text: '', from: 0 });
      return;
    }
    case 'range_clause':
      for (const name of targetsOf(node.childForFieldName('left')).filter(isName))
        builder.declare(scope, name.text, { kind: 'untyped', text: '', from: node.endIndex });
      return;
  }
}

/** Builds the scopes of a Go example's tree and returns the binding lookup. */
export function collectGoScopes(
  root: Node,
): (offset: number, name: string) => ExampleHeadBinding | undefined {
  const builder: ScopeBuilder = createScopeBuilder(root.endIndex);

  function visit(node: Node, scope: ExampleScope): void {
    if (FUNCTIONS.has(node.type)) {
      const name = node.type === 'function_declaration' ? node.childForFieldName('name') : null;
      if (name) builder.declare(scope, name.text, { kind: 'untyped', text: '', from: 0 });
      const inner = builder.open('function', node.startIndex, node.endIndex, scope);
      for (const field of ['receiver', 'parameters', 'result'])
        declareParams(builder, node.childForFieldName(field), inner, node.startIndex);
      const body = node.childForFieldName('body');
      // The body's statements share the parameters' scope (redeclaring a parameter there is an error).
      for (const part of body?.namedChildren ?? []) if (part) visit(part, inner);
      return;
    }
    if (IMPLICIT_BLOCKS.has(node.type)) {
      const inner = builder.open('block', node.startIndex, node.endIndex, scope);
      if (node.type === 'type_switch_statement')
        for (const name of targetsOf(node.childForFieldName('alias')).filter(isName))
          builder.declare(inner, name.text, { kind: 'untyped', text: '', from: node.startIndex });
      for (const part of node.namedChildren) if (part) visit(part, inner);
      return;
    }
    bindStatement(builder, node, scope);
    for (const part of node.namedChildren) if (part) visit(part, scope);
  }

  visit(root, builder.module);
  return builder.finish();
}
