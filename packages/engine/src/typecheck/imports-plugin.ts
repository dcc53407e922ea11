import type TS from 'typescript';

/**
 * The snippet loads a module that may add members to the project's types at run time: a bare
 * `require('winston-mongodb')` / `import 'x'` kept only for its side effects, or a package named
 * after the project (`@fastify/cookie`, `koa-router`). Missing members prove nothing there.
 */
export function importsPlugin(ts: typeof TS, file: TS.SourceFile, packageName: string): boolean {
  const bare = packageName.replace(/^@[^/]+\//, '');
  const isOther = (specifier: string) => !specifier.startsWith('.') && specifier !== packageName;
  const isPlugin = (specifier: string, sideEffect: boolean) =>
    isOther(specifier) && (sideEffect || specifier.includes(bare));
  let found = false;
  const visit = (node: TS.Node): void => {
    if (found) return;
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier))
      found = isPlugin(node.moduleSpecifier.text, node.importClause === undefined);
    else if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'require' &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    )
      found = isPlugin(node.arguments[0].text, ts.isExpressionStatement(node.parent));
    if (!found) ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}
