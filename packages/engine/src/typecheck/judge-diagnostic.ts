import type TS from 'typescript';
import { closestName } from '../util/similarity.js';
import { hasUnresolvedBase } from './has-unresolved-base.js';
import { projectDeclaration, typeDeclarations } from './project-declaration.js';
import type { Snippet } from './snippet.js';

/** A diagnostic that means drift, in terms of the snippet (cached with its text). */
export interface Verdict {
  /** 0-based line in the snippet, and the diagnostic's offset in it. */
  line: number;
  start: number;
  code: number;
  identifier: string;
  subtype: string;
  message: string;
  /** The name TypeScript suggests instead ("Did you mean"), else the closest existing one. */
  rename?: string;
  /** The type that lacks the member (`Router`), for members. */
  owner?: string;
  /**
   * The project's type is open here (a base the checker cannot resolve, a plugin, members added at
   * run time): no finding, and no guess by another rule about this name on this line either.
   */
  abstain?: boolean;
  /** TypeScript itself suggested the rename: the fix is certain. */
  certain?: boolean;
  /** The project declaration the claim is judged against. */
  declaration?: { path: string; line: number; reality: string };
}

/** The name judged, its project declaration, and the names that exist there (for a likely rename). */
interface Judged {
  identifier: string;
  /** Absent when the type is open (`open`): nothing to point at. */
  declaration?: NonNullable<Verdict['declaration']>;
  open?: boolean;
  names: () => string[];
  owner?: string;
}

export const MEMBER_CODES = new Set([2339, 2551]);
const EXPORT_CODES = new Set([2305, 2724]);
const OPTION_CODES = new Set([2353, 2561]);
const CALL_CODES = new Set([2554, 2555, 2769]);

function nodeAt(ts: typeof TS, file: TS.SourceFile, position: number): TS.Node | undefined {
  let found: TS.Node | undefined;
  const visit = (node: TS.Node): void => {
    if (position < node.getStart(file) || position >= node.end) return;
    found = node;
    ts.forEachChild(node, visit);
  };
  ts.forEachChild(file, visit);
  return found;
}

function ancestor<T extends TS.Node>(node: TS.Node, test: (n: TS.Node) => n is T): T | undefined {
  for (let n: TS.Node | undefined = node; n; n = n.parent) if (test(n)) return n;
  return undefined;
}

function symbolDeclarations(
  ts: typeof TS,
  checker: TS.TypeChecker,
  node: TS.Node,
): readonly TS.Declaration[] | undefined {
  let symbol = checker.getSymbolAtLocation(node);
  if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
  return symbol?.getDeclarations();
}

/** The expression whose type lacks the member: `app` in `app.listenn`, the `require()` destructured. */
function receiverOf(ts: typeof TS, node: TS.Node): TS.Expression | undefined {
  const parent = node.parent;
  if (!parent) return undefined;
  if (ts.isPropertyAccessExpression(parent) && parent.name === node) {
    // `app.extra = 1` adds the member (JavaScript expando, a plugin decorating at run time).
    const assigned =
      ts.isBinaryExpression(parent.parent) &&
      parent.parent.left === parent &&
      parent.parent.operatorToken.kind === ts.SyntaxKind.EqualsToken;
    return assigned ? undefined : parent.expression;
  }
  if (ts.isBindingElement(parent) && ts.isObjectBindingPattern(parent.parent)) {
    const declaration = parent.parent.parent;
    if (ts.isVariableDeclaration(declaration)) return declaration.initializer;
  }
  return undefined;
}

function didYouMean(message: string): string | undefined {
  return /Did you mean(?: to write)? '([^']+)'\?/.exec(message)?.[1];
}

function judgeMember(ts: typeof TS, checker: TS.TypeChecker, root: string, node: TS.Node, snippet: Snippet) {
  const receiver = receiverOf(ts, node);
  if (!receiver || !ts.isIdentifier(node)) return undefined;
  // The example adds the member itself (`store.foo = bar` in a middleware it writes), or names it
  // as a key of its own configuration (`levels: { foobar: 3 }` gives `logger.foobar()` at run time).
  const name = node.text.replace(/\$/g, '\\$');
  const assigned = new RegExp(`\\.${name}\\s*=(?!=)|(?:^|[{,])\\s*['"]?${name}['"]?\\s*:(?!:)`, 'm');
  if (assigned.test(node.getSourceFile().text)) return { identifier: node.text, open: true, names: () => [] };
  const type = checker.getTypeAtLocation(receiver);
  if (hasUnresolvedBase(ts, checker, type, node.text))
    return { identifier: node.text, open: true, names: () => [] };
  // Prose writes `Store.create` for a static member, `Store.get` for an instance one and
  // `Agent.Options` for a type of the class's namespace alike.
  const symbol = type.getSymbol();
  if (
    snippet.origin === 'reference' &&
    symbol &&
    symbol.flags & ts.SymbolFlags.Class &&
    (checker.getTypeOfSymbol(symbol).getProperty(node.text) ||
      symbol.exports?.has(ts.escapeLeadingUnderscores(node.text)))
  )
    return undefined;
  // `promise.finally()` on `Request | CancelableRequest`: the page knows which one it holds.
  if (type.isUnion() && type.types.some((t) => checker.getPropertyOfType(t, node.text))) return undefined;
  // `const got = require('got'); got.extend()` where the module's default export has `extend`: a
  // CommonJS build often sets `module.exports` to that default, which the sources do not show.
  const defaultExport =
    symbol && symbol.flags & ts.SymbolFlags.ValueModule
      ? symbol.exports?.get(ts.escapeLeadingUnderscores('default'))
      : undefined;
  if (defaultExport && checker.getTypeOfSymbol(defaultExport).getProperty(node.text))
    return { identifier: node.text, open: true, names: () => [] };
  const declaration = projectDeclaration(root, typeDeclarations(type));
  const names = () => checker.getPropertiesOfType(type).map((p) => p.name);
  const owner = (type.aliasSymbol ?? symbol)?.name;
  return declaration ? { identifier: node.text, declaration, names, ...(owner ? { owner } : {}) } : undefined;
}

