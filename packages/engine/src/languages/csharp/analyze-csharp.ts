import { type Language as Grammar, type Node, Query } from 'web-tree-sitter';
import type { ImportFact } from '../../facts/types.js';
import { C_LIKE_LEXER, collectIdentifiers } from '../tree-sitter/shared/collect-identifiers.js';
import type { Analyzer } from '../tree-sitter/shared/create-extractor.js';
import { csharpCliOptions, csharpEnvVars } from './csharp-env-cli.js';
import { csharpSymbols } from './csharp-symbols.js';
import { controllerRoutes, minimalApiRoutes } from './csharp-web.js';

const PATTERNS = `
(invocation_expression function: (_) @callee)
(object_creation_expression type: (_) @new_type)
(using_directive) @using
(namespace_declaration name: (_) @namespace)
(file_scoped_namespace_declaration name: (_) @namespace)
`;

const INTERESTING_CALLEE =
  /(^|\.)(Environment\.GetEnvironmentVariable|Map(Get|Post|Put|Patch|Delete|Group)?)$/;

/** Builds the C# analyzer; the query is compiled once per grammar. */
export function createCsharpAnalyzer(grammar: Grammar): Analyzer {
  const query = new Query(grammar, PATTERNS);
  return (path, root, text) => {
    const calls: Node[] = [];
    const creations: Node[] = [];
    const imports: ImportFact[] = [];
    let namespace: string | undefined;
    for (const { name, node } of query.captures(root)) {
      if (name === 'callee') {
        // Only environment reads and minimal-API registrations matter; skip every other call cheaply.
        if (INTERESTING_CALLEE.test(node.text) && node.parent) calls.push(node.parent);
      } else if (name === 'new_type') {
        if (/^(Option|Argument|Command)\b/.test(node.text) && node.parent) creations.push(node.parent);
      } else if (name === 'namespace') namespace ??= node.text;
      else {
        const source = node.namedChildren.at(-1)?.text;
        if (source) imports.push({ source, names: ['*'] });
      }
    }
    const controllers = /Controller|\[Http|\[Route/.test(text)
      ? controllerRoutes(path, root)
      : { routers: [], routes: [] };
    const minimal = minimalApiRoutes(path, calls);
    return {
      ...(namespace ? { module: namespace } : {}),
      symbols: csharpSymbols(path, root),
      routers: [...controllers.routers, ...minimal.routers],
      routes: [...controllers.routes, ...minimal.routes],
      mounts: minimal.mounts,
      cliOptions: csharpCliOptions(path, creations),
      envVars: csharpEnvVars(path, calls),
      imports,
      identifiers: collectIdentifiers(text, C_LIKE_LEXER),
    };
  };
}
