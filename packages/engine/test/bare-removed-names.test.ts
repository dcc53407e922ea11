import { rmSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { scan } from '../src/scan/scan.js';
import { commitEdit, repoFromFixture } from './support/git-repo.js';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

const found = (report: Awaited<ReturnType<typeof scan>>) =>
  report.findings.map((f) => `${f.subtype} ${f.doc?.line} ${f.identifier} | ${f.suggestions.join('; ')}`);

describe('a bare name in prose that git history shows was the project’s', () => {
  it('is reported once the code renames it, with the new name', async () => {
    const dir = repoFromFixture('history-bare-names');
    dirs.push(dir);
    expect(found(await scan({ root: dir }))).toEqual([]);
    commitEdit(
      dir,
      'lib/cli.js',
      (t) => t.replaceAll('CommanderError', 'CliError'),
      'rename the error class',
    );
    commitEdit(
      dir,
      'lib/cli.js',
      (t) => t.replace('class ParseError extends Error {}\n\n', '').replace('ParseError, ', ''),
      'drop ParseError',
    );
    // ParseFailure, EventEmitter, process_exit, errorCode and exit_code were never the project's;
    // the page imports its ParseError from another package.
    expect(found(await scan({ root: dir }))).toEqual([
      'undocumented_api 3 CliError | Document CliError next to the other exports of lib/cli.js, or stop exporting it',
      'method_mismatch 5 CommanderError | Rename CommanderError to CliError in README.md line 5',
    ]);
  });

  it('is left alone while some code still uses the name', async () => {
    const dir = repoFromFixture('history-bare-names');
    dirs.push(dir);
    commitEdit(
      dir,
      'lib/cli.js',
      (t) =>
        t
          .replace('class CommanderError extends Error', 'class CliError extends Error')
          .replace('module.exports = {', "const CommanderError = require('./legacy');\nmodule.exports = {"),
      'move the error class',
    );
    expect(found(await scan({ root: dir }))).toEqual([]);
  });

  it('is reported as removed when the code drops it', async () => {
    const dir = repoFromFixture('history-bare-names');
    dirs.push(dir);
    commitEdit(
      dir,
      'lib/cli.js',
      (t) =>
        t
          .replace(/class CommanderError[\s\S]*?\n}\n\n/, '')
          .replace("throw new CommanderError(1, 'no arguments')", "throw new Error('no arguments')")
          .replace('{ CommanderError, ParseError, parseArgv }', '{ ParseError, parseArgv }'),
      'plain errors',
    );
    expect(found(await scan({ root: dir }))).toEqual([
      'method_mismatch 5 CommanderError | Remove or update the reference to CommanderError in README.md line 5',
    ]);
  });
});
