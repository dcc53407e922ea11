import type { SymbolFact } from '../../facts/types.js';
import type { ProjectIndex } from '../../index/project-index.js';

const TYPE_KINDS = new Set(['class', 'interface', 'type', 'enum']);

/**
 * Outside bases whose members the deriving type lists itself or that add none a doc calls on it:
 * Python's `object`/`Exception`, Java's marker and single-method interfaces, Rust's derivable std
 * traits. A type extending them keeps a closed member set.
 */
const CLOSED_OUTSIDE_BASES = new Set([
  'object',
  'Object',
  'Exception',
  'Error',
  'BaseModel',
  'Serializable',
  'Cloneable',
  'Closeable',
  'AutoCloseable',
  'Comparable',
  'Runnable',
  'Display',
  'Debug',
  'Clone',
  'Copy',
  'Default',
  'PartialEq',
  'Eq',
  'PartialOrd',
  'Ord',
  'Hash',
  'Send',
  'Sync',
  'Drop',
]);

/**
 * The project type a base names (`Base<T>`, `*Inner`, `pkg.Inner`, `com.acme.Base`), `closed` for
 * an outside base that adds no members docs call, `outside` for any other type from elsewhere
 * (`http.Client`, `fmt.Display`, `EventEmitter`): its members cannot be seen.
 */
export function resolveBaseType(index: ProjectIndex, base: string): string | 'closed' | 'outside' {
  const text = base.replace(/<.*$/s, '').replace(/\[.*$/s, '').replace(/^\*/, '').trim();
  const dot = text.lastIndexOf('.');
  const name = text.slice(dot + 1);
  const qualifier = dot > 0 ? text.slice(0, dot) : undefined;
  // `http.Client` is net/http's even when the project declares a Client of its own.
  const ours =
    (!qualifier || index.modules.has(qualifier)) &&
    (index.symbolsByName.get(name) ?? []).some((s) => TYPE_KINDS.has(s.kind));
  if (ours) return name;
  return CLOSED_OUTSIDE_BASES.has(name) ? 'closed' : 'outside';
}

/** The declaration a Rust `impl Trait for T` block adds to T (see the Rust extractor). */
export function isTraitImplBlock(symbol: SymbolFact): boolean {
  return symbol.kind === 'type' && !symbol.exported && symbol.signature.startsWith('impl ');
}

/**
 * A type the project only adds extension functions to (Kotlin's `fun BufferedSink.writeMedium()` on
 * Okio's BufferedSink) and never declares: its other members are its owner's, and the project's
 * history of some other same-named member says nothing about them.
 */
export function isForeignType(index: ProjectIndex, container: string): boolean {
  return (
    !container.startsWith('module:') &&
    index.membersByContainer.has(container) &&
    (index.symbolsByName.get(container) ?? []).length === 0
  );
}
