import type TS from 'typescript';
import { closestName } from '../util/similarity.js';
import { hasUnresolvedBase } from './has-unresolved-base.js';
import type { Verdict } from './judge-diagnostic.js';
import { projectDeclaration, typeDeclarations } from './project-declaration.js';
import type { Snippet } from './snippet.js';

/** The code of TypeScript's excess-property diagnostic, which these verdicts stand for. */
const EXCESS_PROPERTY = 2353;

/**
 * The types a use of the bound literal is checked against: it is passed as an argument
 * (`new LRUCache(options)`) or spread into an argument's literal (`got(url, { ...options })`).
 * Undefined when some use is anything else (`options.max`, `other = options`): the literal may
 * carry keys for that use.
 */
function usesOf(
  ts: typeof TS,
  checker: TS.TypeChecker,
  file: TS.SourceFile,
  symbol: TS.Symbol,
): TS.Type[] | undefined {
  const types: TS.Type[] = [];
  let other = false;
  const visit = (node: TS.Node): void => {
    if (other) return;
    if (ts.isIdentifier(node) && checker.getSymbolAtLocation(node) === symbol) {
      const parent = node.parent;
      if (ts.isVariableDeclaration(parent) && parent.name === node) return;
      const context =
        (ts.isCallExpression(parent) || ts.isNewExpression(parent)) && parent.arguments?.includes(node)
          ? checker.getContextualType(node)
          : ts.isSpreadAssignment(parent) && ts.isObjectLiteralExpression(parent.parent)
            ? checker.getContextualType(parent.parent)
            : undefined;
      if (context) types.push(context);
      else other = true;
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return other || types.length === 0 ? undefined : types;
}

/** Whether `type` may hold `key`; any part the checker cannot list may. */
function accepts(ts: typeof TS, checker: TS.TypeChecker, type: TS.Type, key: string): boolean {
  if (type.flags & (ts.TypeFlags.Any | ts.TypeFlags.Unknown | ts.TypeFlags.TypeParameter)) return true;
  if (type.isUnion()) {
    const objects = type.types.filter(
      (t) => t.flags & (ts.TypeFlags.Object | ts.TypeFlags.Intersection | ts.TypeFlags.Any),
    );
    return objects.length === 0 || objects.some((t) => accepts(ts, checker, t, key));
  }
  if (!(type.flags & (ts.TypeFlags.Object | ts.TypeFlags.Intersection))) return true;
  return (
    checker.getPropertyOfType(type, key) !== undefined ||
    checker.getIndexInfosOfType(type).length > 0 ||
    hasUnresolvedBase(ts, checker, type)
  );
}

/** The keys of an object literal, with the node each is written at. */
function keysOf(ts: typeof TS, literal: TS.ObjectLiteralExpression): { key: string; at: TS.Node }[] {
  const keys: { key: string; at: TS.Node }[] = [];
  for (const property of literal.properties) {
    const name = property.name;
    if (
      name &&
      (ts.isPropertyAssignment(property) ||
        ts.isShorthandPropertyAssignment(property) ||
        ts.isMethodDeclaration(property)) &&
      (ts.isIdentifier(name) || ts.isStringLiteral(name))
    )
      keys.push({ key: name.text, at: name });
  }
  return keys;
}

/**
 * `const options = { max: 500, updateAgeOnHass: true }; new LRUCache(options)`: TypeScript checks
 * excess keys only in a literal written in the call, so the keys of a literal bound to a `const`
 * first, and used only as arguments, are checked here against the types those arguments take. A
 * key no use's project type declares is reported as TypeScript would report it in the call.
 */
export function judgeBoundOptions(
  ts: typeof TS,
  checker: TS.TypeChecker,
  root: string,
  snippet: Snippet,
  file: TS.SourceFile,
): Verdict[] {
  const verdicts: Verdict[] = [];
  for (const statement of file.statements) {
    if (!ts.isVariableStatement(statement) || statement.getStart(file) < snippet.ownStart) continue;
    if (!(statement.declarationList.flags & ts.NodeFlags.Const)) continue;
    for (const declaration of statement.declarationList.declarations) {
      const literal = declaration.initializer;
      if (
        !ts.isIdentifier(declaration.name) ||
        declaration.type ||
        !literal ||
        !ts.isObjectLiteralExpression(literal)
      )
        continue;
      const symbol = checker.getSymbolAtLocation(declaration.name);
      const types = symbol && usesOf(ts, checker, file, symbol);
      const first = types?.[0];
      const owner = first && projectDeclaration(root, typeDeclarations(first));
      if (!types || !first || !owner) continue;
      for (const { key, at } of keysOf(ts, literal)) {
        if (types.some((t) => accepts(ts, checker, t, key))) continue;
        const start = at.getStart(file);
        const names = checker.getPropertiesOfType(first).map((p) => p.name);
        const rename = closestName(key, names, 0.4);
        verdicts.push({
          line: file.getLineAndCharacterOfPosition(start).line,
          start,
          code: EXCESS_PROPERTY,
          identifier: key,
          subtype: 'parameter_mismatch',
          message: `Object literal may only specify known properties, and '${key}' does not exist in type '${checker.typeToString(first)}'.`,
          ...(rename ? { rename } : {}),
          declaration: owner,
        });
      }
    }
  }
  return verdicts;
}
