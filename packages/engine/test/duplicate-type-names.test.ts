import { describe, expect, it } from 'vitest';
import { scanFixture } from './support/scan-fixture.js';

describe('a type name declared in several files', () => {
  it('means the declaration in the referencing file, or the namespace its qualifier names', async () => {
    // `listen` takes server.ts's own Options (not client.ts's, declared first); `register` takes
    // Plugin.Options (not Hook.Options, declared in the same file). The type checker names the
    // misspelt key itself, where the name-guessing rule named the call.
    expect(await scanFixture('ts-duplicate-types')).toEqual([
      'parameter_mismatch README.md:9 hots',
      'parameter_mismatch README.md:10 priority',
      'extra_parameter README.md:19 backlog',
    ]);
  });
});
