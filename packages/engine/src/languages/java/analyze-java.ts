import { type Language as Grammar, type Node, Query } from 'web-tree-sitter';
import type { DataTypeFact, ImportFact } from '../../facts/types.js';
import { C_LIKE_LEXER, collectIdentifiers } from '../tree-sitter/shared/collect-identifiers.js';
import type { Analyzer } from '../tree-sitter/shared/create-extractor.js';
import { javaConfigProperties } from './java-config-properties.js';
import { javaDataTypes } from './java-data-types.js';
import { javaCliOptions, javaEnvVars } from './java-env-cli.js';
import { javaRoutes } from './java-spring.js';
import { javaSymbols } from './java-symbols.js';

const PATTERNS = `
(method_invocation name: (identifier) @method)
(annotation name: (_) @annotation)
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

function dataTypes(root: Node): { dataTypes?: DataTypeFact[] } {
  const types = javaDataTypes(root).filter((type) => type.fields.length > 0);
  return types.length > 0 ? { dataTypes: types } : {};
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
      // Only System.getenv calls and @Value annotations are read; the rest are skipped by name.
      if (name === 'method') {
        if (node.text === 'getenv' && node.parent) calls.push(node.parent);
      } else if (name === 'annotation') {
        if (/(^|\.)Value$/.test(node.text) && node.parent) annotations.push(node.parent);
      } else if (name === 'import') imports.push(readImport(node));
      else if (name === 'package')
        packageName = node.namedChildren.find(
          (child) => child.type !== 'annotation' && child.type !== 'marker_annotation',
        )?.text;
    }
    // Controllers and picocli commands need annotations that a plain text check rules out cheaply.
    const { routers, routes } = /@(RestController|Controller|Path)\b/.test(text)
      ? javaRoutes(path, root)
      : { routers: [], routes: [] };
    return {
      ...(packageName ? { module: packageName } : {}),
      symbols: javaSymbols(path, root),
      routers,
      routes,
      mounts: [],
      cliOptions: text.includes('@Command') ? javaCliOptions(path, root) : [],
      envVars: javaEnvVars(path, calls, annotations),
      imports,
      ...dataTypes(root),
      ...(text.includes('@ConfigurationProperties') ? { configTypes: javaConfigProperties(path, root) } : {}),
      identifiers: collectIdentifiers(text, C_LIKE_LEXER),
    };
  };
}
