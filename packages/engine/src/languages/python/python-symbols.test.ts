import { describe, expect, it } from 'vitest';
import { extractSnippet } from '../tree-sitter/test-support/extract-snippet.js';

const LIBRARY = `
from dataclasses import dataclass, field
from typing import Optional, Tuple, Union

__all__ = ["encode", "Client", "Result", "RADIUS"]

RADIUS = 6371.0
PointLike = Union[Tuple[float, float], str]


def encode(lat: float, lon: float, /, precision: int = 9, *, with_error: bool = False) -> str:
    return ""


def spread(*values, scale=1, **options):
    pass


def helper():
    pass


geo_encode = encode
default_precision = 9


@dataclass(frozen=True)
class Result:
    name: str
    code: Optional[str] = None
    tags: Tuple[str, ...] = field(default_factory=tuple)


class Client:
    def __init__(self, base_url: str = "https://x", *, user_agent: str, timeout: float = 10.0) -> None:
        self.base_url = base_url

    def search(self, query: str, *, limit: int = 5) -> list:
        return []

    def _get(self, path):
        pass

    @property
    def closed(self) -> bool:
        return False

    @staticmethod
    def parse(text):
        pass

    @classmethod
    def from_env(cls, prefix="GEO"):
        pass
`;

describe('python symbols', () => {
  it('reads functions with every parameter kind, defaults and types', async () => {
    const facts = await extractSnippet('python', 'geo/codec.py', LIBRARY);
    expect(facts.module).toBe('geo.codec');
    const encode = facts.symbols.find((symbol) => symbol.name === 'encode');
    expect(encode).toEqual({
      name: 'encode',
      kind: 'function',
      exported: true,
      params: [
        { name: 'lat', kind: 'positional_only', optional: false, type: 'float' },
        { name: 'lon', kind: 'positional_only', optional: false, type: 'float' },
        { name: 'precision', kind: 'positional', optional: true, defaultValue: '9', type: 'int' },
        { name: 'with_error', kind: 'keyword_only', optional: true, defaultValue: 'False', type: 'bool' },
      ],
      signature: 'encode(lat: float, lon: float, /, precision: int = 9, *, with_error: bool = False) -> str',
      location: { path: 'geo/codec.py', line: 11, endLine: 12 },
    });
    expect(facts.symbols.find((symbol) => symbol.name === 'spread')?.params).toEqual([
      { name: 'values', kind: 'rest', optional: false },
      { name: 'scale', kind: 'keyword_only', optional: true, defaultValue: '1' },
      { name: 'options', kind: 'kwargs', optional: false },
    ]);
  });

  it('uses __all__ for what is public', async () => {
    const facts = await extractSnippet('python', 'geo/codec.py', LIBRARY);
    const exported = Object.fromEntries(
      facts.symbols.filter((symbol) => !symbol.container).map((symbol) => [symbol.name, symbol.exported]),
    );
    expect(exported).toEqual({
      RADIUS: true,
      PointLike: false,
      encode: true,
      spread: false,
      helper: false,
      geo_encode: false,
      default_precision: false,
      Result: true,
      Client: true,
    });
    expect(facts.symbols.find((symbol) => symbol.name === 'PointLike')?.kind).toBe('type');
  });

  it('gives a class its constructor parameters and lists public members', async () => {
    const facts = await extractSnippet('python', 'geo/codec.py', LIBRARY);
    const client = facts.symbols.find((symbol) => symbol.name === 'Client');
    expect(client?.params).toEqual([
      { name: 'base_url', kind: 'positional', optional: true, defaultValue: '"https://x"', type: 'str' },
      { name: 'user_agent', kind: 'keyword_only', optional: false, type: 'str' },
      { name: 'timeout', kind: 'keyword_only', optional: true, defaultValue: '10.0', type: 'float' },
    ]);
    const members = facts.symbols
      .filter((symbol) => symbol.container === 'Client')
      .map((symbol) => [
        symbol.kind,
        symbol.name,
        symbol.isStatic ?? false,
        symbol.params?.map((param) => param.name),
      ]);
    expect(members).toEqual([
      ['method', 'search', false, ['query', 'limit']],
      ['property', 'closed', false, undefined],
      ['method', 'parse', true, ['text']],
      ['method', 'from_env', true, ['prefix']],
      // `self.base_url = base_url` in __init__.
      ['field', 'base_url', false, undefined],
    ]);
  });

  it('treats dataclass fields as constructor parameters', async () => {
    const facts = await extractSnippet('python', 'geo/codec.py', LIBRARY);
    expect(facts.symbols.find((symbol) => symbol.name === 'Result')?.params).toEqual([
      { name: 'name', kind: 'positional', optional: false, type: 'str' },
      { name: 'code', kind: 'positional', optional: true, defaultValue: 'None', type: 'Optional[str]' },
      { name: 'tags', kind: 'positional', optional: true, defaultValue: 'tuple()', type: 'Tuple[str, ...]' },
    ]);
    expect(
      facts.symbols
        .filter((symbol) => symbol.container === 'Result' && symbol.kind === 'field')
        .map((symbol) => symbol.name),
    ).toEqual(['name', 'code', 'tags']);
  });

  it('names modules from paths and lists imports', async () => {
    const init = await extractSnippet(
      'python',
      'src/geo/__init__.py',
      'from .codec import encode as enc, Client\nimport os.path\n',
    );
    expect(init.module).toBe('geo');
    expect(init.imports).toEqual([
      { source: '.codec', names: ['encode', 'Client'] },
      { source: 'os.path', names: ['*'] },
    ]);
    expect(init.identifiers).toEqual(
      expect.arrayContaining(['codec', 'encode', 'enc', 'Client', 'os', 'path']),
    );
  });

  it('lists module variables and aliases of functions with the target parameters', async () => {
    const facts = await extractSnippet('python', 'geo/codec.py', LIBRARY);
    const alias = facts.symbols.find((symbol) => symbol.name === 'geo_encode');
    expect(alias?.kind).toBe('function');
    expect(alias?.params?.map((param) => param.name)).toEqual(['lat', 'lon', 'precision', 'with_error']);
    expect(alias?.signature.startsWith('geo_encode(lat: float')).toBe(true);
    expect(facts.symbols.find((symbol) => symbol.name === 'default_precision')).toMatchObject({
      kind: 'variable',
      exported: false,
    });
  });

  it('lists class attributes and enum members', async () => {
    const facts = await extractSnippet(
      'python',
      'shop/models.py',
      'from enum import Enum\nfrom collections import namedtuple\n\nPair = namedtuple("Pair", "left right")\n\nclass Status(Enum):\n    OPEN = "open"\n    CLOSED = "closed"\n\nclass Client:\n    timeout = 10\n    _secret = None\n',
    );
    expect(
      facts.symbols
        .filter((symbol) => symbol.container)
        .map((symbol) => [symbol.container, symbol.kind, symbol.name, symbol.isStatic]),
    ).toEqual([
      ['Status', 'constant', 'OPEN', true],
      ['Status', 'constant', 'CLOSED', true],
      ['Client', 'field', 'timeout', true],
    ]);
    expect(facts.symbols.find((symbol) => symbol.name === 'Pair')).toMatchObject({
      kind: 'class',
      signature: 'Pair(left, right)',
    });
  });
});
