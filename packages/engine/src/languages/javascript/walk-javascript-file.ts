// One walk over a file's syntax tree for the facts no declaration carries: the identifiers it
// mentions, the members it adds at run time, imports through `require`, CLI options and env reads.
import type { FileFacts } from '../../facts/types.js';
import { type AstNode, child, children, memberPath, nameOf, str, stringValue, walk } from './ast.js';
import { collectRequireBinding } from './collect-require-binding.js';
import {
  type CliCollector,
  collectCliCall,
  collectEnvRead,
  collectManualFlag,
  collectParseArgs,
} from './extract-js-cli.js';
import { collectRouterDeclaration, type RouteCollector } from './extract-js-routes.js';
import { copiesIntoExports, keysAddedByCall, mixinTarget } from './keys-added-by-call.js';
import { prototypeOwner } from './read-declaration-names.js';

const IDENTIFIER_LIKE = /^[A-Za-z_$][\w$]*$/;
const ENV_LIKE = /^[A-Z][A-Z0-9]*(_[A-Z0-9]+)+$/;

export interface FileWalk {
  facts: FileFacts;
  routes: RouteCollector;
  cli: CliCollector;
  identifiers: Set<string>;
  /** Members the code adds to an object or prototype under a name it spells out. */
  assignedMembers: Set<string>;
  /** Classes and functions that get members named only at run time. */
  dynamicPrototypes: Set<string>;
  /** Every call, for the route pass that runs once all routers are known. */
  routeCalls: AstNode[];
}

function visitCall(w: FileWalk, node: AstNode, parent: AstNode | undefined): void {
  w.routeCalls.push(node);
  // `Object.defineProperty(Router.prototype, httpMethod, ...)`: a member per HTTP verb, named at run time.
  if (memberPath(child(node, 'callee')) === 'Object.defineProperty') {
    const [target, key] = children(node, 'arguments');
    const owner = prototypeOwner(target);
    const literal = stringValue(key);
    if (literal) w.assignedMembers.add(literal);
    else if (owner) w.dynamicPrototypes.add(owner);
  }
  for (const name of keysAddedByCall(node)) w.assignedMembers.add(name);
  if (copiesIntoExports(node)) w.facts.exportsCopied = true;
  // `Object.assign(Client.prototype, EventsMixin)`: a mixin whose members this file does not list.
  const mixedInto = mixinTarget(node);
  if (mixedInto) w.dynamicPrototypes.add(mixedInto);
  collectCliCall(w.cli, node);
  collectParseArgs(w.cli, node);
  collectManualFlag(w.cli, node);
  collectEnvRead(w.cli, node, parent);
}

function visitDeclarator(w: FileWalk, node: AstNode, parent: AstNode | undefined): void {
  collectRequireBinding(w.facts, w.routes, node);
  const id = nameOf(child(node, 'id'));
  const init = child(node, 'init');
  if (id && init && parent?.type === 'VariableDeclaration' && !w.facts.routers.some((r) => r.id === id))
    collectRouterDeclaration(w.routes, id, init, false);
  if (id && init?.type === 'CallExpression' && /\.command$/.test(memberPath(child(init, 'callee')) ?? '')) {
    const spec = stringValue(children(init, 'arguments')[0]);
    if (spec) w.cli.commandBindings.set(id, spec.split(/\s+/)[0] ?? spec);
  }
}

function visitAssignment(w: FileWalk, node: AstNode): void {
  const left = child(node, 'left');
  if (left?.type !== 'MemberExpression') return;
  const property = child(left, 'property');
  if (left.computed !== true) {
    // `got.extend = (...) => {}`: a member the code adds to an object (a function object, an instance).
    const prop = nameOf(property);
    if (prop && child(left, 'object')?.type !== 'ThisExpression') w.assignedMembers.add(prop);
    return;
  }
  // `Client.prototype['disconnect'] = ...`: a member under a literal name.
  const literalKey = stringValue(property);
  if (literalKey && IDENTIFIER_LIKE.test(literalKey)) w.assignedMembers.add(literalKey);
  // `Router.prototype[method] = ...`, `request[name] = ...` in a loop over HTTP methods:
  // members named at run time, of the class or of the function object itself.
  if (!literalKey && property?.type !== 'Literal') {
    const target = child(left, 'object');
    const owner = prototypeOwner(target) ?? (target?.type === 'Identifier' ? nameOf(target) : undefined);
    if (owner) w.dynamicPrototypes.add(owner);
  }
}

function visitNode(w: FileWalk, node: AstNode, parent: AstNode | undefined): void {
  switch (node.type) {
    case 'Identifier': {
      const name = str(node, 'name');
      if (name) w.identifiers.add(name);
      return;
    }
    case 'Literal': {
      const value = node.value;
      if (
        typeof value === 'string' &&
        value.length <= 64 &&
        (IDENTIFIER_LIKE.test(value) || ENV_LIKE.test(value))
      )
        w.identifiers.add(value);
      return;
    }
    case 'CallExpression':
      visitCall(w, node, parent);
      return;
    case 'VariableDeclarator':
      visitDeclarator(w, node, parent);
      return;
    case 'MemberExpression': {
      collectEnvRead(w.cli, node, parent);
      const prop = nameOf(child(node, 'property'));
      if (prop) w.identifiers.add(prop);
      return;
    }
    case 'BinaryExpression':
    case 'SwitchCase':
      collectManualFlag(w.cli, node);
      return;
    case 'AssignmentExpression':
      visitAssignment(w, node);
      return;
    case 'Property':
    case 'MethodDefinition':
    case 'PropertyDefinition':
    case 'TSPropertySignature': {
      const key = nameOf(child(node, 'key'));
      if (key) w.identifiers.add(key);
      if (node.type === 'Property') collectEnvRead(w.cli, node, parent);
      return;
    }
  }
}

/** Walks `program` once, filling `w`. */
export function walkJavaScriptFile(w: FileWalk, program: AstNode): void {
  walk(program, (node, parent) => visitNode(w, node, parent));
}