function judgeExport(ts: typeof TS, checker: TS.TypeChecker, root: string, node: TS.Node) {
  const importDeclaration = ancestor(node, ts.isImportDeclaration);
  if (!importDeclaration || !ts.isIdentifier(node)) return undefined;
  const moduleSymbol = checker.getSymbolAtLocation(importDeclaration.moduleSpecifier);
  const declaration = projectDeclaration(root, moduleSymbol?.getDeclarations());
  const names = () => (moduleSymbol ? checker.getExportsOfModule(moduleSymbol).map((e) => e.name) : []);
  return declaration ? { identifier: node.text, declaration, names } : undefined;
}

function judgeOption(ts: typeof TS, checker: TS.TypeChecker, root: string, node: TS.Node) {
  const literal = ancestor(node, ts.isObjectLiteralExpression);
  const property = ancestor(node, ts.isObjectLiteralElementLike);
  const name = property?.name;
  if (!literal || !name || !(ts.isIdentifier(name) || ts.isStringLiteral(name))) return undefined;
  const context = checker.getContextualType(literal);
  // `DevtoolsOptions extends Config` of a package not installed: its keys cannot all be listed.
  if (context && hasUnresolvedBase(ts, checker, context))
    return { identifier: name.text, open: true, names: () => [] };
  const declaration = context && projectDeclaration(root, typeDeclarations(context));
  const names = () => (context ? checker.getPropertiesOfType(context).map((p) => p.name) : []);
  return declaration ? { identifier: name.text, declaration, names } : undefined;
}

/**
 * The call a count diagnostic is about: the nearest one around `position` (an extra argument
 * starts there, or the callee of a call given too few holds it) that got as many arguments as the
 * message says, so `f(g())` is told apart from `f(g)` with `g()` nested in it.
 */
function callAt(
  ts: typeof TS,
  node: TS.Node,
  position: number,
  got: number | undefined,
): TS.CallExpression | TS.NewExpression | undefined {
  const file = node.getSourceFile();
  for (let n: TS.Node | undefined = node; n; n = n.parent) {
    if (!(ts.isCallExpression(n) || ts.isNewExpression(n))) continue;
    const args = n.arguments ?? [];
    if (got !== undefined && args.length !== got) continue;
    const callee = n.expression;
    if (args.some((a) => a.getStart(file) === position)) return n;
    if (position >= callee.getStart(file) && position < callee.end) return n;
  }
  return undefined;
}

function judgeCall(
  ts: typeof TS,
  checker: TS.TypeChecker,
  root: string,
  at: { node: TS.Node; start: number; got?: number },
  snippet: Snippet,
) {
  const call = callAt(ts, at.node, at.start, at.got);
  if (!call) return undefined;
  const file = call.getSourceFile();
  const start = call.getStart(file);
  // `fn(...)` elides its arguments; a spread passes a number of them nobody counted.
  if (snippet.placeholders.some((p) => p >= start && p < call.end)) return undefined;
  if (call.arguments?.some((a) => ts.isSpreadElement(a))) return undefined;
  const callee = ts.isPropertyAccessExpression(call.expression) ? call.expression.name : call.expression;
  const declaration = projectDeclaration(root, symbolDeclarations(ts, checker, callee));
  return declaration ? { identifier: callee.getText(file), declaration, names: () => [] } : undefined;
}

function subtypeOf(code: number, message: string, origin: Snippet['origin']): string {
  if (MEMBER_CODES.has(code)) return origin === 'reference' ? 'method_mismatch' : 'incorrect_example';
  if (EXPORT_CODES.has(code)) return 'incorrect_example';
  if (code === 2554 || code === 2555) {
    const counts = /Expected (?:at least )?(\d+)(?:-(\d+))? arguments?, but got (\d+)/.exec(message);
    const most = Number(counts?.[2] ?? counts?.[1] ?? 0);
    return Number(counts?.[3] ?? 0) > most ? 'extra_parameter' : 'missing_parameter';
  }
  return 'parameter_mismatch';
}

