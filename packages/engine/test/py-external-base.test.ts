import { describe, expect, it } from 'vitest';
import { scanFixture } from './support/scan-fixture.js';

describe('Python classes with a base from outside the project', () => {
  it('have members the index cannot see; Generic[T] alone adds none', async () => {
    // Session extends SQLAlchemy's Session (add, commit are its); Store's only base is Generic.
    expect(await scanFixture('py-external-base')).toEqual(['incorrect_example README.md:12 sav']);
  });
});
