import type { CliOptionFact, EnvVarFact, FileFacts, ParameterFact, SymbolFact } from '../facts/types.js';
import type { DocFile } from '../model/doc.js';
import type { TypeReferenceSite } from './create-type-keys.js';
import type { ProjectNames } from './read-manifests.js';
import type { ResolvedRoute } from './resolve-routes.js';

/** A name git history shows the code once declared. */
export interface RemovedSymbol {
  commit: string;
  /** The most similar name the removing commit declared (a rename). */
  renamedTo?: string;
  /** Removed from module level (a function or class), not as an indented member. */
  topLevel?: boolean;
  /** The Go receiver types the removed methods belonged to (`Context` for `func (c Context) Array`). */
  owners?: string[];
  /** The file the removed declaration was in (tests and examples declare names too). */
  path?: string;
}

/** Everything the rules query: code facts and doc claims, indexed once per scan. */
export interface ProjectIndex {
  root: string;
  files: FileFacts[];
  docs: DocFile[];
  /** Every file and folder of the checkout (relative paths), for link targets. */
  allFiles: Set<string>;
  dirs: Set<string>;
  symbolsByName: Map<string, SymbolFact[]>;
  membersByContainer: Map<string, SymbolFact[]>;
  /** Lower-cased top-level names (classes, modules, packages) for matching doc objects like `charges`. */
  containerNames: string[];
  identifiers: Set<string>;
  /** Names the code imports or re-exports (`LogFn as FastifyLogFn` counts as FastifyLogFn): defined, if not here. */
  importedNames: Set<string>;
  /** Members the code adds to objects by assignment (`got.extend = ...`): they exist, on some object. */
  assignedMembers: Set<string>;
  routes: ResolvedRoute[];
  cliOptions: CliOptionFact[];
  envVars: Map<string, EnvVarFact[]>;
  names: ProjectNames;
  /** Module names code can be imported by: Python dotted modules, Go package names, JS package names. */
  modules: Set<string>;
  /** Option keys of a named type (`ClientOptions`, `Omit<ClientOptions, 'apiKey'>`), resolved across files. */
  typeKeys: (typeText: string | undefined, site?: TypeReferenceSite) => ParameterFact[] | undefined;
  /** True when the project's docs/example folders or benchmarks declare the name (read on first call). */
  declaredInSupportingCode: (name: string) => boolean;
  /** True when the indexed code quotes the dotted string (`"Chaos.OnFault"`; read on first call). */
  quotedInCode: (dotted: string) => boolean;
  /** True when a test, example or docs code file quotes the long flag (read on first call). */
  flagInOtherCode: (flag: string) => boolean;
  /** Symbol names removed from the code per git history, with the name that replaced them when known. */
  removedSymbols: Map<string, RemovedSymbol>;
}
