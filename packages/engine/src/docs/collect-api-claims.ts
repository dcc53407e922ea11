import type { DocFile, SpanContext } from '../model/doc.js';
import { type DocSignature, parseDocSignature } from './parse-doc-signature.js';

export interface ApiClaim {
  sig: DocSignature;
  line: number;
  context: SpanContext;
  /** Sibling group: list/table column id, `h<depth>` for headings, -1 for prose. */
  group: string;
  /** Heading index (for headings: its own index) the claim belongs to. */
  section: number;
  raw: string;
  /** Written with a leading dot (`.requiredOption()`): a member of some object the text leaves unnamed. */
  memberOnly: boolean;
}

const BUILTINS = new Set([
  'print',
  'len',
  'range',
  'str',
  'int',
  'float',
  'dict',
  'list',
  'set',
  'tuple',
  'open',
  'isinstance',
  'super',
  'type',
  'require',
  'console',
  'fetch',
  'setTimeout',
  'setInterval',
  'JSON',
  'Object',
  'Array',
  'Promise',
  'Math',
  'Date',
  'String',
  'Number',
  'Boolean',
  'Error',
  'Map',
  'Set',
  'Symbol',
  'BigInt',
  'RegExp',
  'Function',
  'Reflect',
  'Proxy',
  'WeakMap',
  'WeakSet',
  'URL',
  'URLSearchParams',
  'Intl',
  'Buffer',
  'structuredClone',
  'isNaN',
  'isFinite',
  'encodeURI',
  'decodeURI',
  'decodeURIComponent',
  'parseInt',
  'parseFloat',
  'encodeURIComponent',
  'describe',
  'it',
  'test',
  'expect',
  'main',
  'init',
  'make',
  'new',
  'append',
  'panic',
  'func',
  'import',
  'export',
]);

/** Members every JavaScript or Java object has (`Object.prototype`, `java.lang.Object`): `client.toString()` is never drift. */
const OBJECT_MEMBERS = new Set([
  'toString',
  'valueOf',
  'toLocaleString',
  'hasOwnProperty',
  'isPrototypeOf',
  'propertyIsEnumerable',
  'constructor',
  'getClass',
  'hashCode',
  'equals',
  'notifyAll',
  'finalize',
]);

/**
 * Built-in methods of functions, promises, arrays and strings: a `.then()` or `.bind()` written
 * without its object names the language's method, even when the project once declared one.
 */
const BUILTIN_METHODS = new Set([
  'then',
  'catch',
  'finally',
  'bind',
  'call',
  'apply',
  'toJSON',
  'map',
  'filter',
  'forEach',
  'reduce',
  'push',
  'pop',
  'slice',
  'splice',
  'join',
  'split',
  'trim',
  'includes',
  'indexOf',
  'replace',
  'match',
  'test',
  'exec',
  'keys',
  'values',
  'entries',
]);

const FILE_EXTENSION =
  /^(js|mjs|cjs|ts|tsx|jsx|json|md|mdx|py|go|rs|rb|java|yml|yaml|toml|html|css|txt|lock|sh|env|cfg|ini|xml|csv|log|db|sqlite3?|png|svg|gz|zip|d|pem|crt|cer|key|p12|pfx|conf|tar|tgz|whl|so|dll|exe|jpg|jpeg|gif|webp|pdf|wasm|map|sql|proto|lock)$/i;

