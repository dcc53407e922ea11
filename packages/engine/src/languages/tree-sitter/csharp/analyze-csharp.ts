import { type Language as Grammar, type Node, Query } from 'web-tree-sitter';
import type { ImportFact } from '../../../facts/types.js';
import { collectIdentifiers } from '../shared/collect-identifiers.js';
import type { Analyzer } from '../shared/create-extractor.js';
import { csharpCliOptions, csharpEnvVars } from './csharp-env-cli.js';
import { csharpSymbols } from './csharp-symbols.js';
import { controllerRoutes, minimalApiRoutes } from './csharp-web.js';

const PATTERNS = `
(invocation_expression) @call
(object_creation_expression) @new
(using_directive) @using
(namespace_declaration name: (_) @namespace)
(file_scoped_namespace_declaration name: (_) @namespace)
(comment) @comment
(string_literal) @string
(verbatim_string_literal) @string
`;

/** Builds the C# analyzer; the query is compiled once per grammar. */
export function createCsharpAnalyzer(grammar: Grammar): Analyzer {
  const query = new Query(grammar, PATTERNS);
  return (path, root, text) => {
    const calls: Node[] = [];
    const creations: Node[] = [];
    const imports: ImportFact[] = [];
    const comments: Node[] = [];
    const strings: Node[] = [];
    let namespace: string | undefined;
    for (const { name, node } of query.captures(root)) {
      if (name === 'call') calls.push(node);
      else if (name === 'string') strings.push(node);
      else if (name === 'comment') comments.push(node);
      else if (name === 'new') creations.push(node);
      else if (name === 'namespace') namespace ??= node.text;
      else {
        const source = node.namedChildren.at(-1)?.text;
        if (source) imports.push({ source, names: ['*'] });
      }
    }
    const controllers = controllerRoutes(path, root);
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
      identifiers: collectIdentifiers(text, comments, strings),
    };
  };
}
