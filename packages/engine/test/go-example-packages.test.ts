import { describe, expect, it } from 'vitest';
import { scanFixture } from './support/scan-fixture.js';

describe('Go examples: package qualifiers, example types and signatures', () => {
  it('types `client.New()` by its package, leaves outside packages and example-declared types alone, and reads signatures as such', async () => {
    // Only App.Gett is drift: cc is a client.Client (not the App of webkit.New), redisStore.New is
    // another module's, `c.(*Ctx)` asserts the example's own Ctx, and `cc.Get(url string)` is a
    // signature, not a call with two arguments; `client.Println` under two imports named client
    // is not judged. chi.NewRouter() is chi's, not webkit's NewRouter; test.NewNullLogger is declared
    // in the hooks/test package; wk.NewRouter() (an alias of the project package) is webkit's App.
    expect(await scanFixture('go-example-packages')).toEqual([
      'incorrect_example README.md:29 Gett',
      'incorrect_example README.md:71 Serve',
    ]);
  });
});
