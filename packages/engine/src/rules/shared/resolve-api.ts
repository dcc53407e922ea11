import type { ParameterFact, SymbolFact } from '../../facts/types.js';
import type { ProjectIndex } from '../../index/project-index.js';
import { nameTokens } from '../../util/similarity.js';
import { expandForwardedKwargs } from './expand-forwarded-kwargs.js';
import { signatureReceiverNames } from './infer-receiver-names.js';
import { isTraitImplBlock, resolveBaseType } from './resolve-base-type.js';

const TYPE_DECLARATIONS = new Set(['class', 'interface', 'type', 'enum']);

/** Plain JavaScript: parameters without defaults are not enforced, so arity checks are skipped. */
export function isUntypedJs(symbol: SymbolFact): boolean {
  return /\.(js|cjs|mjs|jsx)$/.test(symbol.location.path);
}

/**
 * Whether callers can pass the symbol's parameters by name (Python, Ruby, C#, PHP, Kotlin, Swift).
 * Elsewhere a parameter's name is the author's label, and docs may use another (`callback` for `cb`).
 */
export function acceptsKeywordArguments(symbol: SymbolFact): boolean {
  return /\.(py|pyi|rb|cs|php|kt|swift)$/.test(symbol.location.path);
}
/** Objects docs use that are frameworks, runtimes or locals, never a project container. */
const NOT_CONTAINERS = new Set([
  'app',
  'req',
  'res',
  'request',
  'response',
  'ctx',
  'c',
  'console',
  'process',
  'os',
  'sys',
  'json',
  'math',
  'document',
  'window',
  'path',
  'fs',
  'http',
  'this',
  'self',
  'err',
  'error',
  'e',
  't',
  'r',
  'w',
  'object',
  'array',
  'string',
  'promise',
  'number',
  'date',
  'module',
  'exports',
  'require',
  'import',
  'np',
  'pd',
  'json',
  'router',
  'server',
  'db',
  'cls',
  'super',
  'fmt',
  'log',
  'logger',
  'time',
  'context',
  'strings',
  'errors',
]);

export function symbolsNamed(index: ProjectIndex, name: string): SymbolFact[] {
  return index.symbolsByName.get(name) ?? [];
}

/**
 * Parameters a caller passes: constructor parameters for classes, a method's own. Extraction already
 * leaves out a method's receiver (Python's `self`/`cls`, Rust's `self`), so a first parameter named
 * `cls` here is a real one (`register_hook(cls, func)` takes the class to register).
 */
export function callParams(index: ProjectIndex, symbol: SymbolFact): ParameterFact[] | undefined {
  const params = ownCallParams(index, symbol);
  return params && expandForwardedKwargs(index, symbol, params, (target) => ownCallParams(index, target));
}

function ownCallParams(index: ProjectIndex, symbol: SymbolFact): ParameterFact[] | undefined {
  if (symbol.kind === 'class' && !(symbol.params && symbol.params.length > 0)) {
    const ctor = (index.membersByContainer.get(symbol.name) ?? []).find((m) =>
      ['__init__', 'constructor', 'initialize', '__construct'].includes(m.name),
    );
    if (ctor?.params) return ctor.params;
  }
  return symbol.params;
}

/**
 * Members of a container, including those inherited through `extends`: superclasses and
 * interfaces, Go embedded types (promoted methods), Rust traits the type implements (their
 * provided methods). Every declaration of the name counts: Rust `impl Trait for T` blocks are
 * declarations of T of their own.
 */
export function membersOf(index: ProjectIndex, container: string, depth = 0): SymbolFact[] {
  const own = index.membersByContainer.get(container) ?? [];
  if (depth > 4) return own;
  const bases = new Set(symbolsNamed(index, container).flatMap((s) => s.extends ?? []));
  const inherited = [...bases].flatMap((base) => {
    const type = resolveBaseType(index, base);
    return type === 'closed' || type === 'outside' || type === container
      ? []
      : membersOf(index, type, depth + 1);
  });
  return [...own, ...inherited];
}

function singular(word: string): string {
  return word.replace(/ies$/, 'y').replace(/s$/, '');
}

/**
 * The project container (class, struct, module) a doc object name stands for: an exact class or
 * module name, a variable bound in the doc's examples, the name the project's signatures give
 * one type's parameters (`reply: Reply`), or a word that is a token of exactly one
 * container name (`charges` for `ChargesResource`, `box` for `BoundingBox`).
 */