/** Whether the code is one this module judges: the diagnostics that can mean drift. */
function isDriftCode(code: number): boolean {
  return MEMBER_CODES.has(code) || EXPORT_CODES.has(code) || OPTION_CODES.has(code) || CALL_CODES.has(code);
}

/**
 * The name at `start` and the project declaration it is judged against, for a diagnostic of `code`;
 * undefined when the receiver, module, options type or callee is not the project's.
 */
export function judgeAt(
  ts: typeof TS,
  checker: TS.TypeChecker,
  input: { root: string; snippet: Snippet; file: TS.SourceFile; start: number; code: number; got?: number },
): Judged | undefined {
  const { root, snippet, file, start, code, got } = input;
  const node = nodeAt(ts, file, start);
  if (!node) return undefined;
  if (MEMBER_CODES.has(code)) return judgeMember(ts, checker, root, node, snippet);
  if (EXPORT_CODES.has(code)) return judgeExport(ts, checker, root, node);
  if (OPTION_CODES.has(code)) return judgeOption(ts, checker, root, node);
  return judgeCall(ts, checker, root, { node, start, ...(got !== undefined ? { got } : {}) }, snippet);
}

/**
 * Whether the example reads `key` back itself: `'secret' in plain`, or `plain.secret` where
 * `plain` is a parameter of a function it writes (a hook that consumes its own option).
 */
function readsOwnKey(ts: typeof TS, checker: TS.TypeChecker, file: TS.SourceFile, key: string): boolean {
  let found = false;
  const visit = (node: TS.Node): void => {
    if (found) return;
    if (
      ts.isBinaryExpression(node) &&
      node.operatorToken.kind === ts.SyntaxKind.InKeyword &&
      ts.isStringLiteral(node.left) &&
      node.left.text === key
    )
      found = true;
    else if (
      ts.isPropertyAccessExpression(node) &&
      node.name.text === key &&
      ts.isIdentifier(node.expression)
    ) {
      const declaration = checker.getSymbolAtLocation(node.expression)?.valueDeclaration;
      if (declaration && (ts.isParameter(declaration) || ts.isParameter(declaration.parent))) found = true;
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/**
 * Whether a diagnostic's message is about a name or a count. "No overload matches this call" also
 * comes of a value's type (`const method = 'POST'` widened to `string`), which no name can fix;
 * and a key the example reads back itself is an option the example defines, not one it expects
 * the project to declare.
 */
function namesDrift(
  ts: typeof TS,
  checker: TS.TypeChecker,
  diagnostic: { code: number; message: string; file: TS.SourceFile },
): boolean {
  const { code, message, file } = diagnostic;
  if (
    code === 2769 &&
    !/may only specify known properties|Expected (?:at least )?\d+ arguments?/.test(message)
  )
    return false;
  const key = /'([A-Za-z_$][\w$]*)' does not exist in type/.exec(message)?.[1];
  if (!key || !(OPTION_CODES.has(code) || code === 2769)) return true;
  return !readsOwnKey(ts, checker, file, key);
}

/** The drift a diagnostic of a snippet means, or undefined when it only shows the snippet is partial. */
export function judgeDiagnostic(
  ts: typeof TS,
  checker: TS.TypeChecker,
  root: string,
  snippet: Snippet,
  diagnostic: TS.Diagnostic,
): Verdict | undefined {
  const { code, file, start } = diagnostic;
  if (!file || start === undefined || !isDriftCode(code)) return undefined;
  const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ');
  const got = /but got (\d+)/.exec(message)?.[1];
  // The checker saw the line and no drifted name on it: the guesses of other rules there go too.
  if (!namesDrift(ts, checker, { code, message, file }))
    return {
      line: file.getLineAndCharacterOfPosition(start).line,
      start,
      code,
      identifier: '',
      subtype: '',
      message,
      abstain: true,
    };
  const judged = judgeAt(ts, checker, {
    root,
    snippet,
    file,
    start,
    code,
    ...(got !== undefined ? { got: Number(got) } : {}),
  });
  if (!judged) return undefined;
  if (judged.open)
    return {
      line: file.getLineAndCharacterOfPosition(start).line,
      start,
      code,
      identifier: judged.identifier,
      subtype: '',
      message,
      abstain: true,
    };
  const suggested = didYouMean(message);
  // TypeScript gives no suggestion in JavaScript files; the closest existing name is likely meant.
  const rename = suggested ?? closestName(judged.identifier, judged.names(), 0.4);
  return {
    line: file.getLineAndCharacterOfPosition(start).line,
    start,
    code,
    identifier: judged.identifier,
    subtype: subtypeOf(code, message, snippet.origin),
    message,
    ...(rename ? { rename } : {}),
    ...(suggested ? { certain: true } : {}),
    ...(judged.owner ? { owner: judged.owner } : {}),
    ...(judged.declaration ? { declaration: judged.declaration } : {}),
  };
}
