import { describe, expect, it } from 'vitest';
import { scanFixture } from './support/scan-fixture.js';

describe('a type name declared in several files', () => {
  it('means the declaration in the referencing file, or the namespace its qualifier names', async () => {
    // `listen` takes server.ts's own Options (not client.ts's, declared first); `register` takes
    // Plugin.Options (not Hook.Options, declared in the same file).
    expect(await scanFixture('ts-duplicate-types')).toEqual([
      'incorrect_example README.md:9 listen',
      'incorrect_example README.md:10 register',
      'extra_parameter README.md:19 backlog',
    ]);
  });
});
