import { describe, expect, it } from 'vitest';
import { scanFixture } from './support/scan-fixture.js';

describe('receiver types in Go, Rust and Java examples', () => {
  it('Go: promoted methods of embedded types and builder chains resolve; misspelt members are reported', async () => {
    // In prose, `c.SetHeadr()` is judged on the Client that `c := rest.New()` binds.
    // SetHeader is promoted from the embedded Core; R() returns a Request, on which SetFileReadr is
    // drift; ReadCloser embeds Reader, so Read resolves and Reed does not. Silent: resp.Cookies()
    // (Response embeds net/http's Response), c.Raw().WithContext(ctx) (Raw returns net/http's Request, not
    // the project's), l.Write (Logger embeds io.Writer), unknown.Whatever().
    expect(await scanFixture('go-receivers')).toEqual([
      'incorrect_example README.md:10 SetFileReadr',
      'incorrect_example README.md:11 SetHeadr',
      'incorrect_example README.md:21 Reed',
      'method_mismatch README.md:27 SetHeadr',
    ]);
  });

  it('Rust: trait default methods, `-> Self` builders and associated functions resolve', async () => {
    // send() is Sender's provided method, implemented for Client; timeout() returns Self; unwrap()
    // keeps the Client of connect()'s io::Result<Client>; prose `conn.sendd()` is judged on the
    // Client the example's builder chain binds. Silent:
    // lines.map() (Lines implements Iterator), conn.clone(), unknown.whatever(), Client::get(&conn,
    // "/first") (a method called by its path takes its receiver first), Vec::with_capacity (the
    // crate only implements its trait for Vec).
    expect(await scanFixture('rust-receivers')).toEqual([
      'incorrect_example README.md:10 gett',
      'incorrect_example README.md:11 neww',
      'incorrect_example README.md:13 heder',
      'incorrect_example README.md:21 gte',
      'method_mismatch README.md:26 sendd',
    ]);
  });

  it('Java: inherited and interface default methods and builder chains resolve', async () => {
    // close() is BaseClient's, configure() Configurable's default. Silent: events.stream() (Events
    // extends ArrayList), client.hashCode() (every object has it), other.run().
    expect(await scanFixture('java-receivers')).toEqual([
      'incorrect_example README.md:8 gett',
      'incorrect_example README.md:9 heder',
      // A builder chain from `new Builder()`, reported on the line of the missing step; an
      // anonymous subclass (`new Builder() { }`) may declare any method.
      'incorrect_example README.md:16 retrie',
    ]);
  });
});

describe('receivers named by the project own signatures', () => {
  it('types `reply` as Reply, the type every signature gives that name, in prose and untyped closure parameters', async () => {
    // `req` is a Request in one signature and an Upstream in another: req.pathh() stays silent.
    expect(await scanFixture('rust-receiver-names')).toEqual([
      'method_mismatch README.md:3 sendd',
      'incorrect_example README.md:8 sned',
    ]);
  });
});

describe('receiver names the signatures do not give', () => {
  it('never types `self` by the annotation of module functions bound onto a class', async () => {
    // `def exception(self: BoundLogger, ...)` twice would otherwise make every `self.x()` a BoundLogger's.
    expect(await scanFixture('py-receiver-self')).toEqual([]);
  });
});
