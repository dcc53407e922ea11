import type { Node } from 'web-tree-sitter';
import type { ParameterFact, SymbolFact } from '../../facts/types.js';
import { locate, oneLine } from '../tree-sitter/shared/syntax.js';
import { rubyString } from './ruby-syntax.js';

/** Ruby parameters: positional, `x = 1`, `key:`/`key: 1` (keyword-only), `*rest`, `**opts`. */
function rubyParameters(list: Node | null | undefined): ParameterFact[] {
  const params: ParameterFact[] = [];
  for (const param of list?.namedChildren ?? []) {
    const name = param.type === 'identifier' ? param.text : param.childForFieldName('name')?.text;
    const value = param.childForFieldName('value');
    if (!name) continue;
    if (param.type === 'identifier') params.push({ name, kind: 'positional', optional: false });
    else if (param.type === 'optional_parameter' && value)
      params.push({ name, kind: 'positional', optional: true, defaultValue: value.text });
    else if (param.type === 'keyword_parameter')
      params.push(
        value
          ? { name, kind: 'keyword_only', optional: true, defaultValue: value.text }
          : { name, kind: 'keyword_only', optional: false },
      );
    else if (param.type === 'splat_parameter') params.push({ name, kind: 'rest', optional: true });
    else if (param.type === 'hash_splat_parameter') params.push({ name, kind: 'kwargs', optional: true });
  }
  return params;
}

function paramsText(params: ParameterFact[]): string {
  return params
    .map((param) => {
      if (param.kind === 'rest') return `*${param.name}`;
      if (param.kind === 'kwargs') return `**${param.name}`;
      if (param.kind === 'keyword_only')
        return `${param.name}:${param.defaultValue ? ` ${param.defaultValue}` : ''}`;
      return param.defaultValue ? `${param.name} = ${param.defaultValue}` : param.name;
    })
    .join(', ');
}

const VISIBILITY = new Set(['private', 'protected', 'public']);

interface Scope {
  path: string;
  /** Inside `class << self` or after `module_function`: methods are called on the class/module. */
  classMethods?: boolean;
  container?: string;
  exported: boolean;
  symbols: SymbolFact[];
}

function methodSymbol(scope: Scope, node: Node, exported: boolean): SymbolFact | undefined {
  const name = node.childForFieldName('name')?.text;
  if (!name) return undefined;
  const params = rubyParameters(node.childForFieldName('parameters'));
  const isStatic = node.type === 'singleton_method' || scope.classMethods === true;
  const kind = scope.container ? 'method' : 'function';
  const signature = oneLine(`${isStatic ? 'self.' : ''}${name}(${paramsText(params)})`);
  return {
    name,
    kind,
    ...(scope.container ? { container: scope.container } : {}),
    exported,
    ...(isStatic ? { isStatic } : {}),
    params,
    signature,
    location: locate(scope.path, node),
  };
}

/** Walks a class/module body tracking `private`/`public` sections and `private :name` calls. */
function walkBody(outer: Scope, body: Node | null, owner?: SymbolFact): void {
  let scope = outer;
  let visible = true;
  const hidden = new Set<string>();
  const start = scope.symbols.length;
  for (const node of body?.namedChildren ?? []) {
    if (node.type === 'identifier' && VISIBILITY.has(node.text)) {
      visible = node.text === 'public';
    } else if (node.type === 'identifier' && node.text === 'module_function') {
      scope = { ...scope, classMethods: true };
    } else if (node.type === 'singleton_class') {
      walkBody({ ...scope, classMethods: true }, node.childForFieldName('body'), owner);
    } else if (node.type === 'method' || node.type === 'singleton_method') {
      if (node.childForFieldName('name')?.text === 'initialize' && owner) {
        owner.params = rubyParameters(node.childForFieldName('parameters'));
        owner.signature = `${owner.name}.new(${paramsText(owner.params)})`;
        continue;
      }
      const symbol = methodSymbol(
        scope,
        node,
        scope.exported && (visible || node.type === 'singleton_method'),
      );
      if (symbol) scope.symbols.push(symbol);
    } else if (node.type === 'class' || node.type === 'module') {
      typeSymbol(scope, node);
    } else if (node.type === 'assignment' && node.childForFieldName('left')?.type === 'constant') {
      const name = node.childForFieldName('left')?.text ?? '';
      scope.symbols.push({
        name,
        kind: 'constant',
        ...(scope.container ? { container: scope.container } : {}),
        exported: scope.exported,
        signature: oneLine(node.text, 120),
        location: locate(scope.path, node),
      });
    } else if (node.type === 'call') {
      const method = node.childForFieldName('method')?.text ?? '';
      const args = node.childForFieldName('arguments')?.namedChildren ?? [];
      if (VISIBILITY.has(method)) {
        for (const arg of args) {
          if (arg.type === 'method' || arg.type === 'singleton_method') {
            const symbol = methodSymbol(scope, arg, scope.exported && method === 'public');
            if (symbol) scope.symbols.push(symbol);
          } else if (method !== 'public') {
            const name = rubyString(arg);
            if (name) hidden.add(name);
          }
        }
      } else if (/^attr_(reader|accessor|writer)$/.test(method) && scope.container) {
        for (const arg of args) {
          const name = rubyString(arg);
          if (name)
            scope.symbols.push({
              name,
              kind: 'property',
              container: scope.container,
              exported: scope.exported && visible,
              signature: `${method} :${name}`,
              location: locate(scope.path, node),
            });
        }
      }
    }
  }
  for (const symbol of scope.symbols.slice(start))
    if (hidden.has(symbol.name) && symbol.container === scope.container) symbol.exported = false;
}

/** `class A < B::C` and `include`/`extend`/`prepend` of modules in the body: where A's other methods come from. */
function rubySupertypes(node: Node): string[] {
  const superclass = node.childForFieldName('superclass')?.namedChildren[0]?.text;
  const mixins = (node.childForFieldName('body')?.namedChildren ?? [])
    .filter(
      (child) =>
        child.type === 'call' &&
        !child.childForFieldName('receiver') &&
        ['include', 'extend', 'prepend'].includes(child.childForFieldName('method')?.text ?? ''),
    )
    .flatMap((call) => call.childForFieldName('arguments')?.namedChildren ?? [])
    .map((arg) => arg.text);
  return [...(superclass ? [superclass] : []), ...mixins].map((base) => base.split('::').at(-1) ?? base);
}

function typeSymbol(scope: Scope, node: Node): void {
  const name = node.childForFieldName('name')?.text.split('::').at(-1);
  if (!name) return;
  const bases = rubySupertypes(node);
  const symbol: SymbolFact = {
    name,
    kind: node.type === 'class' ? 'class' : 'type',
    ...(scope.container ? { container: scope.container } : {}),
    exported: scope.exported,
    ...(bases.length > 0 ? { extends: bases } : {}),
    signature: `${node.type} ${name}`,
    location: locate(scope.path, node),
  };
  scope.symbols.push(symbol);
  walkBody(
    { ...scope, container: name },
    node.childForFieldName('body'),
    node.type === 'class' ? symbol : undefined,
  );
}

/** Classes, modules, public methods (with `initialize` parameters on the class), attributes and constants. */
export function rubySymbols(path: string, root: Node): SymbolFact[] {
  const scope: Scope = { path, exported: true, symbols: [] };
  walkBody(scope, root);
  return scope.symbols;
}
