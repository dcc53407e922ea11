import { describe, expect, it } from 'vitest';
import { guessBlockLanguage } from '../src/docs/guess-block-language.js';
import { scanFixture } from './support/scan-fixture.js';

describe('code blocks that name no language', () => {
  it('reads an indented Go snippet as Go and judges calls on the root package without an import, unless the block imports that name from elsewhere', async () => {
    expect(await scanFixture('go-indented-examples')).toEqual([
      'incorrect_example README.md:14 AddSecureRemoteProvier',
    ]);
  });

  it('reads a reStructuredText literal block that starts with a bare import as Python', async () => {
    expect(await scanFixture('rst-bare-literal-python')).toEqual([
      'incorrect_example README.rst:10 StackRenderer',
    ]);
  });

  it('guesses only from unmistakable syntax and leaves commands as shell', () => {
    expect(guessBlockLanguage('err := viper.ReadRemoteConfig()')).toBe('go');
    expect(guessBlockLanguage('func main() {\n}')).toBe('go');
    expect(guessBlockLanguage('from geokit import Point\np = Point(1, 2)')).toBe('python');
    expect(guessBlockLanguage(">>> r = httpx.get('https://example.org')")).toBe('python');
    expect(guessBlockLanguage('import structlog\n\nstructlog.configure(processors=[])')).toBe('python');
    expect(guessBlockLanguage('import org.acme.Client\n\nfun main() {\n}')).toBe('');
    expect(guessBlockLanguage('import java.util.List;')).toBe('');
    expect(guessBlockLanguage("const pino = require('pino')")).toBe('js');
    expect(guessBlockLanguage('$ go get github.com/acme/confy')).toBe('');
    expect(guessBlockLanguage('npm install pino\nconst x = 1')).toBe('');
    expect(guessBlockLanguage('CFLAGS := -O2\nconst x = 1')).toBe('');
    expect(guessBlockLanguage('Usage: confy [flags]')).toBe('');
  });
});
