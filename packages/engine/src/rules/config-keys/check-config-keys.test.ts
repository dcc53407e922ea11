import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { scan } from '../../scan/scan.js';

const here = path.dirname(fileURLToPath(import.meta.url));

async function findings(fixture: string): Promise<string[]> {
  const report = await scan({ root: path.join(here, '__fixtures__', fixture), config: { history: false } });
  return report.findings
    .filter((f) => f.rule === 'config-keys')
    .map(
      (f) =>
        `${f.doc?.path}:${f.doc?.line} ${f.identifier}${f.suggestions[0]?.startsWith('Rename') ? ` -> ${f.suggestions[0].split(' to ')[1]?.split(' in ')[0]}` : ''}`,
    );
}

describe('config-keys rule', () => {
  it('judges Spring keys under a @ConfigurationProperties prefix with relaxed binding', async () => {
    expect(await findings('spring')).toEqual([
      'README.md:9 sender',
      'README.md:11 max-attemps -> max-attempts',
      'README.md:21 hots -> host',
    ]);
  });

  it('applies serde renames, aliases and rename_all, and leaves flattened maps and other files alone', async () => {
    expect(await findings('serde')).toEqual(['README.md:5 max-connection -> max-connections']);
  });

  it('reads pydantic settings with aliases and nested models; extra="allow" takes any key', async () => {
    expect(await findings('pydantic')).toEqual(['README.md:10 poolsize -> pool_size']);
  });

  it('reads the keys viper reads; a subtree read as a map takes any key; a router .Get is no key', async () => {
    expect(await findings('viper')).toEqual(['README.md:6 prot -> port']);
  });

  it('reads Go yaml struct tags; a CI workflow beside them is not judged', async () => {
    expect(await findings('go-tags')).toEqual(['README.md:8 engine']);
  });
});