export function resolveContainer(
  index: ProjectIndex,
  word: string,
  docVars: Map<string, string>,
): string | undefined {
  const bound = docVars.get(word);
  if (bound) return bound;
  if (
    index.membersByContainer.has(word) ||
    symbolsNamed(index, word).some((s) => s.kind === 'class' || s.kind === 'interface')
  )
    return word;
  if (index.modules.has(word)) return `module:${word}`;
  const named = signatureReceiverNames(index).get(word);
  if (named) return named;
  const lower = word.toLowerCase();
  if (NOT_CONTAINERS.has(lower) || lower.length < 3) return undefined;
  const target = singular(lower);
  const exact = index.containerNames.filter((name) => name.toLowerCase() === lower);
  if (exact.length === 1) return exact[0];
  // Token matches only name classes (`charges` for ChargesResource), not option interfaces.
  const classes = index.containerNames.filter((name) =>
    symbolsNamed(index, name).some((s) => s.kind === 'class'),
  );
  // A private class (`_TokenClaim`) is never what a doc's word (`claims`) stands for.
  const matches = classes.filter((name) => {
    if (name.startsWith('_')) return false;
    const tokens = nameTokens(name).map(singular);
    return (
      tokens.includes(target) || (tokens.length === 1 && tokens[0]?.endsWith(target) && target.length >= 4)
    );
  });
  const exported = matches.filter((m) => symbolsNamed(index, m).some((s) => s.exported));
  const pool = exported.length > 0 ? exported : matches;
  return pool.length === 1 ? pool[0] : undefined;
}

/** Names a container offers: members for classes, top-level symbols for modules. */
export function containerMemberNames(index: ProjectIndex, container: string): string[] {
  if (container.startsWith('module:')) {
    const mod = container.slice(7);
    return index.files
      .filter((f) => f.module === mod || f.module?.endsWith(`.${mod}`) || f.module?.split('/').pop() === mod)
      .flatMap((f) => f.symbols.filter((s) => s.exported && !s.container).map((s) => s.name));
  }
  return membersOf(index, container).map((m) => m.name);
}

/**
 * What wraps the value a callable gives (`Promise<`, `Optional[`, Rust `io::Result<`/`&mut `, Java
 * `CompletableFuture<`, Go's `*` and `(`): the type inside is the receiver of the next call.
 */
const RESULT_WRAPPERS =
  /^(?:\(|\*|\[\]|&(?:'\w+\s+)?(?:mut\s+)?|(?:impl|dyn)\s+|(?:[\w]+::)*(?:Promise|Optional|Awaited|Result|Option|Box|Arc|Rc|CompletableFuture|Mono)[<[])+/;

/** The type (class) a property or function returns, when the code declares it. */
export function declaredTypeOf(index: ProjectIndex, symbol: SymbolFact | undefined): string | undefined {
  // Without a declared type, the signature's tail after the parameters is the return type (`) *Client`, `-> Timesheet`).
  const tail = symbol?.signature.slice(symbol.signature.lastIndexOf(')') + 1).replace(/^\s*(->|:)?\s*/, '');
  const text = symbol?.kind === 'class' ? symbol.name : (symbol?.type ?? tail);
  if (!text) return undefined;
  const match = /(?:([A-Za-z_]\w*)(?:\.|::))?([A-Z]\w*)/.exec(
    text.replace(/\b(?:crate|self|super)::/g, '').replace(RESULT_WRAPPERS, ''),
  );
  // `*fasthttp.Response` is another package's Response, even when the project declares one.
  if (match?.[1] && !index.modules.has(match[1])) return undefined;
  const name = match?.[2];
  return name &&
    (index.membersByContainer.has(name) || symbolsNamed(index, name).some((s) => s.kind === 'class'))
    ? name
    : undefined;
}

const exportedNamesCache = new WeakMap<ProjectIndex, string[]>();

/** Names of exported top-level symbols (computed once per index). */
export function exportedTopLevelNames(index: ProjectIndex): string[] {
  let names = exportedNamesCache.get(index);
  if (!names) {
    names = [...index.symbolsByName.keys()].filter((n) =>
      symbolsNamed(index, n).some((s) => s.exported && !s.container),
    );
    exportedNamesCache.set(index, names);
  }
  return names;
}

/**
 * True when a container's members cannot all be seen: it extends a class from outside the project
 * (`extends EventEmitter`) or resolves members at run time (`__getattr__`, `__call`, `method_missing`).
 */
export function hasOpenMembers(
  index: ProjectIndex,
  container: string,
  depth = 0,
  outsideBases: 'open' | 'checked' = 'open',
): boolean {
  if (container.startsWith('module:') || depth > 4) return false;
  const own = index.membersByContainer.get(container) ?? [];
  if (
    own.some((m) => ['__getattr__', '__getattribute__', '__call', 'method_missing', '__get'].includes(m.name))
  )
    return true;
  // A Rust type the project only implements its traits for (`impl Source for BTreeMap<K, V>`) is
  // another crate's: its own methods are not in the project.
  const types = symbolsNamed(index, container).filter((s) => TYPE_DECLARATIONS.has(s.kind));
  if (types.length > 0 && types.every(isTraitImplBlock)) return true;
  for (const decl of symbolsNamed(index, container)) {
    if (decl.openMembers) return true;
    for (const base of decl.extends ?? []) {
      // A base from outside the project (`EventEmitter`, Go's embedded `http.Client`, Rust's
      // `impl Iterator for T`) brings members we cannot see.
      const type = resolveBaseType(index, base);
      if (type === 'outside' && outsideBases === 'open') return true;
      if (
        type !== 'outside' &&
        type !== 'closed' &&
        type !== container &&
        hasOpenMembers(index, type, depth + 1, outsideBases)
      )
        return true;
    }
  }
  return false;
}
