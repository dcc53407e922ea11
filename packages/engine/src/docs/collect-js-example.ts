// Imports, calls and bindings of a parsed JavaScript/TypeScript example. Code in comments and
// strings never reaches the syntax tree, so it is never read as a call.
import { type AstNode, child, children, nameOf, stringValue, walk } from '../languages/javascript/ast.js';
import type { ExampleArg, ExampleCall, ParsedExample } from '../model/doc.js';
import { createLineIndex } from '../util/line-index.js';
import { collectJsScopes } from './collect-js-scopes.js';

/** What a standalone `...` placeholder becomes before a retry: a name no example uses. */
export const ELIDED = '__driftwatch_elided__';
const CALL_TEXT = 200;
const ARG_TEXT = 60;

/** `a.b.c` of a callee made of names only; undefined for `f().g`, `a[b]`, `(x || y).z`. */
function chainOf(node: AstNode | undefined): string[] | undefined {
  if (!node) return undefined;
  if (node.type === 'Identifier') {
    const name = nameOf(node);
    return name ? [name] : undefined;
  }
  if (node.type === 'ThisExpression') return ['this'];
  if (node.type === 'MemberExpression') {
    const object = chainOf(child(node, 'object'));
    const property = child(node, 'property');
    const name = node.computed === true ? stringValue(property) : nameOf(property);
    return object && name ? [...object, name] : undefined;
  }
  return undefined;
}

/** Drops `await`, `x as T`, `x!` and `x satisfies T` around an expression. */
function unwrap(node: AstNode | undefined): AstNode | undefined {
  let current = node;
  while (
    current &&
    (current.type === 'AwaitExpression' ||
      current.type === 'TSAsExpression' ||
      current.type === 'TSNonNullExpression' ||
      current.type === 'TSSatisfiesExpression')
  ) {
    current = child(current, current.type === 'AwaitExpression' ? 'argument' : 'expression');
  }
  return current;
}

/** The module of `require('x')` or `import('x')`. */
function requiredSource(node: AstNode | undefined): string | undefined {
  const call = unwrap(node);
  if (call?.type === 'ImportExpression') return stringValue(child(call, 'source'));
  if (call?.type !== 'CallExpression' || nameOf(child(call, 'callee')) !== 'require') return undefined;
  return stringValue(children(call, 'arguments')[0]);
}

/**
 * Source text as the page shows it (placeholders back as `...`), cut short: nested calls would
 * otherwise each repeat the text of the calls inside them, and only a claim's start is shown.
 */
function shown(source: string, node: AstNode, max: number): string {
  return source
    .slice(node.start, Math.min(node.end, node.start + max + ELIDED.length))
    .replaceAll(ELIDED, '...')
    .slice(0, max);
}

function argumentOf(node: AstNode, source: string): ExampleArg {
  const text = shown(source, node, ARG_TEXT);
  if (node.type === 'SpreadElement') return { text, rest: true, kwargs: false };
  if (node.type !== 'ObjectExpression') return { text, rest: false, kwargs: false };
  const keys: string[] = [];
  let openKeys = false;
  for (const property of children(node, 'properties')) {
    const key =
      property.type === 'Property' && property.computed !== true ? child(property, 'key') : undefined;
    const name = nameOf(key) ?? (key?.type === 'Literal' ? String(key.value) : undefined);
    if (!name || name === ELIDED) openKeys = true;
    else keys.push(name);
  }
  return { text, rest: false, kwargs: false, keys, openKeys };
}

/**
 * `pub.publish(/* ... *\/)` or `sub.subscribe(/* channel *\/)`: a comment stands for arguments the
 * example leaves out. Comments can only sit between the argument nodes (strings are inside them).
 */
function commentElides(node: AstNode, callee: AstNode, argNodes: AstNode[], source: string): boolean {
  let gaps = '';
  let at = callee.end;
  for (const arg of argNodes) {
    gaps += source.slice(at, arg.start);
    at = arg.end;
  }
  gaps += source.slice(at, node.end);
  const comments = gaps.match(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g);
  return comments !== null && (argNodes.length === 0 || /\.\.\.|…/.test(comments.join(' ')));
}

function callOf(node: AstNode, source: string, line: number): ExampleCall | undefined {
  const callee = child(node, 'callee');
  const chain = chainOf(callee);
  if (!callee || !chain) return undefined;
  const args: ExampleArg[] = [];
  const argNodes = children(node, 'arguments');
  let elided = commentElides(node, callee, argNodes, source);
  for (const arg of argNodes) {
    if (nameOf(arg) === ELIDED) elided = true;
    else args.push(argumentOf(arg, source));
  }
  return {
    chain,
    args,
    line,
    text: shown(source, node, CALL_TEXT),
    elided,
    isNew: node.type === 'NewExpression',
  };
}

/** Adds what `program` (parsed from `source`, which starts on block line `lineOffset`) shows. */
export function collectJsExample(
  program: AstNode,
  source: string,
  lineOffset: number,
  out: ParsedExample,
): void {
  const lineAt = createLineIndex(source);
  const line = (node: AstNode) => lineAt(node.start) - 1 + lineOffset;
  const bindingAt = collectJsScopes(program, source);
  walk(program, (node) => {
    if (node.type === 'ImportDeclaration') {
      const from = stringValue(child(node, 'source'));
      if (from === undefined) return;
      for (const specifier of children(node, 'specifiers')) {
        if (specifier.type === 'ImportSpecifier') {
          const name = nameOf(child(specifier, 'imported'));
          if (name) out.imports.push({ source: from, name, kind: 'named', line: line(specifier) });
        } else {
          const name = nameOf(child(specifier, 'local'));
          const kind = specifier.type === 'ImportDefaultSpecifier' ? 'default' : 'namespace';
          if (name) out.imports.push({ source: from, name, kind, line: line(specifier) });
        }
      }
    } else if (node.type === 'VariableDeclarator') {
      const id = child(node, 'id');
      const init = child(node, 'init');
      const from = requiredSource(init);
      if (from !== undefined && id?.type === 'ObjectPattern') {
        for (const property of children(id, 'properties')) {
          const name = property.type === 'Property' ? nameOf(child(property, 'key')) : undefined;
          if (name) out.imports.push({ source: from, name, kind: 'named', line: line(property) });
        }
        return;
      }
      const name = nameOf(id);
      if (!id || !name || !init) return;
      if (from !== undefined) out.imports.push({ source: from, name, kind: 'namespace', line: line(id) });
      else out.assigned.push(name);
      bind(name, init);
    } else if (node.type === 'AssignmentExpression') {
      const name = nameOf(child(node, 'left'));
      if (name) bind(name, child(node, 'right'));
    } else if (node.type === 'CallExpression' || node.type === 'NewExpression') {
      const call = callOf(node, source, line(node));
      const head = call?.chain[0];
      const binding = head && head !== 'this' ? bindingAt(node.start, head) : undefined;
      if (call) out.calls.push(binding ? { ...call, head: binding } : call);
    }
  });

  function bind(name: string, value: AstNode | undefined): void {
    const call = unwrap(value);
    if (call?.type !== 'CallExpression' && call?.type !== 'NewExpression') return;
    const callee = chainOf(child(call, 'callee'));
    if (callee) out.bindings.push({ name, callee });
  }
}
