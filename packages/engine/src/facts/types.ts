// Code facts: what one source file says about the project's API surface.
// Every language extractor (oxc for JS/TS, tree-sitter for the rest) produces a FileFacts for one
// file from its text alone, so facts can be cached by content hash. Cross-file work (resolving
// router mounts, module names) happens later, in the index.

export type Language =
  | 'javascript'
  | 'typescript'
  | 'python'
  | 'go'
  | 'java'
  | 'kotlin'
  | 'ruby'
  | 'rust'
  | 'csharp'
  | 'php'
  /** Routes read from an OpenAPI/Swagger document of the repository. */
  | 'openapi';

/** 1-based line numbers; paths relative to the scanned root with `/` separators. */
export interface SourceLocation {
  path: string;
  line: number;
  endLine?: number;
}

export type ParameterKind =
  | 'positional' // plain parameter (may also be passed by keyword in Python)
  | 'keyword_only' // Python after `*` / `*args`
  | 'positional_only' // Python before `/`
  | 'rest' // ...args, *args, variadic
  | 'kwargs'; // **kwargs

export interface ParameterFact {
  name: string;
  kind: ParameterKind;
  /** Has a default value or is marked optional (`?`, Optional[...] with default, pointer in Go is not optional). */
  optional: boolean;
  /** Source text of the default value, when there is one. */
  defaultValue?: string;
  /** Source text of the declared type, when there is one. */
  type?: string;
  /**
   * Keys of an options object taken by this parameter: from a destructuring pattern, an inline type
   * literal, a named interface/type declared in the same file, or JSDoc `@param options.key`.
   */
  keys?: ParameterFact[];
  /**
   * Python `**kwargs` passed on whole to another callable (`return request("GET", url, **kwargs)`):
   * its callee as written and how many positional arguments the call gives it before them.
   */
  forwardedTo?: { callee: string; positional: number };
}

export type SymbolKind =
  | 'function'
  | 'class'
  | 'method'
  | 'constant'
  | 'variable'
  | 'type'
  | 'interface'
  | 'enum'
  | 'property'
  | 'field';

export interface SymbolFact {
  /** Simple name: `createCharge`. */
  name: string;
  kind: SymbolKind;
  /** For methods, fields and properties: the class/struct/interface name. */
  container?: string;
  /** Public API: exported (JS/TS), no leading underscore and in __all__ if present (Python), capitalized (Go), public (Java, C#, Rust `pub`, PHP). */
  exported: boolean;
  /** Static or class-level member (Class.method rather than instance.method). */
  isStatic?: boolean;
  /** Present for callables (functions, methods, class constructors). */
  params?: ParameterFact[];
  /** A one-line signature for display: `createCharge(amount, options?)`. */
  signature: string;
  location: SourceLocation;
  /** Declared type of a property/field, or the return type of a callable, as source text (optional). */
  type?: string;
  /** Names of the types or classes this class/interface extends (optional). */
  extends?: string[];
  /** Members can have any name (a TypeScript index signature `[key: string]: T`): the listed ones are not all. */
  openMembers?: boolean;
  /** Request query and body names a function reads when it serves HTTP requests (handlers). */
  reads?: { query?: string[]; body?: string[] };
  /** The TypeScript namespace the declaration sits in (`Dispatcher`, `A.B`), when it is in one. */
  namespace?: string;
}

/**
 * A router object declared in this file: an Express/Koa/Hono router, a Fastify plugin, a Flask
 * Blueprint, a FastAPI APIRouter, a Go mux / gin group / echo group / chi router, a Spring controller
 * class. `id` is the local binding name (`router`, `bp`, `api`), or the class name for controllers.
 */
export interface RouterFact {
  id: string;
  /** Prefix given where the router is created (Blueprint url_prefix, APIRouter(prefix=), gin Group("/x"), @RequestMapping on a class). */
  prefix?: string;
  /** True when this is the application itself (express(), Flask(__name__), FastAPI(), http.DefaultServeMux). */
  isApp: boolean;
  /** True when the binding is exported / the module's default export (so other files can mount it). */
  exported: boolean;
  location: SourceLocation;
}

export interface RouteFact {
  /** Upper-case HTTP method, or `ALL` for handlers that match every method. */
  method: string;
  /** The path as written on the route, relative to its router (`/:todoId/complete`, `/<int:book_id>`, `/{id}`). */
  path: string;
  /** Router `id` (see RouterFact) the route is registered on; undefined when registered on the app directly. */
  router?: string;
  framework: string;
  /** Query, body and path parameter names the handler reads, when they can be seen. */
  queryParams?: string[];
  bodyParams?: string[];
  /**
   * Type of the request body when it is one model declared elsewhere (a pydantic model, a Spring
   * `@RequestBody` DTO, a NestJS `@Body()` class): the index gives the route that type's fields as
   * its body names. Unresolved, the body is not checked at all (never by the parameter's name).
   */
  bodyModel?: string;
  /** Type whose fields are the query parameters (NestJS `@Query() q: ListQuery`, Spring `@ModelAttribute`). */
  queryModel?: string;
  /**
   * Name of the handler function when it is declared elsewhere (`r.Get("/x", handlers.List)`):
   * the index takes the query/body names from that function's `SymbolFact.reads`.
   */
  handler?: string;
  location: SourceLocation;
}

/**
 * A router mounted under a prefix: `app.use('/api/v1', todos)`, `app.register_blueprint(bp, url_prefix='/x')`,
 * `app.include_router(r, prefix='/x')`, `fastify.register(plugin, { prefix })`, `r.Mount("/x", sub)`.
 */
