import type { Node } from 'web-tree-sitter';
import type { ConfigFieldFact, ConfigTypeFact } from '../../facts/types.js';
import { locate } from '../tree-sitter/shared/syntax.js';
import { derives } from './rust-env-cli.js';
import { attributesOf } from './rust-syntax.js';

const MAP_TYPE =
  /^(std::collections::)?(HashMap|BTreeMap|IndexMap|Map|serde_json::Map|Value|serde_json::Value|toml::Table|toml::Value)\b/;

/** serde's `rename_all` conventions, applied to a snake_case field name. */
function renameAll(field: string, rule: string): string {
  const words = field.split('_').filter(Boolean);
  const pascal = words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join('');
  switch (rule) {
    case 'lowercase':
      return field.toLowerCase();
    case 'UPPERCASE':
    case 'SCREAMING_SNAKE_CASE':
      return field.toUpperCase();
    case 'PascalCase':
      return pascal;
    case 'camelCase':
      return pascal.charAt(0).toLowerCase() + pascal.slice(1);
    case 'kebab-case':
      return field.replace(/_/g, '-');
    case 'SCREAMING-KEBAB-CASE':
      return field.replace(/_/g, '-').toUpperCase();
    default:
      return field;
  }
}

/** The text of every `#[serde(...)]` attribute above an item or field. */
function serdeSettings(item: Node): string {
  return attributesOf(item)
    .map((a) => a.text)
    .filter((text) => /^#\[\s*serde\s*\(/.test(text))
    .join(' ');
}

/** `key = "x"` or `key(deserialize = "x")`: deserializing is what reading a config file does. */
function setting(text: string, key: string): string | undefined {
  const plain = new RegExp(`\\b${key}\\s*=\\s*"([^"]*)"`).exec(text)?.[1];
  return new RegExp(`\\b${key}\\s*\\([^)]*\\bdeserialize\\s*=\\s*"([^"]*)"`).exec(text)?.[1] ?? plain;
}

function readStruct(path: string, item: Node): ConfigTypeFact | undefined {
  const name = item.childForFieldName('name')?.text;
  const body = item.childForFieldName('body');
  if (!name || body?.type !== 'field_declaration_list') return undefined;
  const rule = setting(serdeSettings(item), 'rename_all');
  const fields: ConfigFieldFact[] = [];
  let open = false;
  for (const field of body.namedChildren) {
    if (field.type !== 'field_declaration') continue;
    const own = (field.childForFieldName('name')?.text ?? '').replace(/^r#/, '');
    const type = field.childForFieldName('type')?.text;
    const serde = serdeSettings(field);
    if (!own || /\bskip(_deserializing)?\b(?!_)/.test(serde)) continue;
    if (/\bflatten\b/.test(serde)) {
      // A flattened map takes every key the struct does not name.
      if (!type || MAP_TYPE.test(type)) open = true;
      else fields.push({ names: [], type, flatten: true });
      continue;
    }
    const renamed = setting(serde, 'rename') ?? (rule ? renameAll(own, rule) : own);
    const aliases = [...serde.matchAll(/\balias\s*=\s*"([^"]*)"/g)].flatMap((m) => m[1] ?? []);
    fields.push(type ? { names: [renamed, ...aliases], type } : { names: [renamed, ...aliases] });
  }
  const fact: ConfigTypeFact = { name, framework: 'serde', fields, location: locate(path, item) };
  return open ? { ...fact, open } : fact;
}

/** Structs that derive serde's `Deserialize` (in modules too), with the keys they read after renames. */
export function serdeConfigTypes(path: string, root: Node): ConfigTypeFact[] {
  const facts: ConfigTypeFact[] = [];
  const walk = (node: Node): void => {
    for (const item of node.namedChildren) {
      if (item.type === 'mod_item') {
        const body = item.childForFieldName('body');
        if (body) walk(body);
      } else if (item.type === 'struct_item' && derives(item, 'Deserialize')) {
        const fact = readStruct(path, item);
        if (fact) facts.push(fact);
      }
    }
  };
  walk(root);
  return facts;
}
