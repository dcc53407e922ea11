import { describe, expect, it } from 'vitest';
import { scanFixture } from './support/scan-fixture.js';

// Each fixture's second block is the reader's own code and other libraries' (a class the snippet
// declares, OkHttpClient, HttpClient, Faraday, Guzzle's Client, built-ins): every call there stays
// silent, misspelt or not.
describe('Kotlin, C#, Ruby and PHP examples are checked like Java ones', () => {
  it('Kotlin: members on typed receivers and companion objects, named arguments, trailing lambdas', async () => {
    // Silent: start(host =, wait =), get("/") { ... } (the lambda is get's second argument),
    // Server(port = 7070), json(..., pretty = true) on a lambda parameter typed Context, and a Java
    // block's server.getPort() (Java calls the property `port` by its getter).
    expect(await scanFixture('kotlin-examples')).toEqual([
      'incorrect_example README.md:7 strat',
      'incorrect_example README.md:8 server.start',
      'incorrect_example README.md:9 craete',
      'incorrect_example README.md:13 jsn',
      'incorrect_example README.md:36 getPrt',
    ]);
  });

  it('C#: members through a static factory and a typed property, named arguments', async () => {
    // Silent: Send(request, retries: 3), ListAsync(page: 2, pageSize: 10), other.Send(request),
    // UseSerilog() (an extension method of another package: no member spelt like it), and Sendd on
    // a lambda's own client parameter (its type is the callee's to give). AddLimiter, an extension
    // method on a type parameter constrained to BuilderBase, is PipelineBuilder's: its named arguments count.
    expect(await scanFixture('csharp-examples')).toEqual([
      'incorrect_example README.md:6 client.Send',
      'incorrect_example README.md:7 Sendd',
      'incorrect_example README.md:9 client.Orders.ListAsync',
      'incorrect_example README.md:12 Craete',
      'incorrect_example README.md:16 PipelineBuilder.AddLimiter',
    ]);
  });

  it('Ruby: keyword arguments of methods and of Class.new, attribute chains', async () => {
    // Silent: Client.new(api_key:, timeout:), create(amount:, currency:), get("/v1/x", page: 2)
    // (keywords to a method without keyword parameters are its `params = {}` hash), configure(retries: 2).
    expect(await scanFixture('ruby-examples')).toEqual([
      'incorrect_example README.md:8 client.charges.create',
      'incorrect_example README.md:9 lst',
      'incorrect_example README.md:11 Acme.Client',
    ]);
  });

  it('PHP: members through -> and ::, PHP 8 named arguments, constructor arguments', async () => {
    // Silent: new Client('sk', timeout: 5), create(100, currency: 'eur'), request('GET', '/v1/x').
    expect(await scanFixture('php-examples')).toEqual([
      'incorrect_example README.md:9 client.charges.create',
      'incorrect_example README.md:11 requets',
      'incorrect_example README.md:13 other.request',
      'incorrect_example README.md:14 mak',
      'incorrect_example README.md:15 Client',
    ]);
  });
});
