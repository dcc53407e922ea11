import type { Node } from 'web-tree-sitter';

/** A definition at module or class level with the decorators written above it. */
export interface Declaration {
  node: Node;
  decorators: Node[];
}

const COMPOUND = new Set([
  'if_statement',
  'elif_clause',
  'else_clause',
  'try_statement',
  'except_clause',
  'finally_clause',
  'block',
  'with_statement',
]);

/**
 * Statements of a module or class body, descending into `if`/`try`/`with` blocks (definitions under
 * `if TYPE_CHECKING:` or a `try: import` fallback are still the module's API) but not into functions.
 */
export function bodyStatements(body: Node): Declaration[] {
  const out: Declaration[] = [];
  const visit = (node: Node): void => {
    for (const child of node.namedChildren) {
      if (child.type === 'decorated_definition') {
        const definition = child.childForFieldName('definition');
        const decorators = child.namedChildren.filter((item) => item.type === 'decorator');
        if (definition) out.push({ node: definition, decorators });
      } else if (COMPOUND.has(child.type)) {
        visit(child);
      } else if (child.type !== 'comment') {
        out.push({ node: child, decorators: [] });
      }
    }
  };
  visit(body);
  return out;
}

/** The decorator's callee without arguments: `@app.route("/x")` -> `app.route`, `@property` -> `property`. */
export function decoratorName(decorator: Node): string {
  const expression = decorator.namedChildren[0];
  if (!expression) return '';
  const callee = expression.type === 'call' ? expression.childForFieldName('function') : expression;
  return callee ? callee.text.replace(/\s+/g, '') : '';
}

/** The assignment of an `x = ...` / `x: T = ...` statement, if the statement is one. */
export function assignmentOf(statement: Node): Node | undefined {
  if (statement.type !== 'expression_statement') return undefined;
  const first = statement.namedChildren[0];
  return first?.type === 'assignment' ? first : undefined;
}
