import { describe, expect, it } from 'vitest';
import { classifyPath } from './classify-path.js';

describe('classifyPath on JVM source sets', () => {
  it('reads a package named test under a main source set as code, and test source sets as tests', () => {
    expect(classifyPath('projects/core/koin-test/src/commonMain/kotlin/org/koin/test/KoinTest.kt')).toBe(
      'code',
    );
    expect(classifyPath('lib/src/main/java/com/acme/examples/Example.java')).toBe('code');
    expect(classifyPath('lib/src/test/kotlin/org/koin/test/KoinTestRuleTest.kt')).toBe('other');
    expect(classifyPath('lib/src/androidTest/java/com/acme/ClientTest.java')).toBe('other');
    expect(classifyPath('lib/src/jvmTest/kotlin/com/acme/Client.kt')).toBe('other');
    expect(classifyPath('examples/app/src/main/kotlin/com/acme/App.kt')).toBe('other');
    expect(classifyPath('pkg/test/helpers.py')).toBe('other');
  });
});
