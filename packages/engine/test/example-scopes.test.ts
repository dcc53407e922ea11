import { describe, expect, it } from 'vitest';
import { findBindingAt } from '../src/docs/find-binding-at.js';
import { scanFixture } from './support/scan-fixture.js';

describe('variables in examples are judged by the binding in scope', () => {
  it('skips a shadowing handler parameter, a var of an external type and a type assertion, and keeps the router', async () => {
    // r.Attach is a real drift: after the handler's body, r is the project's Mux again.
    expect(await scanFixture('go-example-scopes')).toEqual(['incorrect_example README.md:27 Attach']);
  });

  it('finds JavaScript and Python parameters and rebindings around a call', () => {
    const js =
      'const client = new Client();\napp.get("/", (req, client) => {\n  client.send();\n});\nclient.close();';
    expect(findBindingAt(js, js.indexOf('client.send'), 'client', 'js')).toEqual({
      kind: 'untyped',
      text: '',
    });
    expect(findBindingAt(js, js.indexOf('client.close'), 'client', 'js')).toEqual({
      kind: 'assigned',
      text: 'new Client()',
    });
    const py = 'client = Client()\n\ndef handler(client: Session):\n    client.get()\n\nclient.close()\n';
    expect(findBindingAt(py, py.indexOf('client.get'), 'client', 'python')).toEqual({
      kind: 'typed',
      text: 'Session',
    });
    expect(findBindingAt(py, py.indexOf('client.close'), 'client', 'python')).toEqual({
      kind: 'assigned',
      text: 'Client()',
    });
    expect(findBindingAt(py, 0, 'other', 'python')).toBeUndefined();
  });
});
