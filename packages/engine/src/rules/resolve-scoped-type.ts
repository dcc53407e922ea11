import type { ExampleLanguage } from '../docs/example-language.js';
import type { SymbolFact } from '../facts/types.js';
import type { ProjectIndex } from '../index/project-index.js';
import type { ExampleCall } from '../model/doc.js';
import { declaredTypeOf, symbolsNamed } from './resolve-api.js';

const TYPE_KINDS = new Set(['class', 'interface', 'type', 'enum']);

/** A project type named by type text (`*gin.Context`, `Optional[Client]`, `Client<T>`), else undefined. */
export function projectTypeOf(index: ProjectIndex, typeText: string): string | undefined {
  const text = typeText
    .trim()
    .replace(/^(?:Optional\[|Promise<|Awaited<)/, '')
    .replace(/^[*&[\]\s]+/, '')
    .replace(/[<[].*$/s, '');
  const m = /^(?:([A-Za-z_]\w*)\.)?([A-Za-z_]\w*)$/.exec(text.trim());
  const name = m?.[2];
  if (!m || !name) return undefined;
  // `http.Request` names another package's type, even when the project declares a Request too.
  if (m[1] && !index.modules.has(m[1])) return undefined;
  const declared =
    index.membersByContainer.has(name) || symbolsNamed(index, name).some((s) => TYPE_KINDS.has(s.kind));
  return declared ? name : undefined;
}

/** The example's language, and the names its imports give project packages (`fc` for `fc "example.com/forecast"`). */
export interface TypeScope {
  language: ExampleLanguage;
  projectPackages: Set<string>;
}

const modulesByPath = new WeakMap<ProjectIndex, Map<string, string>>();

/** Go package or Python module name of the file declaring `symbol`. */
function moduleOf(index: ProjectIndex, symbol: SymbolFact): string | undefined {
  let byPath = modulesByPath.get(index);
  if (!byPath) {
    byPath = new Map(index.files.flatMap((f) => (f.module ? [[f.path, f.module] as const] : [])));
    modulesByPath.set(index, byPath);
  }
  return byPath.get(symbol.location.path)?.split('.').pop();
}

/**
 * The declarations `pkg.New()` can mean in Go, where the qualifier is a package: those of the
 * project package of that name (`client.New()` is not `fiber.New()`), or any, when the example
 * imports a project package under that alias (`fc "example.com/forecast"`). Any other qualifier is
 * an outside package (`alice.New()`, `slog.New()`, `redisStore.New()`). Python and JavaScript
 * qualifiers (re-exporting packages, objects) are not filtered.
 */
function inQualifier(
  index: ProjectIndex,
  symbols: SymbolFact[],
  qualifier: string | undefined,
  scope: TypeScope,
): SymbolFact[] {
  if (!qualifier || scope.language !== 'go' || symbols.length === 0) return symbols;
  const own = symbols.filter((s) => moduleOf(index, s) === qualifier);
  if (own.length > 0 || index.modules.has(qualifier)) return own;
  return scope.projectPackages.has(qualifier) ? symbols : [];
}

/** The project type an assigned expression yields: a constructor, a composite literal, a call with a declared return type. */
function assignedTypeOf(index: ProjectIndex, expression: string, scope: TypeScope): string | undefined {
  const text = expression.replace(/^(?:await|yield)\s+/, '').replace(/^&/, '');
  // `x.(*validator.Validate)`: the asserted type is what the variable holds.
  const asserted = /\.\(\s*([*\w.]+)\s*\)\s*[;{]?\s*$/.exec(text);
  if (asserted?.[1]) return projectTypeOf(index, asserted[1]);
  const literal = /^(?:new\s+([\w$.]+)\s*\(|([\w.]+)\s*\{)/.exec(text);
  if (literal) return projectTypeOf(index, literal[1] ?? literal[2] ?? '');
  const path = /^([\w$.]+)\s*\(/.exec(text)?.[1]?.split('.');
  const callee = path?.pop();
  if (!callee) return undefined;
  for (const symbol of inQualifier(index, symbolsNamed(index, callee), path?.pop(), scope)) {
    // In Go, calling a name never constructs its type; only functions and methods return one.
    const callable =
      symbol.kind === 'function' ||
      symbol.kind === 'method' ||
      (scope.language !== 'go' && symbol.kind === 'class' && !symbol.container);
    const type = callable ? declaredTypeOf(index, symbol) : undefined;
    if (type) return type;
  }
  return undefined;
}

/**
 * The type of the variable a call in an example starts from, by the binding in scope at the call
 * (read from the example's syntax tree when it was parsed): `{ type }` (undefined when that binding
 * is not of a project type: a shadowing `r *http.Request` parameter, `var g errgroup.Group`), or
 * undefined when the example does not bind the name, so bindings made elsewhere on the page apply.
 */
export function resolveScopedType(
  index: ProjectIndex,
  call: ExampleCall,
  scope: TypeScope,
): { type?: string } | undefined {
  const site = call.head;
  if (!site) return undefined;
  if (site.kind === 'untyped') return {};
  const type =
    site.kind === 'typed' ? projectTypeOf(index, site.text) : assignedTypeOf(index, site.text, scope);
  return type ? { type } : {};
}
