import { type Language as Grammar, type Node, Query } from 'web-tree-sitter';
import type { ImportFact } from '../../facts/types.js';
import { collectIdentifiers, PHP_LEXER } from '../tree-sitter/shared/collect-identifiers.js';
import type { Analyzer } from '../tree-sitter/shared/create-extractor.js';
import { phpCliOptions, phpEnvVars } from './php-env-cli.js';
import { phpSymbols } from './php-symbols.js';
import { laravelRoutes, symfonyRoutes } from './php-web.js';

const PATTERNS = `
(function_call_expression function: (_) @function)
(scoped_call_expression scope: (_) @scope)
(member_call_expression name: (_) @member)
(subscript_expression . (variable_name) @subscripted)
(property_element name: (variable_name) @property_name)
(namespace_use_declaration) @use
(namespace_definition name: (_) @namespace)
`;

/** `use A\\B\\C;`, `use A\\B\\{C, D as E};` -> one import per namespace with the imported class names. */
function readUse(node: Node): ImportFact[] {
  const group = node.namedChildren.find((child) => child.type === 'namespace_use_group');
  const prefix = group
    ? (node.namedChildren.find((child) => child.type === 'namespace_name')?.text ?? '')
    : '';
  const clauses = (group ?? node).namedChildren.filter((child) => child.type === 'namespace_use_clause');
  const bySource = new Map<string, string[]>();
  for (const clause of clauses) {
    const aliasId = clause.childForFieldName('alias')?.id;
    const imported = clause.namedChildren.find((child) => child.id !== aliasId)?.text ?? '';
    const full = prefix ? `${prefix}\\${imported}` : imported;
    const cut = full.lastIndexOf('\\');
    const source = cut < 0 ? full : full.slice(0, cut);
    bySource.set(source, [...(bySource.get(source) ?? []), full.slice(cut + 1)]);
  }
  return [...bySource].map(([source, names]) => ({ source, names }));
}

const INTERESTING: Record<string, RegExp> = {
  function: /^\\?(getenv|env)$/,
  scope: /^Route$/,
  member: /^(addOption|addArgument)$/,
};

/** Builds the PHP analyzer; the query is compiled once per grammar. */
export function createPhpAnalyzer(grammar: Grammar): Analyzer {
  const query = new Query(grammar, PATTERNS);
  return (path, root, text) => {
    const calls: Node[] = [];
    const lookups: Node[] = [];
    const properties: Node[] = [];
    const imports: ImportFact[] = [];
    let namespace: string | undefined;
    for (const { name, node } of query.captures(root)) {
      if (name === 'function' || name === 'scope' || name === 'member') {
        // Read the callee's name from the capture and keep only calls the extractors look at.
        if (INTERESTING[name]?.test(node.text) && node.parent) calls.push(node.parent);
      } else if (name === 'subscripted') {
        if ((node.text === '$_ENV' || node.text === '$_SERVER') && node.parent) lookups.push(node.parent);
      } else if (name === 'property_name') {
        if (node.text === '$signature' && node.parent) properties.push(node.parent);
      } else if (name === 'namespace') namespace ??= node.text;
      else imports.push(...readUse(node));
    }
    const symfony = /#\[\s*Route\b/.test(text) ? symfonyRoutes(path, root) : { routers: [], routes: [] };
    return {
      ...(namespace ? { module: namespace } : {}),
      symbols: phpSymbols(path, root),
      routers: symfony.routers,
      routes: [...laravelRoutes(path, calls), ...symfony.routes],
      mounts: [],
      cliOptions: phpCliOptions(path, calls, properties),
      envVars: phpEnvVars(path, calls, lookups),
      imports,
      identifiers: collectIdentifiers(text, PHP_LEXER),
    };
  };
}
