// What a Sphinx role says (:func:`pkg.run`, :ref:`label`, {doc}`../guide` in MyST), shared by the
// reStructuredText reader and the MyST roles inside Markdown.

/** Roles naming an API object of a domain (`py:func`, `js:class`, `c:macro`, ...). */
const API_ROLES = new Set([
  'func',
  'meth',
  'class',
  'exc',
  'attr',
  'data',
  'const',
  'obj',
  'type',
  'member',
  'var',
  'property',
  'struct',
  'enum',
  'macro',
  'interface',
  'function',
  'method',
]);
/** Roles whose text is code as written. */
const LITERAL_ROLES = new Set(['code', 'samp', 'file', 'literal']);

/**
 * A dotted API name whose last part is public: `_private` members are not part of the facts the
 * code yields, so a page that documents them (a guide to subclassing) cannot be judged.
 */
export function isPublicApiName(name: string): boolean {
  return /^[A-Za-z_$][\w$]*(?:(?:\.|::)[A-Za-z_$][\w$]*)*$/.test(name) && !/(^|\.|::)_[^.:]*$/.test(name);
}

export type RoleRef =
  | { kind: 'span'; value: string; role?: string }
  | { kind: 'ref'; label: string }
  | { kind: 'doc'; target: string };

/** `title <target>` -> `target`; otherwise the text itself. */
function targetOf(content: string): string {
  const m = /^[\s\S]*?<([^<>]+)>\s*$/.exec(content);
  return (m?.[1] ?? content).trim();
}

/**
 * The claim a role makes, or undefined for roles that claim nothing about the project (`:pep:`,
 * `:term:`, `:math:`). `~` (show the last part) and `!` (no link) prefixes are dropped; `()` after
 * a function name is Sphinx's display, not an argument list.
 */
export function readRole(roleName: string, content: string): RoleRef | undefined {
  const role = roleName.slice(roleName.lastIndexOf(':') + 1).toLowerCase();
  if (LITERAL_ROLES.has(role)) return content.trim() ? { kind: 'span', value: content.trim() } : undefined;
  const target = targetOf(content).replace(/^[~!]+/, '');
  if (!target) return undefined;
  // A module is a file, not a symbol: the API rules do not judge it.
  if (role === 'mod') return undefined;
  if (API_ROLES.has(role)) {
    const name = target.replace(/\(\)$/, '');
    return isPublicApiName(name) ? { kind: 'span', value: name, role } : undefined;
  }
  if (role === 'option') {
    // `:option:`prog --flag`` names the program first.
    const flag = target.split(/\s+/).find((word) => word.startsWith('-')) ?? target;
    return { kind: 'span', value: flag };
  }
  if (role === 'envvar') return { kind: 'span', value: target };
  if (role === 'ref') return { kind: 'ref', label: target };
  if (role === 'doc') return { kind: 'doc', target };
  return undefined;
}
