import { describe, expect, it } from 'vitest';
import { completeTreeSitterExamples } from '../src/docs/complete-tree-sitter-examples.js';
import { extractDocClaims } from '../src/docs/extract-doc-claims.js';
import { parseJsExample } from '../src/docs/parse-js-example.js';
import type { ExampleHeadBinding } from '../src/model/doc.js';
import { scanFixture } from './support/scan-fixture.js';

type Heads = Array<[string, ExampleHeadBinding | undefined]>;

/** Each call of a JavaScript example as `a.b` with the binding of `a` in scope at the call. */
function jsHeads(code: string, lang = 'ts'): Heads {
  return parseJsExample(code, lang).calls.map((c) => [c.chain.join('.'), c.head]);
}

/** The same for a Python or Go example, read by its tree-sitter grammar. */
async function treeHeads(code: string, lang: 'python' | 'go'): Promise<Heads> {
  const doc = extractDocClaims('README.md', `\`\`\`${lang}\n${code}\n\`\`\`\n`, 'h');
  await completeTreeSitterExamples([doc]);
  return (doc.codeBlocks[0]?.example?.calls ?? []).map((c) => [c.chain.join('.'), c.head]);
}

const untyped = { kind: 'untyped', text: '' };
const assigned = (text: string) => ({ kind: 'assigned', text });
const typed = (text: string) => ({ kind: 'typed', text });

describe('variables in examples are judged by the binding in scope', () => {
  it('skips a shadowing handler parameter, a var of an external type and a type assertion, and keeps the router', async () => {
    // r.Attach is a real drift: after the handler's body, r is the project's Mux again.
    expect(await scanFixture('go-example-scopes')).toEqual(['incorrect_example README.md:27 Attach']);
  });

  it('finds JavaScript parameters and rebindings around a call', () => {
    expect(
      jsHeads(
        'const client = new Client();\napp.get("/", (req, client) => {\n  client.send();\n});\nclient.close();',
      ),
    ).toEqual([
      ['Client', undefined],
      ['app.get', undefined],
      ['client.send', untyped],
      ['client.close', assigned('new Client()')],
    ]);
  });

  it('follows nested functions, block scopes, destructuring, annotations and imports in JavaScript', () => {
    const code = [
      "import { Client } from 'acme';",
      "const { Session: db } = require('acme');",
      'const client = new Client();',
      'function outer(client: Session) {',
      '  function inner() {',
      '    const client = Client.connect();',
      '    client.ping();',
      '  }',
      '  client.query();',
      '}',
      '{',
      '  let client = other();',
      '  client.block();',
      '}',
      'for (const client of pool) client.each();',
      'const { client: alias, ...rest } = settings;',
      'alias.get();',
      'client = new Fallback();',
      'client.after();',
      'db.open();',
      'Client.connect();',
    ].join('\n');
    expect(jsHeads(code)).toEqual([
      ['require', undefined],
      ['Client', undefined],
      ['Client.connect', undefined],
      ['client.ping', assigned('Client.connect()')],
      ['client.query', typed('Session')],
      ['other', undefined],
      ['client.block', assigned('other()')],
      ['client.each', untyped],
      ['alias.get', untyped],
      ['Fallback', undefined],
      ['client.after', assigned('new Fallback()')],
      ['db.open', undefined],
      ['Client.connect', undefined],
    ]);
  });

  it('reads a TypeScript annotation up to its own end, and catch parameters', () => {
    expect(
      jsHeads(
        'async function run(cb: (x: A) => void, store: Map<string, B> = new Map()) {\n  store.get();\n  try { cb.call(); } catch (store) { store.log(); }\n}',
      ),
    ).toEqual([
      ['Map', undefined],
      ['store.get', typed('Map<string, B>')],
      ['cb.call', typed('(x: A) => void')],
      ['store.log', untyped],
    ]);
  });

  it('follows Python functions, class bodies, comprehensions, with/except and global', async () => {
    const code = [
      'from acme import Client as C',
      'client = Client()',
      '',
      'def handler(client: Session, retries=3):',
      '    client.get()',
      '',
      'class Service:',
      '    client = Other()',
      '    def run(self):',
      '        client.close()',
      '',
      'def reset():',
      '    global client',
      '    client = Fresh()',
      '',
      'with open_session() as session:',
      '    session.commit()',
      'try:',
      '    pass',
      'except Error as session:',
      '    session.log()',
      '[client.each() for client in pool]',
      'C.build()',
      'client.close()',
    ].join('\n');
    expect(await treeHeads(code, 'python')).toEqual([
      ['Client', undefined],
      ['client.get', typed('Session')],
      ['Other', undefined],
      // A method does not see its class body's names: this is the module's client.
      ['client.close', assigned('Client()')],
      ['Fresh', undefined],
      ['open_session', undefined],
      ['session.commit', assigned('open_session()')],
      ['session.log', untyped],
      ['client.each', untyped],
      ['C.build', undefined],
      ['client.close', assigned('Client()')],
    ]);
  });

  it('follows Go function literals, receivers, if/switch/for blocks and multiple assignment', async () => {
    const code = [
      'func (s *Server) Serve() {',
      '\tc, err := fc.NewClient()',
      '\t_, c2 := pair()',
      '\ts.Start()',
      '\tc.Get()',
      '\tc2.Get()',
      '\tif c := other.Make(); c != nil {',
      '\t\tc.Inner()',
      '\t}',
      '\tfor _, c := range clients {',
      '\t\tc.Each()',
      '\t}',
      '\tswitch c := v.(type) {',
      '\tcase *T:',
      '\t\tc.Case()',
      '\t}',
      '\tc = fc.Other()',
      '\tc.After()',
      '\t_ = err',
      '}',
    ].join('\n');
    expect(await treeHeads(code, 'go')).toEqual([
      ['fc.NewClient', undefined],
      ['pair', undefined],
      ['s.Start', typed('*Server')],
      ['c.Get', assigned('fc.NewClient()')],
      ['c2.Get', untyped],
      ['other.Make', undefined],
      ['c.Inner', assigned('other.Make()')],
      ['c.Each', untyped],
      ['c.Case', untyped],
      ['fc.Other', undefined],
      ['c.After', assigned('fc.Other()')],
    ]);
  });
});
