import type { Node } from 'web-tree-sitter';
import type { ConfigFieldFact, ConfigTypeFact } from '../../facts/types.js';
import { type CalleeIndex, callsMatching } from '../tree-sitter/shared/group-calls.js';
import { locate } from '../tree-sitter/shared/syntax.js';
import { goArguments, goString } from './go-syntax.js';

const CONFIG_TAG = /\b(yaml|toml|mapstructure|koanf|hcl):"([^"]*)"/;
/** viper calls whose first argument is a key of the configuration. */
const KEY_READER =
  /\.(Get|GetString|GetInt|GetInt32|GetInt64|GetUint|GetUint16|GetUint32|GetUint64|GetBool|GetFloat64|GetDuration|GetStringSlice|GetIntSlice|GetTime|GetSizeInBytes|IsSet|SetDefault|Set|BindEnv|BindPFlag|RegisterAlias)$/;
/** viper calls that read every key under the one they name. */
const SUBTREE_READER = /\.(Sub|UnmarshalKey|GetStringMap|GetStringMapString|GetStringMapStringSlice)$/;

/** A struct field's config key: its tag's name, or the field name as yaml/mapstructure read it. */
function fieldKey(field: Node): ConfigFieldFact | undefined {
  const tag = CONFIG_TAG.exec(field.childForFieldName('tag')?.text ?? '');
  const [name = '', ...options] = (tag?.[2] ?? '').split(',');
  if (name === '-') return undefined;
  const type = field.childForFieldName('type')?.text;
  const names = field.childrenForFieldName('name').map((n) => n.text);
  // An embedded struct, or one tagged `,inline` / `,squash`, puts its keys at this level.
  if (names.length === 0 || options.some((o) => o === 'inline' || o === 'squash'))
    return type ? { names: [], type: type.replace(/^\*/, ''), flatten: true } : undefined;
  const keys = name ? [name] : names.map((n) => n.toLowerCase());
  return type ? { names: keys, type } : { names: keys };
}

/** Structs with `yaml:"..."`, `toml:"..."`, `mapstructure:"..."` (koanf, hcl) tags: types config files load into. */
export function goTaggedConfigTypes(path: string, root: Node): ConfigTypeFact[] {
  const facts: ConfigTypeFact[] = [];
  for (const spec of root.descendantsOfType('type_spec')) {
    const name = spec.childForFieldName('name')?.text;
    const type = spec.childForFieldName('type');
    if (!name || type?.type !== 'struct_type' || !CONFIG_TAG.test(type.text)) continue;
    const list = type.namedChildren.find((child) => child.type === 'field_declaration_list');
    const fields = (list?.namedChildren ?? []).flatMap((field) =>
      field.type === 'field_declaration' ? (fieldKey(field) ?? []) : [],
    );
    facts.push({ name, framework: 'go-tags', fields, location: locate(path, spec) });
  }
  return facts;
}

/**
 * The keys spf13/viper reads (`GetString("server.port")`, `SetDefault`, `BindEnv`, `IsSet`): a
 * configuration file's keys are these dotted paths. `Sub`/`UnmarshalKey`/`GetStringMap` read a
 * whole subtree; `Unmarshal` into a struct reads keys this file does not name, so it opens the set.
 */
export function viperConfigKeys(
  path: string,
  byCallee: CalleeIndex,
  text: string,
): ConfigTypeFact | undefined {
  // `viper.GetString`, or a receiver bound to `viper.New()` / named for viper (`c.viper`, `v`):
  // `.Get("/x", h)` on a router is not a key.
  const bound = new Set(
    [...text.matchAll(/(\w+)\s*:?=\s*viper\.(New|GetViper)\(\)/g)].flatMap((m) => m[1] ?? []),
  );
  const isViper = (callee: string): boolean => {
    const receiver = callee.slice(0, callee.lastIndexOf('.'));
    return receiver === 'viper' || bound.has(receiver) || /(^|\.)(viper|[vV]iper\w*)$/.test(receiver);
  };
  const fields: ConfigFieldFact[] = [];
  for (const call of callsMatching(
    byCallee,
    (callee) => isViper(callee) && (KEY_READER.test(callee) || SUBTREE_READER.test(callee)),
  )) {
    const callee = call.childForFieldName('function')?.text ?? '';
    const key = goString(goArguments(call)[0]);
    if (key) fields.push(SUBTREE_READER.test(callee) ? { names: [key], type: 'map' } : { names: [key] });
  }
  const unmarshals = callsMatching(
    byCallee,
    (callee) => isViper(callee) && /\.(Unmarshal|UnmarshalExact|AllSettings|AllKeys)$/.test(callee),
  );
  if (fields.length === 0 && unmarshals.length === 0) return undefined;
  const fact: ConfigTypeFact = {
    name: 'viper',
    framework: 'viper',
    prefix: '',
    fields,
    location: { path, line: 1 },
  };
  return unmarshals.length > 0 ? { ...fact, open: true } : fact;
}
