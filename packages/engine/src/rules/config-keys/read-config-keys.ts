import { isMap, isScalar, isSeq, LineCounter, parseAllDocuments, type Node as YamlNode } from 'yaml';

/** A key a configuration snippet sets: its path from the file's top (`server.tls.cert`) and line. */
export interface ConfigKeyClaim {
  path: string[];
  /** 0-based line within the snippet. */
  line: number;
}

const FORMATS: Record<string, 'yaml' | 'toml' | 'properties'> = {
  yaml: 'yaml',
  yml: 'yaml',
  // JSON is YAML 1.2, and the YAML reader gives every key its line.
  json: 'yaml',
  jsonc: 'yaml',
  toml: 'toml',
  properties: 'properties',
  'java-properties': 'properties',
};

/** The configuration format a fenced block's language names, if any. */
export function configFormatOf(lang: string): 'yaml' | 'toml' | 'properties' | undefined {
  return FORMATS[lang.toLowerCase().split(/[\s{]/)[0] ?? ''];
}

function readYaml(text: string): ConfigKeyClaim[] | undefined {
  const lines = new LineCounter();
  const claims: ConfigKeyClaim[] = [];
  const walk = (node: unknown, path: string[]): void => {
    if (isSeq(node)) for (const item of node.items) walk(item, path);
    if (!isMap(node)) return;
    for (const pair of node.items) {
      const key = pair.key as YamlNode | null;
      if (!isScalar(key) || typeof key.value !== 'string' || !key.range) continue;
      const next = [...path, key.value];
      // `fg: &fg "#ff00ff"`: a value named for reuse by `*fg` aliases, kept as a variable, not a setting.
      const value = pair.value as YamlNode | null;
      if (value && (isScalar(value) || isMap(value) || isSeq(value)) && value.anchor) continue;
      claims.push({ path: next, line: lines.linePos(key.range[0]).line - 1 });
      walk(pair.value, next);
    }
  };
  const documents = parseAllDocuments(text, { lineCounter: lines });
  const list = Array.isArray(documents) ? documents : [documents];
  // A snippet that is not valid (placeholders, `...`) says nothing certain about its keys.
  if (list.some((d) => d.errors.length > 0)) return undefined;
  for (const document of list) walk(document.contents, []);
  return claims;
}

/** Every level of a key path (`a`, `a.b`, `a.b.c`) from `from` keys on, on one line. */
function pushLevels(claims: ConfigKeyClaim[], path: string[], line: number, from = 0): void {
  for (let i = from; i < path.length; i++) claims.push({ path: path.slice(0, i + 1), line });
}

/** `a."b.c".d` -> [a, b.c, d]. */
function dottedKey(text: string): string[] {
  const parts: string[] = [];
  for (const m of text.matchAll(/"([^"]*)"|'([^']*)'|([^.\s]+)/g)) parts.push(m[1] ?? m[2] ?? m[3] ?? '');
  return parts.filter(Boolean);
}

/** Balance of `[`/`{` minus `]`/`}` outside strings: a value that opens more than it closes continues. */
function depthChange(value: string): number {
  const bare = value.replace(/"(?:[^"\\]|\\.)*"|'[^']*'/g, '').replace(/#.*/, '');
  return (bare.match(/[[{]/g)?.length ?? 0) - (bare.match(/[\]}]/g)?.length ?? 0);
}

function readToml(text: string): ConfigKeyClaim[] {
  const claims: ConfigKeyClaim[] = [];
  let table: string[] = [];
  let depth = 0;
  let inString: string | undefined;
  for (const [line, raw] of text.split('\n').entries()) {
    const trimmed = raw.trim();
    if (inString) {
      if (trimmed.includes(inString)) inString = undefined;
      continue;
    }
    if (depth > 0) {
      depth += depthChange(trimmed);
      continue;
    }
    if (!trimmed || trimmed.startsWith('#')) continue;
    const header = /^\[\[?\s*([^\]]+?)\s*\]\]?\s*(#.*)?$/.exec(trimmed);
    if (header?.[1]) {
      table = dottedKey(header[1]);
      pushLevels(claims, table, line);
      continue;
    }
    const pair = /^((?:"[^"]*"|'[^']*'|[\w.-]+)(?:\s*\.\s*(?:"[^"]*"|'[^']*'|[\w-]+))*)\s*=\s*(.*)$/.exec(
      trimmed,
    );
    if (!pair?.[1]) continue;
    const key = [...table, ...dottedKey(pair[1].replace(/\s*\.\s*/g, '.'))];
    pushLevels(claims, key, line, table.length);
    const value = pair[2] ?? '';
    const quote = /^("""|''')/.exec(value)?.[1];
    if (quote && !value.slice(3).includes(quote)) inString = quote;
    // `tls = { cert = "a", key = "b" }`: an inline table's keys sit under its key.
    const inline = /^\{(.*)\}\s*(#.*)?$/.exec(value)?.[1];
    for (const m of inline?.matchAll(/(?:^|,)\s*([\w-]+)\s*=/g) ?? [])
      if (m[1]) claims.push({ path: [...key, m[1]], line });
    depth = inline === undefined ? Math.max(0, depthChange(value)) : 0;
  }
  return claims;
}

function readProperties(text: string): ConfigKeyClaim[] {
  const claims: ConfigKeyClaim[] = [];
  let continued = false;
  for (const [line, raw] of text.split('\n').entries()) {
    const trimmed = raw.trim();
    const wasContinued = continued;
    continued = /(^|[^\\])(\\\\)*\\$/.test(raw);
    if (wasContinued || !trimmed || /^[#!]/.test(trimmed)) continue;
    const key = /^([A-Za-z_][\w.[\]-]*)\s*[=:]/.exec(trimmed)?.[1];
    if (!key) continue;
    const path = key
      .replace(/\[[^\]]*\]/g, '')
      .split('.')
      .filter(Boolean);
    pushLevels(claims, path, line);
  }
  return claims;
}

/**
 * The keys a YAML, JSON, TOML or `.properties` snippet sets, every level of each path, in order.
 * Undefined when the snippet does not parse.
 */
export function readConfigKeys(
  format: 'yaml' | 'toml' | 'properties',
  text: string,
): ConfigKeyClaim[] | undefined {
  if (format === 'yaml') return readYaml(text);
  return format === 'toml' ? readToml(text) : readProperties(text);
}
