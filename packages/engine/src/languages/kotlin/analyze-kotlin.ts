import type { Language as Grammar, Node } from 'web-tree-sitter';
import type { ImportFact } from '../../facts/types.js';
import { C_LIKE_LEXER, collectIdentifiers } from '../tree-sitter/shared/collect-identifiers.js';
import type { Analyzer } from '../tree-sitter/shared/create-extractor.js';
import { kotlinSymbols } from './kotlin-symbols.js';

/** `import io.javalin.Javalin`, `import io.javalin.http.*`, `import a.B as C`. */
function readImport(node: Node): ImportFact | undefined {
  const path = node.namedChildren.find((c) => c.type === 'qualified_identifier')?.text;
  if (!path) return undefined;
  if (/\.\*\s*$/.test(node.text) || node.children.some((c) => c.type === '*'))
    return { source: path, names: ['*'] };
  const dot = path.lastIndexOf('.');
  return { source: path, names: [path.slice(dot + 1)] };
}

/** Builds the Kotlin analyzer: the package, imports and public declarations of a `.kt` file. */
export function createKotlinAnalyzer(_grammar: Grammar): Analyzer {
  return (path, root, text) => {
    const packageName = root.namedChildren
      .find((c) => c.type === 'package_header')
      ?.namedChildren.find((c) => c.type === 'qualified_identifier')?.text;
    const imports = root.namedChildren.flatMap((c) => (c.type === 'import' ? (readImport(c) ?? []) : []));
    return {
      ...(packageName ? { module: packageName } : {}),
      symbols: kotlinSymbols(path, root),
      routers: [],
      routes: [],
      mounts: [],
      cliOptions: [],
      envVars: [],
      imports,
      identifiers: collectIdentifiers(text, C_LIKE_LEXER),
    };
  };
}
