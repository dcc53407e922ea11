// Doc claims: what one Markdown page says about the project, extracted once and cached by hash.

interface DocHeading {
  text: string;
  slug: string;
  line: number;
  depth: number;
}

/** Where an inline code span sits; list items and table cells form groups of siblings. */
export type SpanContext = 'heading' | 'table' | 'list' | 'paragraph';

export interface DocCodeSpan {
  value: string;
  line: number;
  context: SpanContext;
  /** Sibling group (one list or one table column); -1 when none. */
  group: number;
  /** True when the span is the first thing in its list item or table cell (the item is "about" it). */
  leading: boolean;
  /** Index into DocFile.headings of the section the span belongs to; -1 before the first heading. */
  section: number;
  /** Table column (0-based) for spans in table cells. */
  column?: number;
  /**
   * The Sphinx/MyST role that wrote the span (`func` for :func:`x` or {func}`x`), or `func` for an
   * API a directive documents (`.. autofunction:: x`): the text names an API even without `()`.
   */
  role?: string;
}

interface DocTableRow {
  line: number;
  cells: string[];
}

interface DocTable {
  line: number;
  header: string[];
  rows: DocTableRow[];
  section: number;
}

/** A name an example imports: `import { a } from 'x'`, `from x import a`, `const { a } = require('x')`. */
export interface ExampleImport {
  source: string;
  /** The exported name (`a` in `import { a as b }`); the local name for default and namespace imports. */
  name: string;
  /** named: `{ a }` / `from x import a`; default: `import a from`; namespace: `* as a`, `const a = require()`, `import a` (Python), a Go import. */
  kind: 'named' | 'default' | 'namespace';
  /** 0-based line inside the block. */
  line: number;
}

/** One argument of an example call, read from the syntax tree. */
export interface ExampleArg {
  /** The argument as written, cut at 60 characters. */
  text: string;
  /** Python `key=value`. */
  keyword?: string;
  /** `...args` / `*args`. */
  rest: boolean;
  /** `**kwargs`. */
  kwargs: boolean;
  /** Keys of an object literal argument (`{ retries: 3 }`). */
  keys?: string[];
  /** The object literal spreads or elides (`{ ...base }`, `{ a, ... }`): its keys are not all shown. */
  openKeys?: boolean;
  /** The type a Go struct literal names (`zerolog.ConsoleWriter{...}` gives `ConsoleWriter`). */
  literalType?: string;
}

export interface ExampleCall {
  /** Callee chain (`client.charges.create`); `this` and computed members end the chain. */
  chain: string[];
  args: ExampleArg[];
  /** 0-based line inside the block. */
  line: number;
  /** The call as written, cut at 200 characters. */
  text: string;
  /** The example elides arguments (`client.get(...)`): nothing to count. */
  elided: boolean;
  isNew: boolean;
  /**
   * Indexes of chain segments that are calls themselves (`client.R().SetFileReader()` has [1]):
   * the segment after one is a member of what that call returns (a builder chain).
   */
  calledAt?: number[];
  /**
   * The binding of the chain's head in scope at the call, from the example's syntax tree; absent
   * when the example does not bind that name (or imports it), so the page's bindings apply.
   */
  head?: ExampleHeadBinding;
  /**
   * PHP: the namespace a static call names its class from (`GuzzleHttp\Promise` for `Utils::unwrap()`
   * after `use GuzzleHttp\Promise\Utils;`), when the example says.
   */
  namespace?: string;
}

/** How an example variable is bound where a call uses it. */
export interface ExampleHeadBinding {
  /** `typed`: a declared type (parameter, `var g T`); `assigned`: an expression; `untyped`: neither is known. */
  kind: 'typed' | 'assigned' | 'untyped';
  /** The declared type (`*http.Request`) or the assigned expression (`chi.NewRouter()`), cut at 200 characters. */
  text: string;
  /**
   * For an expression that starts from another variable of the example (`mockCall :=
   * testObj.On(x).Return(y)`), that variable's binding where the expression runs.
   */
  via?: { name: string; binding: ExampleHeadBinding };
}

/** `const client = new Client()`, `c := forecast.NewClient()`, `with Session() as s`. */
export interface ExampleBinding {
  name: string;
  callee: string[];
  /** The bound value when it is a builder chain (`Client::builder().timeout(5).build()`), typed step by step. */
  chain?: string;
}

