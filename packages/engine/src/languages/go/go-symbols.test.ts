import { describe, expect, it } from 'vitest';
import { extractSnippet } from '../tree-sitter/test-support/extract-snippet.js';

const CLIENT = `// Package forecast is a client.
package forecast

import (
	"context"
	yaml "gopkg.in/yaml.v3"
)

const DefaultDays = 3

type Option func(*Client)

type Client struct {
	BaseURL string \`json:"baseUrl"\`
	apiKey  string
	*Logger
}

type Source interface {
	Fetch(ctx context.Context, days int) error
}

func NewClient(baseURL, apiKey string, opts ...Option) *Client {
	return &Client{}
}

func (c *Client) Daily(ctx context.Context, lat, lon float64, days int) ([]string, error) {
	return nil, nil
}

func (c *Client) get(path string) error { return nil }
`;

describe('go symbols', () => {
  it('reads functions, variadic parameters and methods with their receiver', async () => {
    const facts = await extractSnippet('go', 'pkg/forecast/client.go', CLIENT);
    expect(facts.module).toBe('forecast');
    expect(facts.imports).toEqual([
      { source: 'context', names: ['*'] },
      { source: 'gopkg.in/yaml.v3', names: ['*'] },
    ]);
    expect(facts.symbols.find((symbol) => symbol.name === 'NewClient')).toEqual({
      name: 'NewClient',
      kind: 'function',
      exported: true,
      params: [
        { name: 'baseURL', kind: 'positional', optional: false, type: 'string' },
        { name: 'apiKey', kind: 'positional', optional: false, type: 'string' },
        { name: 'opts', kind: 'rest', optional: true, type: 'Option' },
      ],
      type: '*Client',
      signature: 'NewClient(baseURL, apiKey string, opts ...Option) *Client',
      location: { path: 'pkg/forecast/client.go', line: 23, endLine: 25 },
    });
    const daily = facts.symbols.find((symbol) => symbol.name === 'Daily');
    expect(daily?.container).toBe('Client');
    expect(daily?.kind).toBe('method');
    expect(daily?.params?.map((param) => param.name)).toEqual(['ctx', 'lat', 'lon', 'days']);
    expect(facts.symbols.find((symbol) => symbol.name === 'get')?.exported).toBe(false);
    expect(daily?.type).toBe('([]string, error)');
  });

  it('records the types a struct or interface embeds, whose methods it gets', async () => {
    const facts = await extractSnippet(
      'go',
      'rest.go',
      'package rest\ntype Client struct {\n\t*Core\n\thttp.Client\n\tName string\n}\ntype RC interface {\n\tio.Reader\n\tCloser\n\tFlush() error\n}\n',
    );
    expect(facts.symbols.find((s) => s.name === 'Client')?.extends).toEqual(['Core', 'http.Client']);
    expect(facts.symbols.find((s) => s.name === 'RC')?.extends).toEqual(['io.Reader', 'Closer']);
  });

  it('reads types, struct fields, interface methods and constants', async () => {
    const facts = await extractSnippet('go', 'pkg/forecast/client.go', CLIENT);
    const summary = facts.symbols
      .filter(
        (symbol) =>
          symbol.kind !== 'function' && !(symbol.kind === 'method' && symbol.container === 'Client'),
      )
      .map(
        (symbol) =>
          `${symbol.kind} ${symbol.container ? `${symbol.container}.` : ''}${symbol.name} ${symbol.exported}`,
      );
    expect(summary).toEqual([
      'constant DefaultDays true',
      'type Option true',
      'type Client true',
      'field Client.BaseURL true',
      'field Client.apiKey false',
      'field Client.Logger true',
      'interface Source true',
      'method Source.Fetch true',
    ]);
    expect(facts.identifiers).toEqual(
      expect.arrayContaining(['NewClient', 'BaseURL', 'context', 'Fetch', 'baseUrl']),
    );
  });
});
