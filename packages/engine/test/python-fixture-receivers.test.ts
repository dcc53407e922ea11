import { describe, expect, it } from 'vitest';
import { scanFixture } from './support/scan-fixture.js';

describe('pytest fixtures type the names the docs take them by', () => {
  it("checks a test's untyped fixture parameter and a prose mention against the fixture's type", async () => {
    // usage.md:11-12 and 18 call what the fixtures' types lack (mocker through the plugin's
    // `pytest.fixture()(_mocker)` registration and a yielding function, recorder through
    // `@pytest.fixture(name=...)`); 21 names a method of the nested class `mocker.patch` is. The
    // second section annotates or assigns `mocker` itself, and `client` is a fixture of the test
    // suite, not of the project: nothing is said there.
    expect(await scanFixture('python-fixture-receivers')).toEqual([
      'incorrect_example docs/usage.md:11 objekt',
      'incorrect_example docs/usage.md:12 stopal',
      'incorrect_example docs/usage.md:18 cals',
      'method_mismatch docs/usage.md:21 context_manager',
    ]);
  });
});
