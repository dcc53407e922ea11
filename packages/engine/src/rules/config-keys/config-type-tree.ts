import type { ConfigFieldFact, ConfigTypeFact, FileFacts } from '../../facts/types.js';

/** What a key leads to: a section with known keys, a value, or a section that takes any key. */
export type ConfigTarget = ConfigSection | 'value' | 'open';

/** A configuration section: its keys, spelt as the binder compares them. */
export interface ConfigSection {
  /** Looks a key up; undefined when the section has no such key. */
  child(key: string): { name: string; target: ConfigTarget } | undefined;
  /** The keys' names as the code spells them, for "did you mean". */
  names(): string[];
  open: boolean;
  /** The declaration: `Config (src/config.rs:12)`. */
  source: { name: string; path: string; line: number };
  framework: ConfigTypeFact['framework'];
}

/** A section bound at a key prefix (Spring), or a candidate for a whole file (`[]`). */
export interface ConfigRoot {
  prefix: string[];
  section: ConfigSection;
}

/** Types that take any key: maps, untyped values. */
const MAP_TYPE =
  /^(\*|&)?(\w+::)*(HashMap|BTreeMap|IndexMap|Map|Dict|dict|Mapping|MutableMapping|Properties|Value|serde_json::Value|serde_json::Map|toml::Value|toml::Table|JsonNode|Object|Any|any|interface\{\}|map\[|map\b)/;
/**
 * Words of scalar types and their wrappers (`Option<Vec<String>>`, `&'static str`, `list[int]`): a
 * field of such a type is a value, not a section. Any other word may be a type that takes keys.
 */
const VALUE_WORDS = new Set(
  'String str bool boolean Boolean int Integer long Long short Short double Double float Float char Character byte Byte u8 u16 u32 u64 u128 usize i8 i16 i32 i64 i128 isize f32 f64 Duration PathBuf Path Url URL URI Uri SocketAddr IpAddr Ipv4Addr Ipv6Addr Option Vec List Set HashSet BTreeSet Optional Union None Decimal BigDecimal BigInteger DataSize Charset Locale Resource Pattern Regex SecretStr SecretBytes AnyUrl HttpUrl AnyHttpUrl PostgresDsn RedisDsn FilePath DirectoryPath datetime date time timedelta bytes list set tuple frozenset Literal string int8 int16 int32 int64 uint uint8 uint16 uint32 uint64 float32 float64 rune error Box Arc Rc Cow static mut const'.split(
    ' ',
  ),
);

/** How each binder compares a key with a field: Spring's relaxed binding, viper's case folding. */
function normalizer(framework: ConfigTypeFact['framework']): (key: string) => string {
  if (framework === 'spring') return (key) => key.toLowerCase().replace(/[-_]/g, '');
  if (framework === 'serde') return (key) => key;
  return (key) => key.toLowerCase();
}

/** Sections and roots from every file's configuration facts. */
export class ConfigTypeTree {
  private readonly byName = new Map<string, ConfigTypeFact[]>();
  private readonly sections = new Map<ConfigTypeFact, ConfigSection>();
  readonly roots: ConfigRoot[] = [];

  constructor(files: FileFacts[]) {
    const viper: ConfigTypeFact[] = [];
    for (const file of files) {
      for (const fact of file.configTypes ?? []) {
        if (fact.framework === 'viper') {
          viper.push(fact);
          continue;
        }
        const key = `${fact.framework}:${fact.name}`;
        this.byName.set(key, [...(this.byName.get(key) ?? []), fact]);
      }
    }
    for (const facts of this.byName.values()) {
      for (const fact of facts) {
        // Serde structs and tagged Go structs are bound wherever the code loads a file: any may be a root.
        const candidate = fact.framework === 'serde' || fact.framework === 'go-tags';
        if (fact.prefix === undefined && !candidate) continue;
        const prefix = fact.prefix ? fact.prefix.split('.').map(normalizer(fact.framework)) : [];
        this.roots.push({ prefix, section: this.section(fact) });
      }
    }
    if (viper.length > 0) this.roots.push({ prefix: [], section: viperSection(viper) });
  }

  private section(fact: ConfigTypeFact): ConfigSection {
    const known = this.sections.get(fact);
    if (known) return known;
    const normalize = normalizer(fact.framework);
    const fields = new Map<string, { name: string; field: ConfigFieldFact }>();
    for (const field of fact.fields)
      for (const name of field.names) fields.set(normalize(name), { name, field });
    // `#[serde(flatten)] inner: Inner`: Inner's keys sit here, each leading where it leads in Inner.
    let inner: ConfigTarget[] | undefined;
    const flattened = (): ConfigTarget[] => {
      inner ??= fact.fields.filter((f) => f.flatten).map((f) => this.target(fact, f.type));
      return inner;
    };
    // A type flattened into itself (through a Box) would loop: it adds nothing the second time.
    let visiting = false;
    const sections = (): ConfigSection[] =>
      visiting ? [] : flattened().filter((t): t is ConfigSection => typeof t !== 'string');
    const guarded = <T>(read: () => T): T => {
      visiting = true;
      try {
        return read();
      } finally {
        visiting = false;
      }
    };
    const section: ConfigSection = {
      child: (key) => {
        const hit = fields.get(normalize(key));
        if (hit) return { name: hit.name, target: this.target(fact, hit.field.type) };
        for (const nested of sections()) {
          const found = guarded(() => nested.child(key));
          if (found) return found;
        }
        return undefined;
      },
      names: () => [
        ...new Set([
          ...[...fields.values()].map((v) => v.name),
          ...sections().flatMap((n) => guarded(() => n.names())),
        ]),
      ],
      get open() {
        return (
          Boolean(fact.open) || flattened().some((t) => t === 'open' || (typeof t !== 'string' && t.open))
        );
      },
      source: { name: fact.name, path: fact.location.path, line: fact.location.line },
      framework: fact.framework,
    };
    this.sections.set(fact, section);
    return section;
  }

  /**
   * The section a field's type names (`Option<Vec<Server>>` is Server), a value for scalar types,
   * open for maps and for types the facts do not hold (a library's type may take any key).
   */
  private target(owner: ConfigTypeFact, type: string | undefined): ConfigTarget {
    if (!type) return 'value';
    if (MAP_TYPE.test(type.trim())) return 'open';
    // `java.time.Duration`, `std::time::Duration`: the package path says nothing about the keys.
    const words = type.replace(/\b[a-z_]\w*(\.|::)/g, '').match(/[A-Za-z_]\w*/g) ?? [];
    for (const word of words) {
      const facts = this.byName.get(`${owner.framework}:${word}`);
      if (!facts) continue;
      const own = facts.find((f) => f.location.path === owner.location.path) ?? facts[0];
      // Two declarations of one name in different files: the keys could be either's.
      if (!own || (facts.length > 1 && !facts.some((f) => f.location.path === owner.location.path)))
        return 'open';
      return this.section(own);
    }
    return words.length > 0 && words.every((w) => VALUE_WORDS.has(w)) ? 'value' : 'open';
  }
}

interface ViperNode {
  children: Map<string, ViperNode>;
  open: boolean;
}

/** The dotted keys viper reads, as nested sections (`server.port` is `port` under `server`). */
function viperSection(facts: ConfigTypeFact[]): ConfigSection {
  const root: ViperNode = { children: new Map(), open: facts.some((f) => f.open) };
  for (const fact of facts) {
    for (const field of fact.fields) {
      for (const name of field.names) {
        let node = root;
        for (const part of name.toLowerCase().split('.')) {
          const next = node.children.get(part) ?? { children: new Map(), open: false };
          node.children.set(part, next);
          node = next;
        }
        if (field.type === 'map') node.open = true;
      }
    }
  }
  const first = facts[0];
  const source = { name: 'viper', path: first?.location.path ?? '', line: 1 };
  const wrap = (node: ViperNode): ConfigSection => ({
    child: (key) => {
      const next = node.children.get(key.toLowerCase());
      if (!next) return undefined;
      const target: ConfigTarget = next.open ? 'open' : next.children.size === 0 ? 'value' : wrap(next);
      return { name: key.toLowerCase(), target };
    },
    names: () => [...node.children.keys()],
    open: node.open,
    source,
    framework: 'viper',
  });
  return wrap(root);
}