export interface MountFact {
  /** Router id the child is mounted on (undefined: the app). */
  parent?: string;
  prefix: string;
  /** Local name of the mounted router. */
  child: string;
  /** Import specifier the child name came from, when imported (`./routes/todos`, `.routes.books`). */
  childModule?: string;
  /** Name exported by that module (`default` for default imports). */
  childExport?: string;
  location: SourceLocation;
}

export interface CliOptionFact {
  /** All spellings: `['--quality', '-q']`. */
  flags: string[];
  /** Canonical name without dashes: `quality`. */
  name: string;
  takesValue: boolean;
  defaultValue?: string;
  /** Subcommand the option belongs to, when known. */
  command?: string;
  /** For a command nested in another (`tool remote add`): the command it is a subcommand of. */
  parent?: string;
  /** The only values the option accepts (`choices=`, `click.Choice`, commander `.choices()`, clap `value_parser([..])`). */
  choices?: string[];
  /** Positional arguments are recorded with kind 'argument' and no flags. */
  kind: 'option' | 'argument' | 'command';
  framework: string;
  location: SourceLocation;
}

export interface EnvVarFact {
  name: string;
  defaultValue?: string;
  location: SourceLocation;
  /**
   * `name` is a prefix: the code reads every variable that starts with it, one per CLI option
   * (yargs-parser `envPrefix: 'FASTIFY_'`, click `auto_envvar_prefix="GREETER"`).
   */
  prefix?: boolean;
}

/** One key a configuration type accepts. */
export interface ConfigFieldFact {
  /** Every spelling the binder accepts (after serde renames and aliases, pydantic aliases). */
  names: string[];
  /** Declared type as written, to follow nested sections (`ServerConfig`, `Option<Tls>`, `Map<String, X>`). */
  type?: string;
  /** `#[serde(flatten)]`: the type's own keys sit at this level. */
  flatten?: boolean;
}

/**
 * A type the code binds configuration files into, or the keys a configuration library reads:
 * a Spring `@ConfigurationProperties` class, a pydantic settings or model class, a serde
 * `Deserialize` struct, Go struct tags (`yaml:"x"`), the keys viper reads.
 */
/**
 * A class or record bound from JSON by its fields (Jackson): every instance field, private ones
 * too, under its serialised name (`@JsonProperty("x")`).
 */
export interface DataTypeFact {
  name: string;
  fields: string[];
  extends?: string[];
}

export interface ConfigTypeFact {
  name: string;
  framework: 'spring' | 'pydantic' | 'serde' | 'go-tags' | 'viper';
  /** The key prefix the type is bound under (Spring `prefix = "app.mail"`); '' for a settings root; absent for a type only nested in others. */
  prefix?: string;
  fields: ConfigFieldFact[];
  /** Accepts keys it does not list (`extra="allow"`, a flattened map, viper `Unmarshal` into a type not read). */
  open?: boolean;
  location: SourceLocation;
}

/** A pytest fixture: tests (and the docs' examples of them) take it as a parameter named `name`. */
export interface FixtureFact {
  name: string;
  /** The type the test receives, as written (a yielding fixture's yielded type): `MockerFixture`. */
  type: string;
  location: SourceLocation;
}

export interface ImportFact {
  /** Module specifier as written: `./client`, `geo.distance`, `github.com/x/y/pkg`. */
  source: string;
  /** Imported names (`default`, `*`, or the exported name). */
  names: string[];
  /**
   * The local name each import binds, JavaScript/TypeScript (`import Client from './c'`, `const {
   * a: b } = require('./y')`), so a reference through the local name finds the imported declaration.
   */
  locals?: Array<{ local: string; name: string }>;
}

export interface FileFacts {
  path: string;
  language: Language;
  /** Content hash of the file text (cache key). */
  hash: string;
  /** Module or package name when the language has one (Python dotted module, Go package name, Java package). */
  module?: string;
  symbols: SymbolFact[];
  routers: RouterFact[];
  routes: RouteFact[];
  mounts: MountFact[];
  /** A prefix the application puts before every controller's routes (NestJS `app.setGlobalPrefix('api')`). */
  globalRoutePrefix?: string;
  cliOptions: CliOptionFact[];
  envVars: EnvVarFact[];
  imports: ImportFact[];
  /** Members the code adds to objects by assignment (`got.extend = ...`), JavaScript/TypeScript. */
  assignedMembers?: string[];
  /**
   * The module copies another object's members into its exports at run time
   * (`Object.assign(exports, require('graceful-fs'))`): its exports are more than the file lists.
   */
  exportsCopied?: true;
  /** The declaration the module exports as its default (`export default Client`, `module.exports = Client`). */
  defaultExport?: string;
  /** Configuration types and keys (absent when the file declares none). */
  configTypes?: ConfigTypeFact[];
  /** Data classes whose every field (any visibility) is a serialised key: request-body DTOs. */
  dataTypes?: DataTypeFact[];
  /** pytest fixtures the module declares (absent when none): what a test's parameter of that name holds. */
  fixtures?: FixtureFact[];
  /** Environment reads whose variable name the extractor cannot see (`process.env[name]` of a parameter). */
  opaqueEnvReads?: SourceLocation[];
  /**
   * Every identifier-like name that occurs in the file (declarations, property names, string keys),
   * deduplicated. Used to judge whether a doc identifier plausibly belongs to the project.
   */
  identifiers: string[];
}

/** What every language extractor exports. */
export interface FactExtractor {
  languages: Language[];
  /** File extensions handled, with the dot: `.py`. */
  extensions: string[];
  /** Must be called (and awaited) once before extract; loading parsers/grammars happens here, not at import. */
  init(): Promise<void>;
  extract(path: string, text: string, hash: string): FileFacts;
}