/** A Go struct literal of a package's type (`zerolog.BurstSampler{Burst: 5, Period: time.Second}`). */
export interface ExampleStructLiteral {
  /** The package alias and the type: `['zerolog', 'BurstSampler']`. */
  type: [string, string];
  /** The keys as written, each on its 0-based line inside the block. */
  keys: { name: string; line: number }[];
  /** The literal as written, cut at 200 characters. */
  text: string;
}

/**
 * A Go declaration an example restates: an interface's methods, a struct's fields, or one method
 * written as a bare signature (`func (c fiber.Ctx) FormValue(key string) string`).
 */
export interface ExampleDeclaration {
  kind: 'interface' | 'struct' | 'signature';
  /** The package a signature's receiver names (`fiber` in `c fiber.Ctx`). */
  qualifier?: string;
  type: string;
  /** The methods or fields, each on its 0-based line inside the block. */
  members: { name: string; line: number }[];
  /** The types a struct embeds, as written (`mock.Mock`, `*Base`). */
  embeds?: string[];
}

/** What a JavaScript/TypeScript, Python or Go example does, from its syntax tree. */
export interface ParsedExample {
  imports: ExampleImport[];
  calls: ExampleCall[];
  bindings: ExampleBinding[];
  /** Variables the example declares or assigns with anything but a plain import. */
  assigned: string[];
  /** Go struct literals of a qualified type whose every element is keyed. */
  structLiterals?: ExampleStructLiteral[];
  /** Go interfaces, structs and method signatures the example restates. */
  declarations?: ExampleDeclaration[];
  /**
   * Methods the example writes for the project to call: Java `@Override` methods, Kotlin `override
   * fun`s, and Go methods with a body (Go implements interfaces without saying so). 0-based lines.
   */
  implementations?: Array<{ name: string; line: number }>;
}

/** A word of a shell command after quote removal. */
export interface ShellWord {
  text: string;
  /** 0-based line inside the block. */
  line: number;
  /** The word starts quoted or escaped (`"--x y"`): a value, not a flag (`--x="y"` is a flag). */
  quoted: boolean;
}

/** `NAME=value` before a command, after `export`, or on its own. */
export interface ShellAssignment {
  name: string;
  value: string;
  line: number;
}

/** One simple command of a shell example (`A=1 tool run --x` between `|`, `&&`, `;`, newlines). */
export interface ShellCommand {
  /** Empty for a line of assignments only. */
  program: string;
  args: ShellWord[];
  env: ShellAssignment[];
  /** 0-based line of the program word (or of the first assignment). */
  line: number;
  /** The command's text, continuations joined. */
  raw: string;
}

export interface DocCodeBlock {
  lang: string;
  text: string;
  /** Line of the opening fence; the first code line is line + 1. */
  line: number;
  section: number;
  /** JavaScript/TypeScript, Python and Go examples read by their language's parser. */
  example?: ParsedExample;
  /** Shell examples (sh, bash, console, zsh, `$ ` lines) split into commands. */
  commands?: ShellCommand[];
}

interface DocLink {
  url: string;
  line: number;
  /** `ref`: a Sphinx cross-reference (:ref:`label`) whose url is a label any page may define. */
  kind: 'link' | 'image' | 'definition' | 'ref';
  /** The label of a reference definition (`[tc]: https://...`). */
  label?: string;
}

/** A plain-text line that names an HTTP endpoint (`GET /users`), outside code and tables. */
interface DocEndpointLine {
  method: string;
  path: string;
  line: number;
  section: number;
}

/** The first line of a list item's text (`sort: field to sort by`), for lists of named things. */
interface DocListItem {
  text: string;
  line: number;
  /** Sibling group shared with the item's code spans. */
  group: number;
  section: number;
}

export interface DocFile {
  path: string;
  hash: string;
  headings: DocHeading[];
  spans: DocCodeSpan[];
  tables: DocTable[];
  codeBlocks: DocCodeBlock[];
  links: DocLink[];
  endpointLines: DocEndpointLine[];
  /** List items with their first line of text (absent in docs cached by older versions). */
  listItems?: DocListItem[];
  /** Explicit HTML anchors (`<a name="x">`, `id="x"`) that links may target. */
  anchors: string[];
  /** Sphinx labels the page defines (`.. _label:`, MyST `(label)=`), which :ref: names from any page. */
  labels?: string[];
  /** Where the doc came from when it is not a file of the checkout (a Notion page URL). */
  sourceUrl?: string;
  /** Why the page was left unread (its text would stall or crash the reader); it has no claims. */
  notRead?: string;
}