/** Names a page's own code examples define (decorators, handlers, helpers): the reader's code, not the project's. */
export function docLocalNames(doc: DocFile): Set<string> {
  const names = new Set<string>();
  for (const block of doc.codeBlocks) {
    for (const m of block.text.matchAll(
      /\b(?:function|def|class|func|const|let|var|type|interface)\s+([A-Za-z_$][\w$]*)|['"]([A-Za-z_$][\w$]*)['"]|\b([A-Za-z_$][\w$]*)\s*[:=]\s*(?:async\s+)?(?:function|\(|[\w$]+\s*=>)/g,
    )) {
      const name = m[1] ?? m[2] ?? m[3];
      if (name) names.add(name);
    }
  }
  return names;
}

/**
 * Sphinx/MyST roles and autodoc directives that name a function, method, class or exception: a
 * bare name they write (:func:`render`) is an API reference, not prose.
 */
const NAMING_ROLES = new Set(['func', 'meth', 'class', 'exc']);

function toClaim(
  text: string,
  line: number,
  context: SpanContext,
  group: string,
  section: number,
  ownClasses: Set<string>,
  role?: string,
): ApiClaim | undefined {
  // `def .stream_raw()` in a class's member list is a method written without its object.
  const body = text.trim().replace(/^(?:async\s+)?def\s+(?=\.)/, '');
  const memberOnly = /^\.[A-Za-z_$]/.test(body);
  const sig = parseDocSignature(memberOnly ? body.slice(1) : text);
  if (!sig) return undefined;
  // A language's built-in (`URL`, `Object`) names the project's own class when the project declares one.
  const builtin = (name: string) => BUILTINS.has(name) && !ownClasses.has(name);
  if (builtin(sig.chain[0] ?? '')) return undefined;
  // A global's name is the global's where it stands alone; as a capitalised member (zerolog's
  // `Event.Array()`, a Go method) it is the member's own.
  if (builtin(sig.name) && (sig.chain.length === 1 || !/^[A-Z]/.test(sig.name))) return undefined;
  if (OBJECT_MEMBERS.has(sig.name) && (memberOnly || sig.chain.length > 1)) return undefined;
  if (memberOnly && sig.chain.length === 1 && BUILTIN_METHODS.has(sig.name)) return undefined;
  // `__init__`, `__call__`: protocol methods the docs describe, not names the API exports.
  if (/^__\w+__$/.test(sig.name)) return undefined;
  // A bare word without parentheses is prose, not an API reference.
  if (sig.params === undefined && sig.chain.length < 2 && !(role && NAMING_ROLES.has(role))) return undefined;
  if (sig.chain.some((part) => /^\d/.test(part))) return undefined;
  // `app.js`, `bookshelf.sqlite3`: file names, not members.
  if (sig.params === undefined && FILE_EXTENSION.test(sig.name)) return undefined;
  return { sig, line, context, group, section, raw: text, memberOnly };
}

/** API references: signature headings, leading code in list items and table cells, code spans in prose. */
export function collectApiClaims(doc: DocFile, ownClasses: Set<string> = new Set()): ApiClaim[] {
  const claims: ApiClaim[] = [];
  doc.headings.forEach((h, i) => {
    const lead = doc.spans.find((s) => s.line === h.line && s.context === 'heading');
    const text = lead?.leading ? lead.value : h.text;
    // `func ParseUnits(s string) (Units, error) and func ConvertTemperature(...)`: judge each.
    for (const part of text.split(/\s+and\s+(?=func\s|def\s|`)/)) {
      const c = toClaim(part, h.line, 'heading', `h${h.depth}`, i, ownClasses);
      if (c) claims.push(c);
    }
  });
  for (const span of doc.spans) {
    if (span.context === 'heading') continue;
    const lead = span.leading && (span.context !== 'table' || span.column === 0);
    if ((span.context === 'list' || span.context === 'table') && !lead) {
      const c = toClaim(span.value, span.line, 'paragraph', '-1', span.section, ownClasses, span.role);
      // Inside a list item's text only a call or a role that names an API is a claim.
      if (c && (c.sig.params !== undefined || (span.role && NAMING_ROLES.has(span.role)))) claims.push(c);
      continue;
    }
    const c = toClaim(
      span.value,
      span.line,
      span.context,
      span.context === 'paragraph' ? '-1' : `g${span.group}`,
      span.section,
      ownClasses,
      span.role,
    );
    if (c) claims.push(c);
  }
  return claims;
}
