import { describe, expect, it } from 'vitest';
import { extractSnippet, withoutLocations } from '../tree-sitter/test-support/extract-snippet.js';

const CONTROLLER = `using System;
using Microsoft.AspNetCore.Mvc;

namespace Shop.Api;

[ApiController]
[Route("api/[controller]")]
public class OrdersController : ControllerBase
{
    public const int MaxPage = 50;
    public string Region { get; set; }

    public OrdersController(IOrderService service, int limit = 10) {}

    [HttpGet("{id}")]
    public ActionResult<Order> Get(int id, [FromQuery] string fields, [FromQuery(Name = "sort_by")] string sort)
    {
        var db = Environment.GetEnvironmentVariable("SHOP_DB");
        return null;
    }

    [HttpPost]
    public static void Create([FromBody] OrderIn body, params string[] tags) {}

    private void Hidden() {}
}
`;

describe('c# extractor', () => {
  it('reads the namespace, usings and public members', async () => {
    const facts = await extractSnippet('csharp', 'Api/OrdersController.cs', CONTROLLER);
    expect(facts.module).toBe('Shop.Api');
    expect(facts.imports).toEqual([
      { source: 'System', names: ['*'] },
      { source: 'Microsoft.AspNetCore.Mvc', names: ['*'] },
    ]);
    expect(facts.symbols.map((symbol) => [symbol.kind, symbol.name, symbol.signature])).toEqual([
      ['class', 'OrdersController', 'OrdersController(IOrderService service, int limit = 10)'],
      ['constant', 'MaxPage', 'int MaxPage = 50'],
      ['property', 'Region', 'string Region'],
      ['method', 'Get', 'ActionResult<Order> Get(int id, string fields, string sort)'],
      ['method', 'Create', 'void Create(OrderIn body, params string[] tags)'],
    ]);
    expect(facts.symbols.find((symbol) => symbol.name === 'Create')?.params).toEqual([
      { name: 'body', kind: 'positional', optional: false, type: 'OrderIn' },
      { name: 'tags', kind: 'rest', optional: true, type: 'string[]' },
    ]);
    expect(withoutLocations(facts.envVars)).toEqual([{ name: 'SHOP_DB' }]);
  });

  it('reads controller routes with the [controller] token and [FromQuery] names', async () => {
    const facts = await extractSnippet('csharp', 'Api/OrdersController.cs', CONTROLLER);
    expect(withoutLocations(facts.routers)).toEqual([
      { id: 'OrdersController', prefix: 'api/orders', isApp: false, exported: true },
    ]);
    expect(withoutLocations(facts.routes)).toEqual([
      {
        method: 'GET',
        path: '{id}',
        router: 'OrdersController',
        framework: 'aspnet',
        queryParams: ['fields', 'sort_by'],
      },
      { method: 'POST', path: '', router: 'OrdersController', framework: 'aspnet' },
    ]);
  });

  it('reads minimal API routes, groups and System.CommandLine options', async () => {
    const facts = await extractSnippet(
      'csharp',
      'Program.cs',
      `var app = builder.Build();
app.MapGet("/health", () => "ok");
var api = app.MapGroup("/api/v2");
api.MapPost("/items", (Item item) => item);
var port = new Option<int>(new[] { "--port", "-p" }, () => 8080, "Port");
var verbose = new Option<bool>("--verbose");
var serve = new Command("serve", "Run the server");

public class Worker(IQueue queue, int batchSize = 10) {}
`,
    );
    expect(withoutLocations(facts.routes)).toEqual([
      { method: 'GET', path: '/health', framework: 'aspnet' },
      { method: 'POST', path: '/items', router: 'api', framework: 'aspnet' },
    ]);
    expect(withoutLocations(facts.routers)).toEqual([
      { id: 'api', prefix: '/api/v2', isApp: false, exported: false },
    ]);
    expect(withoutLocations(facts.cliOptions)).toEqual([
      {
        flags: ['--port', '-p'],
        name: 'port',
        takesValue: true,
        kind: 'option',
        framework: 'System.CommandLine',
      },
      {
        flags: ['--verbose'],
        name: 'verbose',
        takesValue: false,
        kind: 'option',
        framework: 'System.CommandLine',
      },
      { flags: [], name: 'serve', takesValue: false, kind: 'command', framework: 'System.CommandLine' },
    ]);
    expect(facts.symbols.find((symbol) => symbol.name === 'Worker')?.signature).toBe(
      'Worker(IQueue queue, int batchSize = 10)',
    );
  });

  it('records the supertypes and mixins a class gets members from', async () => {
    const facts = await extractSnippet(
      'csharp',
      'src/Client.cs',
      'namespace Acme;\npublic class Client : BaseClient<int>, System.IDisposable {\n    public void Send() {}\n}\n',
    );
    expect(facts.symbols.filter((s) => s.extends).map((s) => [s.name, s.extends])).toEqual([
      ['Client', ['BaseClient', 'IDisposable']],
    ]);
  });

  it('reads members under #if, bare-name defaults, and extension methods as members of the type they extend (or its constraint)', async () => {
    const facts = await extractSnippet(
      'csharp',
      'src/Log.cs',
      `namespace Acme;
public static class Log {
    public static void CloseAndFlush() {}
#if FEATURE_ASYNC
    public static Task CloseAndFlushAsync() { return null; }
#else
    public static void Flush(int weight = DefaultWeight) {}
#endif
}
public static class ValidatorExtensions {
    public static Result Validate<T>(this IValidator<T> validator, T instance, Action<Options> options) { return null; }
    public static TBuilder AddLimit<TBuilder>(this TBuilder builder, int permitLimit) where TBuilder : BuilderBase<int>, new() { return builder; }
}
`,
    );
    expect(facts.symbols.map((s) => [s.kind, s.container ?? '', s.name, s.isStatic ?? false])).toEqual([
      ['class', '', 'Log', false],
      ['method', 'Log', 'CloseAndFlush', true],
      ['method', 'Log', 'CloseAndFlushAsync', true],
      ['method', 'Log', 'Flush', true],
      ['class', '', 'ValidatorExtensions', false],
      ['method', 'ValidatorExtensions', 'Validate', true],
      ['method', 'IValidator', 'Validate', false],
      ['method', 'ValidatorExtensions', 'AddLimit', true],
      ['method', 'BuilderBase', 'AddLimit', false],
    ]);
    expect(facts.symbols.find((s) => s.name === 'Flush')?.params).toEqual([
      { name: 'weight', kind: 'positional', optional: true, type: 'int', defaultValue: 'DefaultWeight' },
    ]);
    expect(facts.symbols.find((s) => s.container === 'IValidator')?.params?.map((p) => p.name)).toEqual([
      'instance',
      'options',
    ]);
  });
});
