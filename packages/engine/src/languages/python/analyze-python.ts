import { type Language as Grammar, type Node, Query } from 'web-tree-sitter';
import type { CliOptionFact } from '../../facts/types.js';
import { collectIdentifiers, PYTHON_LEXER } from '../tree-sitter/shared/collect-identifiers.js';
import type { Analyzer } from '../tree-sitter/shared/create-extractor.js';
import { type CalleeIndex, callsMatching, groupCallees } from '../tree-sitter/shared/group-calls.js';
import { pythonAddedMembers } from './python-added-members.js';
import { argparseOptions } from './python-argparse.js';
import { clickOption, clickOptions } from './python-click.js';
import { pydanticConfigTypes } from './python-config-models.js';
import { assignmentOf, bodyStatements, type Declaration } from './python-declarations.js';
import { pythonEnvVars } from './python-env.js';
import { libraryEnvVars, settingsEnvVars } from './python-env-libraries.js';
import { pythonFixtures } from './python-fixtures.js';
import { type PythonImports, readImport } from './python-imports.js';
import { pythonModuleName } from './python-module-name.js';
import { pythonString } from './python-strings.js';
import { pythonSymbols } from './python-symbols.js';
import { readPythonWeb } from './python-web.js';

const PATTERNS = `
(call function: (_) @callee)
(subscript) @lookup
(comparison_operator) @lookup
(decorated_definition) @decorated
(import_statement) @import
(import_from_statement) @import
`;

const ARGPARSE_CALL =
  /\.(add_argument|add_parser|add_subparsers|add_argument_group|add_mutually_exclusive_group)$/;

/**
 * A Typer app with a single command runs that command directly (`tool ARGS`, not `tool name ARGS`),
 * so its options belong to no sub-command.
 */
function singleTyperCommand(options: CliOptionFact[], byCallee: CalleeIndex): void {
  const commands = options.filter((option) => option.kind === 'command' && option.framework === 'typer');
  const [only] = commands;
  if (
    commands.length !== 1 ||
    !only ||
    callsMatching(byCallee, (callee) => callee.endsWith('.add_typer')).length > 0
  )
    return;
  options.splice(options.indexOf(only), 1);
  for (const option of options) if (option.command === only.name) delete option.command;
}

/** Module-level `NAME = "value"` constants (a name assigned twice is left out). */
function stringConstants(statements: Declaration[]): Map<string, string> {
  const constants = new Map<string, string>();
  const twice = new Set<string>();
  for (const { node } of statements) {
    const assignment = assignmentOf(node);
    const left = assignment?.childForFieldName('left');
    const value = pythonString(assignment?.childForFieldName('right'));
    if (left?.type !== 'identifier' || value === undefined) continue;
    if (constants.has(left.text)) twice.add(left.text);
    constants.set(left.text, value);
  }
  for (const name of twice) constants.delete(name);
  return constants;
}

/** Builds the Python analyzer; the query is compiled once per grammar. */
export function createPythonAnalyzer(grammar: Grammar): Analyzer {
  const query = new Query(grammar, PATTERNS);
  return (path, root, text) => {
    const callees: Node[] = [];
    const lookups: Node[] = [];
    const decorated: Node[] = [];
    const imports: PythonImports = { imports: [], bindings: new Map() };
    for (const { name, node } of query.captures(root)) {
      if (name === 'callee') callees.push(node);
      else if (name === 'lookup') lookups.push(node);
      else if (name === 'decorated') decorated.push(node);
      else readImport(node, imports);
    }
    const { bindings } = imports;
    const byCallee = groupCallees(callees);
    const sources = new Set(imports.imports.map((item) => item.source.split('.')[0]));
    const statements = bodyStatements(root);
    const web = readPythonWeb({ path, byCallee, decorated, statements, bindings, sources });
    const cliOptions: CliOptionFact[] = argparseOptions(
      path,
      callsMatching(byCallee, (callee) => ARGPARSE_CALL.test(callee)),
    );
    if (sources.has('click')) {
      // Shared option decorators: `verbose_option = click.option("--verbose", is_flag=True)`.
      for (const call of callsMatching(
        byCallee,
        (callee) => callee === 'click.option' || callee === 'click.argument',
      )) {
        if (call.parent?.type === 'assignment')
          cliOptions.push(
            clickOption(path, call, call.text.startsWith('click.option') ? 'option' : 'argument'),
          );
      }
    }
    if (sources.has('click') || sources.has('typer')) {
      for (const node of decorated) {
        const fn = node.childForFieldName('definition');
        if (fn?.type !== 'function_definition') continue;
        const decorators = node.namedChildren.filter((child) => child.type === 'decorator');
        cliOptions.push(...clickOptions(path, fn, decorators, sources.has('typer')));
      }
      // A command's parent is a group only when that group is a command itself (not the root).
      const names = new Set(cliOptions.filter((o) => o.kind === 'command').map((o) => o.name));
      for (const o of cliOptions)
        if (o.parent && o.framework !== 'argparse' && !names.has(o.parent)) delete o.parent;
    }
    if (sources.has('typer')) singleTyperCommand(cliOptions, byCallee);
    const moduleName = pythonModuleName(path);
    const env = pythonEnvVars(path, byCallee, lookups, bindings, stringConstants(statements));
    const added = pythonAddedMembers(text);
    const fixtures = sources.has('pytest') ? pythonFixtures(path, statements) : [];
    return {
      ...(moduleName ? { module: moduleName } : {}),
      symbols: pythonSymbols(path, statements),
      ...web,
      cliOptions,
      envVars: [
        ...env.facts,
        ...settingsEnvVars(path, statements),
        ...libraryEnvVars(path, byCallee, sources),
      ].sort((a, b) => a.location.line - b.location.line),
      imports: imports.imports,
      ...(env.opaque.length > 0 ? { opaqueEnvReads: env.opaque } : {}),
      ...(sources.has('pydantic') || sources.has('pydantic_settings')
        ? { configTypes: pydanticConfigTypes(path, statements) }
        : {}),
      identifiers: collectIdentifiers(text, PYTHON_LEXER),
      ...(added.length > 0 ? { assignedMembers: added } : {}),
      ...(fixtures.length > 0 ? { fixtures } : {}),
    };
  };
}
