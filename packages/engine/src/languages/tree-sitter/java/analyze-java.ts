import { type Language as Grammar, type Node, Query } from 'web-tree-sitter';
import type { ImportFact } from '../../../facts/types.js';
import { C_LIKE_LEXER, collectIdentifiers } from '../shared/collect-identifiers.js';
import type { Analyzer } from '../shared/create-extractor.js';
import { javaCliOptions, javaEnvVars } from './java-env-cli.js';
import { javaRoutes } from './java-spring.js';
import { javaSymbols } from './java-symbols.js';

const PATTERNS = `
(method_invocation) @call
(annotation) @annotation
(import_declaration) @import
(package_declaration) @package
`;

function readImport(node: Node): ImportFact {
  const text = node.text
    .replace(/^import\s+(static\s+)?/, '')
    .replace(/\s*;\s*$/, '')
    .replace(/\s+/g, '');
  if (text.endsWith('.*')) return { source: text.slice(0, -2), names: ['*'] };
  const dot = text.lastIndexOf('.');
  return { source: text, names: [text.slice(dot + 1)] };
}

/** Builds the Java analyzer; the query is compiled once per grammar. */
export function createJavaAnalyzer(grammar: Grammar): Analyzer {
  const query = new Query(grammar, PATTERNS);
  return (path, root, text) => {
    const calls: Node[] = [];
    const annotations: Node[] = [];
    const imports: ImportFact[] = [];
    let packageName: string | undefined;
    for (const { name, node } of query.captures(root)) {
      if (name === 'call') calls.push(node);
      else if (name === 'annotation') annotations.push(node);
      else if (name === 'import') imports.push(readImport(node));
      else if (name === 'package')
        packageName = node.namedChildren.find(
          (child) => child.type !== 'annotation' && child.type !== 'marker_annotation',
        )?.text;
    }
    const { routers, routes } = javaRoutes(path, root);
    return {
      ...(packageName ? { module: packageName } : {}),
      symbols: javaSymbols(path, root),
      routers,
      routes,
      mounts: [],
      cliOptions: javaCliOptions(path, root),
      envVars: javaEnvVars(path, calls, annotations),
      imports,
      identifiers: collectIdentifiers(text, C_LIKE_LEXER),
    };
  };
}
