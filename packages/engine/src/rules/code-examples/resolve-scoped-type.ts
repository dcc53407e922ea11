import type { ProjectIndex } from '../../index/project-index.js';
import type { TypeScope } from '../../languages/go/filter-by-go-package.js';
import type { ExampleCall, ExampleHeadBinding } from '../../model/doc.js';
import { symbolsNamed } from '../shared/resolve-api.js';
import { resolveExpressionType } from '../shared/resolve-expression-type.js';

const TYPE_KINDS = new Set(['class', 'interface', 'type', 'enum']);

/** A project type named by type text (`*gin.Context`, `Optional[Client]`, `Client<T>`), else undefined. */
function projectTypeOf(index: ProjectIndex, typeText: string, scope?: TypeScope): string | undefined {
  const text = typeText
    .trim()
    .replace(/^(?:Optional\[|Promise<|Awaited<)/, '')
    .replace(/^[*&[\]\s]+/, '')
    .replace(/[<[].*$/s, '');
  const m = /^(?:([A-Za-z_]\w*)\.)?([A-Za-z_]\w*)$/.exec(text.trim());
  const name = m?.[2];
  if (!m || !name) return undefined;
  const embedded = m[1] ? undefined : scope?.embedding?.get(name);
  if (embedded) return embedded;
  // `http.Request` names another package's type, even when the project declares a Request too; a
  // project namespace or type (a Ruby `module Acme`, an outer class) qualifies the project's own.
  if (m[1] && !index.modules.has(m[1]) && !symbolsNamed(index, m[1]).some((s) => TYPE_KINDS.has(s.kind)))
    return undefined;
  const declared =
    index.membersByContainer.has(name) || symbolsNamed(index, name).some((s) => TYPE_KINDS.has(s.kind));
  return declared ? name : undefined;
}

/** The project type an assigned expression yields: a constructor, a composite literal, a call with a declared return type. */
function assignedTypeOf(
  index: ProjectIndex,
  expression: string,
  scope: TypeScope,
  bound: Map<string, string>,
): string | undefined {
  const text = expression.replace(/^(?:await|yield)\s+/, '').replace(/^&/, '');
  // `x.(*validator.Validate)`: the asserted type is what the variable holds.
  const asserted = /\.\(\s*([*\w.]+)\s*\)\s*[;{]?\s*$/.exec(text);
  if (asserted?.[1]) return projectTypeOf(index, asserted[1], scope);
  // Go's `new(Client)` allocates a Client.
  const allocated = scope.language === 'go' ? /^new\(\s*([\w.]+)\s*\)$/.exec(text) : null;
  if (allocated?.[1]) return projectTypeOf(index, allocated[1], scope);
  const literal = /^(?:new\s+([\w$.]+)\s*\(|([\w.]+)\s*\{)/.exec(text);
  if (literal) return projectTypeOf(index, literal[1] ?? literal[2] ?? '', scope);
  return resolveExpressionType(index, text, scope, bound);
}

/**
 * The type of the variable a call in an example starts from, by the binding in scope at the call
 * (read from the example's syntax tree when it was parsed): `{ type }` (undefined when that binding
 * is not of a project type: a shadowing `r *http.Request` parameter, `var g errgroup.Group`;
 * `untyped` for a parameter without a type), or undefined when the example does not bind the name,
 * so bindings made elsewhere on the page apply.
 */
export function resolveScopedType(
  index: ProjectIndex,
  call: ExampleCall,
  scope: TypeScope,
  bound: Map<string, string>,
): { type?: string; untyped?: boolean } | undefined {
  if (!call.head) return undefined;
  if (call.head.kind === 'untyped') return { untyped: true };
  const type = bindingType(index, call.head, scope, bound);
  return type ? { type } : {};
}

/** The project type a binding gives its variable; an expression from another variable is typed from that one's binding. */
function bindingType(
  index: ProjectIndex,
  site: ExampleHeadBinding,
  scope: TypeScope,
  bound: Map<string, string>,
): string | undefined {
  if (site.kind === 'untyped') return undefined;
  if (site.kind === 'typed') return projectTypeOf(index, site.text, scope);
  const from = site.via ? bindingType(index, site.via.binding, scope, bound) : undefined;
  const scoped = site.via ? new Map(bound) : bound;
  // The variable as bound where the expression runs, never the page's other binding of that name.
  if (site.via) {
    if (from) scoped.set(site.via.name, from);
    else scoped.delete(site.via.name);
  }
  return assignedTypeOf(index, site.text, scope, scoped);
}
