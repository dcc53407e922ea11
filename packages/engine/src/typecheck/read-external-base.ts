import type TS from 'typescript';

const EMITTER = [
  'on',
  'once',
  'off',
  'emit',
  'addListener',
  'removeListener',
  'removeAllListeners',
  'listeners',
  'rawListeners',
  'listenerCount',
  'eventNames',
  'prependListener',
  'prependOnceListener',
  'setMaxListeners',
  'getMaxListeners',
];
const READABLE = [
  'read',
  'setEncoding',
  'pause',
  'resume',
  'isPaused',
  'pipe',
  'unpipe',
  'unshift',
  'wrap',
  'push',
  'iterator',
  'map',
  'filter',
  'forEach',
  'toArray',
  'some',
  'find',
  'every',
  'flatMap',
  'drop',
  'take',
  'reduce',
  'asIndexedPairs',
  'compose',
];
const WRITABLE = ['write', 'end', 'cork', 'uncork', 'setDefaultEncoding'];
const STREAM = [...EMITTER, ...READABLE, ...WRITABLE, 'destroy', 'destroyed', 'closed', 'errored'];

/**
 * Members of the standard bases a class most often extends from a module the checker cannot read
 * here (Node's `events` and `stream`, and their npm twins): their API is fixed, so a member outside
 * it is not supplied by the base. Names starting with `_`, `readable` or `writable` (hooks and
 * state of streams) are left open.
 */
const KNOWN_BASES: Record<string, Record<string, string[]>> = {
  events: { EventEmitter: EMITTER, default: EMITTER },
  eventemitter3: { EventEmitter: EMITTER, default: EMITTER },
  stream: {
    Readable: STREAM,
    Writable: STREAM,
    Duplex: STREAM,
    Transform: STREAM,
    PassThrough: STREAM,
    Stream: STREAM,
  },
};
KNOWN_BASES['node:events'] = KNOWN_BASES.events ?? {};
KNOWN_BASES['node:stream'] = KNOWN_BASES.stream ?? {};
KNOWN_BASES['readable-stream'] = KNOWN_BASES.stream ?? {};

function moduleOf(ts: typeof TS, declaration: TS.Node): string | undefined {
  for (let n: TS.Node | undefined = declaration; n; n = n.parent) {
    if (ts.isImportDeclaration(n) && ts.isStringLiteral(n.moduleSpecifier)) return n.moduleSpecifier.text;
    if (ts.isImportEqualsDeclaration(n) && ts.isExternalModuleReference(n.moduleReference)) {
      const expression = n.moduleReference.expression;
      return ts.isStringLiteral(expression) ? expression.text : undefined;
    }
    if (ts.isVariableDeclaration(n)) {
      // `const { Transform } = require('stream')`, `const EventEmitter = require('events')`.
      let init = n.initializer;
      while (init && ts.isPropertyAccessExpression(init)) init = init.expression;
      if (init && ts.isCallExpression(init) && init.expression.getText() === 'require') {
        const [argument] = init.arguments;
        return argument && ts.isStringLiteral(argument) ? argument.text : undefined;
      }
      return undefined;
    }
  }
  return undefined;
}

/** What a base names: `EventEmitter` (imported), `stream.Transform` (a namespace's member). */
function baseName(
  ts: typeof TS,
  expression: TS.Expression,
): { local: TS.Identifier; name: string } | undefined {
  if (ts.isIdentifier(expression)) return { local: expression, name: expression.text };
  if (ts.isPropertyAccessExpression(expression) && ts.isIdentifier(expression.expression))
    return { local: expression.expression, name: expression.name.text };
  return undefined;
}

/**
 * The fixed member list of an unresolved base that is one of the standard ones (`extends
 * EventEmitter` from `events` or `eventemitter3`, `extends stream.Transform`), else undefined.
 */
export function readExternalBase(
  ts: typeof TS,
  checker: TS.TypeChecker,
  base: TS.ExpressionWithTypeArguments,
): Set<string> | undefined {
  const named = baseName(ts, base.expression);
  if (!named) return undefined;
  const declaration = checker.getSymbolAtLocation(named.local)?.getDeclarations()?.[0];
  const source = declaration && moduleOf(ts, declaration);
  const imported =
    declaration && (ts.isImportSpecifier(declaration) || ts.isBindingElement(declaration))
      ? (declaration.propertyName?.getText() ?? named.local.text)
      : undefined;
  // `import EventEmitter from 'events'` or `import * as stream from 'stream'` + `stream.Transform`.
  const member = named.local === base.expression ? (imported ?? 'default') : named.name;
  const members = source ? KNOWN_BASES[source]?.[member] : undefined;
  return members ? new Set(members) : undefined;
}

/** Whether `member` may come from a standard base even though its list lacks it (stream hooks and state). */
export function mayBeBaseInternal(member: string): boolean {
  return /^(?:_|readable|writable)/.test(member);
}
