import { describe, expect, it } from 'vitest';
import { parseJsExample } from '../src/docs/parse-js-example.js';
import { parseShellExample } from '../src/docs/parse-shell-example.js';
import { scanFixture } from './support/scan-fixture.js';

describe('code examples read by their language parser', () => {
  it('JavaScript: option keys of real calls, not of comments or strings; fragments with ... parse; this.x fields are members', async () => {
    // docs/store.md also names `Store#EvictingHandler`, a type-like name near the evictionHandler field: not judged.
    // docs/edge.md: calling a typed variable (`kit('/x')`), `store.evict.call()` and options of a type whose
    // base has two declarations of one name are not judged either. The type checker names the
    // misspelt key of `new Store()` (line 9), and sees that the entry (src/index.js) exports no `kit`.
    expect(await scanFixture('js-examples')).toEqual([
      'incorrect_example README.md:8 openStore',
      'parameter_mismatch README.md:9 maxItem',
      'incorrect_example docs/edge.md:4 kit',
      'incorrect_example docs/store.md:9 chek',
    ]);
  });

  it('Python: a renamed keyword argument in a >>> session, not in a comment', async () => {
    expect(await scanFixture('py-examples')).toEqual(['incorrect_example docs/usage.md:6 client.forecast']);
  });

  it('shell: quoted words are not flags, continuations and assignments are read', async () => {
    expect(await scanFixture('shell-examples')).toEqual([
      'config_mismatch README.md:11 SHRINK_CACHE_DIRR',
      'incorrect_example README.md:12 --levle',
      'config_mismatch README.md:14 SHRINK_TOKN',
      'incorrect_example README.md:21 --jsno',
      'incorrect_example README.md:25 --levell',
      'incorrect_example README.md:30 -z',
    ]);
  });

  it('shell: `go run ./cmd/<name>` runs that command', async () => {
    expect(await scanFixture('go-run-examples')).toEqual(['incorrect_example README.md:5 --dayz']);
  });

  it('JavaScript: imports of a package whose code is not read (only dist/) are not judged', async () => {
    expect(await scanFixture('published-only')).toEqual([]);
  });

  it('shell: flags of yargs `.options(key, config)` are known', async () => {
    expect(await scanFixture('yargs-options')).toEqual(['incorrect_example README.md:5 --srcc']);
  });

  it('Java: variables the example binds (`pl = new PaylaneClient(...)`) resolve members in the prose', async () => {
    expect(await scanFixture('java-bindings')).toEqual(['method_mismatch docs/payments.md:11 capture']);
  });

  it('reads JavaScript fragments: placeholders, several snippets, require forms', () => {
    const example = parseJsExample(
      [
        "const { open, close: shut } = require('kit');",
        "const kit = require('kit');",
        'kit.open({ a: 1, ...base }, …);',
        '',
        '$ not javascript at all',
        '',
        "new kit.Client('x').start()",
        'kit.close(/* ... */); kit.ping(/* host */); kit.send(1 /* , … */);',
        "kit.get('http://x/y', 2) // elsewhere",
      ].join('\n'),
      'js',
    );
    expect(example.imports.map((i) => `${i.kind}:${i.name}@${i.line}`)).toEqual([
      'named:open@0',
      'named:close@0',
      'namespace:kit@1',
    ]);
    const calls = example.calls.map((c) => ({
      chain: c.chain.join('.'),
      line: c.line,
      elided: c.elided,
      keys: c.args.map((a) => a.keys?.join(',') ?? a.text),
      open: c.args.some((a) => a.openKeys === true),
    }));
    expect(calls).toContainEqual({ chain: 'kit.open', line: 2, elided: true, keys: ['a'], open: true });
    expect(example.calls.find((c) => c.chain.join('.') === 'kit.open')?.text).toBe(
      'kit.open({ a: 1, ...base }, ...)',
    );
    expect(calls).toContainEqual({ chain: 'kit.Client', line: 6, elided: false, keys: ["'x'"], open: false });
    expect(calls.some((c) => c.chain.endsWith('start'))).toBe(false);
    // A comment in place of arguments elides them; a URL in a string is not a comment.
    const elided = (name: string) => calls.find((c) => c.chain === name)?.elided;
    expect(['kit.close', 'kit.ping', 'kit.send', 'kit.get'].map(elided)).toEqual([true, true, true, false]);
  });

  it('tokenizes shell commands: quotes, escapes, redirections, here-documents, prompts', () => {
    const commands = parseShellExample(
      [
        "A=1 B='x y' tool run \\",
        '  --out="a b" 2>&1 > log.txt && tool "--quoted" \\--escaped',
        'cat <<EOF',
        'tool --inside-heredoc',
        'EOF',
      ].join('\n'),
    );
    expect(
      commands.map((c) => ({
        program: c.program,
        env: c.env.map((e) => `${e.name}=${e.value}`),
        args: c.args,
      })),
    ).toEqual([
      {
        program: 'tool',
        env: ['A=1', 'B=x y'],
        args: [
          { text: 'run', line: 0, quoted: false },
          { text: '--out=a b', line: 1, quoted: false },
        ],
      },
      {
        program: 'tool',
        env: [],
        args: [
          { text: '--quoted', line: 1, quoted: true },
          { text: '--escaped', line: 1, quoted: true },
        ],
      },
      { program: 'cat', env: [], args: [] },
    ]);
    const transcript = parseShellExample('$ tool a\noutput --x\n$ tool b');
    expect(transcript.map((c) => c.args.map((a) => a.text).join(' '))).toEqual(['a', 'b']);
  });
});
