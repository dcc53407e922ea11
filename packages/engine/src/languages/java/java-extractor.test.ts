import { describe, expect, it } from 'vitest';
import { extractSnippet, withoutLocations } from '../tree-sitter/test-support/extract-snippet.js';

const CONTROLLER = `package com.example.books;

import org.springframework.web.bind.annotation.*;
import java.util.List;

@RestController
@RequestMapping("/api/books")
public class BookController {
    public static final int MAX_PAGE = 50;
    private final BookService service;

    public BookController(BookService service, int limit) {}

    @GetMapping("/{id}")
    public Book get(@PathVariable Long id, @RequestParam(value = "fields", required = false) String fields, @RequestParam String sort) {
        return null;
    }

    @RequestMapping(value = "/import", method = {RequestMethod.POST, RequestMethod.PUT})
    public void importBooks(@RequestBody BookIn body, String... tags) {
        String url = System.getenv("BOOKS_SOURCE_URL");
    }

    private void helper() {}
}
`;

describe('java extractor', () => {
  it('reads the package, imports and public API', async () => {
    const facts = await extractSnippet(
      'java',
      'src/main/java/com/example/books/BookController.java',
      CONTROLLER,
    );
    expect(facts.module).toBe('com.example.books');
    expect(facts.imports).toEqual([
      { source: 'org.springframework.web.bind.annotation', names: ['*'] },
      { source: 'java.util.List', names: ['List'] },
    ]);
    expect(facts.symbols.map((symbol) => [symbol.kind, symbol.name, symbol.signature])).toEqual([
      ['class', 'BookController', 'BookController(BookService service, int limit)'],
      ['constant', 'MAX_PAGE', 'int MAX_PAGE = 50'],
      ['method', 'get', 'Book get(Long id, String fields, String sort)'],
      ['method', 'importBooks', 'void importBooks(BookIn body, String... tags)'],
    ]);
    expect(facts.symbols.find((symbol) => symbol.name === 'importBooks')?.params).toEqual([
      { name: 'body', kind: 'positional', optional: false, type: 'BookIn' },
      { name: 'tags', kind: 'rest', optional: true, type: 'String' },
    ]);
  });

  it('reads Spring controllers with a class prefix, mappings and request params', async () => {
    const facts = await extractSnippet('java', 'BookController.java', CONTROLLER);
    expect(withoutLocations(facts.routers)).toEqual([
      { id: 'BookController', prefix: '/api/books', isApp: false, exported: true },
    ]);
    expect(withoutLocations(facts.routes)).toEqual([
      {
        method: 'GET',
        path: '/{id}',
        router: 'BookController',
        framework: 'spring',
        queryParams: ['fields', 'sort'],
      },
      { method: 'POST', path: '/import', router: 'BookController', framework: 'spring', bodyModel: 'BookIn' },
      { method: 'PUT', path: '/import', router: 'BookController', framework: 'spring', bodyModel: 'BookIn' },
    ]);
    expect(facts.routes[0]?.location).toEqual({ path: 'BookController.java', line: 14 });
    expect(withoutLocations(facts.envVars)).toEqual([{ name: 'BOOKS_SOURCE_URL' }]);
  });

  it('reads JAX-RS resources, @Value placeholders and picocli options', async () => {
    const facts = await extractSnippet(
      'java',
      'Serve.java',
      `
@Path("/items")
public class ItemResource {
    @GET
    @Path("/{id}")
    public Item get(@PathParam("id") String id, @QueryParam("expand") String expand) { return null; }
}

@Command(name = "serve")
class Serve implements Runnable {
    @Option(names = {"-p", "--port"}, defaultValue = "8080") int port;
    @Option(names = "--verbose") boolean verbose;
    @Parameters(paramLabel = "<root>") String root;
    @Value("\${APP_HOME:/srv}") String home;
}
`,
    );
    expect(withoutLocations(facts.routes)).toEqual([
      { method: 'GET', path: '/{id}', router: 'ItemResource', framework: 'jax-rs', queryParams: ['expand'] },
    ]);
    expect(facts.routers[0]?.prefix).toBe('/items');
    expect(withoutLocations(facts.cliOptions)).toEqual([
      { flags: [], name: 'serve', takesValue: false, kind: 'command', framework: 'picocli' },
      {
        flags: ['-p', '--port'],
        name: 'port',
        takesValue: true,
        defaultValue: '8080',
        command: 'serve',
        kind: 'option',
        framework: 'picocli',
      },
      {
        flags: ['--verbose'],
        name: 'verbose',
        takesValue: false,
        command: 'serve',
        kind: 'option',
        framework: 'picocli',
      },
      { flags: [], name: 'root', takesValue: true, command: 'serve', kind: 'argument', framework: 'picocli' },
    ]);
    expect(withoutLocations(facts.envVars)).toEqual([{ name: 'APP_HOME', defaultValue: '/srv' }]);
  });

  it('reads Micronaut controllers', async () => {
    const facts = await extractSnippet(
      'java',
      'BookController.java',
      `@Controller("/books")
public class BookController {
    @Get("/{id}")
    public Book show(Long id, @QueryValue String fields) { return null; }
}
`,
    );
    expect(withoutLocations(facts.routers)).toEqual([
      { id: 'BookController', prefix: '/books', isApp: false, exported: true },
    ]);
    expect(withoutLocations(facts.routes)).toEqual([
      {
        method: 'GET',
        path: '/{id}',
        router: 'BookController',
        framework: 'micronaut',
        queryParams: ['fields'],
      },
    ]);
  });

  it('records superclasses, interfaces and return types', async () => {
    const facts = await extractSnippet(
      'java',
      'src/main/java/com/acme/Client.java',
      'package com.acme;\npublic class Client extends Base<String> implements Closeable, Config<Client> {\n    public Request get(String url) { return null; }\n}\ninterface Config<T> extends Named {}\n',
    );
    expect(facts.symbols.filter((s) => s.extends).map((s) => [s.name, s.extends])).toEqual([
      ['Client', ['Base', 'Closeable', 'Config']],
      ['Config', ['Named']],
    ]);
    expect(facts.symbols.find((s) => s.name === 'get')?.type).toBe('Request');
  });
});
