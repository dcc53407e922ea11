import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { commitEdit, git } from '../../../test/support/git-repo.js';
import { scan } from '../../scan/scan.js';

const here = path.dirname(fileURLToPath(import.meta.url));
let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

async function findings(): Promise<string[]> {
  const report = await scan({ root: dir });
  return report.findings
    .filter((f) => f.rule === 'api-references')
    .map((f) => `${f.subtype} ${f.doc?.path}:${f.doc?.line} ${f.identifier} | ${f.suggestions[0]}`);
}

describe('names in prose of methods and functions the project removed', () => {
  it('reports a type’s lost method, a capitalised method name, a crate function left in a `use` and a Java static factory', async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'dw-removed-members-'));
    cpSync(path.join(here, '__fixtures__', 'removed-members'), dir, { recursive: true });
    git(dir, 'init', '-q', '-b', 'main');
    git(dir, 'add', '-A');
    git(dir, 'commit', '-q', '-m', 'base');
    expect(await findings()).toEqual([]);
    commitEdit(
      dir,
      'zlog.go',
      (t) =>
        t
          .replace(/\/\/ Array adds[^\n]*\nfunc \(c Context\) Array[^\n]*\n/, '')
          .replace(/\/\/ Array adds[^\n]*\nfunc \(e \*Event\) Array[^\n]*\n/, '')
          .replaceAll('Format(e *Event)', 'FormatEntry(e *Event)')
          .replace(/\/\/ Close closes[^\n]*\nfunc \(e \*Event\) Close[^\n]*\n/, ''),
      'drop the Array methods and Event.Close; rename Format',
    );
    commitEdit(
      dir,
      'src/ser.rs',
      (t) =>
        t
          .replace(/\/\/\/ Serializes to a writer[\s\S]*?\n}\n/, '')
          .replace(/\/\/\/ Formats an integer[\s\S]*?\n}\n/, ''),
      'drop to_writer and fmt_int',
    );
    commitEdit(
      dir,
      'java/com/acme/CallAdapterFactory.java',
      (t) =>
        t
          .replace(/ {2}public static CallAdapterFactory create\(\)[\s\S]*?\n {2}}\n\n/, '')
          .replace(/ {2}public static CallAdapterFactory createAsync\(\)[\s\S]*?\n {2}}\n\n/, ''),
      'drop create and createAsync',
    );
    commitEdit(dir, 'java/com/acme/Couchdb.java', () => 'package com.acme;\n', 'drop the Couchdb class');
    // Silent: Other.Array (Other never had one), Close (the code still calls a Close), Render
    // (never declared), jsonkit::fmt_int (re-exported from itoa), create() (a single word),
    // Couchdb (a capitalised word, and no Go method of that name was removed).
    expect(await findings()).toEqual([
      'method_mismatch GO.md:3 Array | Remove or update the reference to Context.Array in GO.md line 3',
      'method_mismatch GO.md:6 Format | Rename Format to FormatEntry in GO.md line 6',
      'method_mismatch JAVA.md:4 createAsync | Remove or update the reference to createAsync in JAVA.md line 4',
      'method_mismatch RUST.md:4 to_writer | Remove or update the reference to jsonkit.to_writer in RUST.md line 4',
    ]);
  });
});
