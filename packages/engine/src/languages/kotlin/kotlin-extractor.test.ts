import { describe, expect, it } from 'vitest';
import { extractSnippet, withoutLocations } from '../tree-sitter/test-support/extract-snippet.js';

const SOURCE = `package io.acme.web

import io.acme.http.Context
import io.acme.util.*

class Server internal constructor(val port: Int, private var name: String = "acme") : Base(), Closeable {
    private fun hidden() {}

    fun start(host: String = "0.0.0.0", vararg plugins: Plugin): Server {
        return this
    }

    val running: Boolean = false

    var isOpen = true

    @JvmField
    val handler = Handler<Event> { e -> }

    companion object {
        @JvmStatic
        fun create(config: Config): Server = Server(80)
    }
}

interface Handler {
    fun handle(ctx: Context)
}

enum class Mode { FAST, SAFE }

object Defaults {
    const val PORT = 7070
    var timeout: Int = 10
}

data class Route(val path: String, val method: String = "GET")

fun Server.routes(block: () -> Unit) {}

internal fun secret() {}
`;

describe('kotlin extractor', () => {
  // Java sees a property `url` as getUrl() (and setUrl() for a `var`; `isOpen` keeps its name),
  // except constants and @JvmField properties; a property without a written type has the type its
  // initializer constructs.
  it('reads the package, imports, classes, objects, functions, extension functions and properties', async () => {
    const facts = await extractSnippet('kotlin', 'src/main/kotlin/io/acme/web/Server.kt', SOURCE);
    expect(facts.module).toBe('io.acme.web');
    expect(facts.imports).toEqual([
      { source: 'io.acme.http.Context', names: ['Context'] },
      { source: 'io.acme.util', names: ['*'] },
    ]);
    expect(
      facts.symbols.map(
        (s) =>
          `${s.kind} ${s.container ? `${s.container}.` : ''}${s.name}${s.exported ? '' : ' (private)'}${s.isStatic ? ' static' : ''}: ${s.signature}`,
      ),
    ).toEqual([
      'class Server: class Server',
      'property Server.port: port: Int',
      'method Server.getPort: getPort()',
      'property Server.name (private): name: String',
      'method Server.getName (private): getName()',
      'method Server.setName (private): setName(value)',
      'method Server.hidden (private): fun hidden()',
      'method Server.start: fun start(host: String = …, vararg plugins: Plugin): Server',
      'property Server.running: running: Boolean',
      'method Server.getRunning: getRunning()',
      'property Server.isOpen: isOpen',
      'method Server.isOpen: isOpen()',
      'method Server.setOpen: setOpen(value)',
      'property Server.handler: handler: Handler',
      'method Server.create static: fun create(config: Config): Server',
      'interface Handler: interface Handler',
      'method Handler.handle: fun handle(ctx: Context)',
      'enum Mode: enum Mode',
      'constant Mode.FAST static: FAST',
      'constant Mode.SAFE static: SAFE',
      'class Defaults: object Defaults',
      'constant Defaults.PORT static: PORT',
      'property Defaults.timeout static: timeout: Int',
      'method Defaults.getTimeout static: getTimeout()',
      'method Defaults.setTimeout static: setTimeout(value)',
      'class Route: class Route(path: String, method: String = …)',
      'property Route.path: path: String',
      'method Route.getPath: getPath()',
      'property Route.method: method: String',
      'method Route.getMethod: getMethod()',
      'method Server.routes: fun Server.routes(block: () -> Unit)',
      'function secret (private): fun secret()',
    ]);
  });

  it('reads parameters with defaults and varargs', async () => {
    const facts = await extractSnippet('kotlin', 'Server.kt', SOURCE);
    const start = facts.symbols.find((s) => s.name === 'start');
    expect(start?.params).toEqual([
      { name: 'host', kind: 'positional', optional: true, type: 'String', defaultValue: '"0.0.0.0"' },
      { name: 'plugins', kind: 'rest', optional: true, type: 'Plugin' },
    ]);
    expect(withoutLocations(facts.symbols.filter((s) => s.name === 'Route'))).toEqual([
      {
        name: 'Route',
        kind: 'class',
        exported: true,
        params: [
          { name: 'path', kind: 'positional', optional: false, type: 'String' },
          { name: 'method', kind: 'positional', optional: true, type: 'String', defaultValue: '"GET"' },
        ],
        signature: 'class Route(path: String, method: String = …)',
      },
    ]);
  });
});
