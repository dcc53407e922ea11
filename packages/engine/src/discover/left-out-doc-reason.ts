// Why a doc page of a readable format is left out of the scan. Every such page is listed in the
// report with this reason, so a reader can tell a page the engine chose not to read from one it
// never saw.
import { GENERATED_FILE, NON_DOC_DIR, TEMPLATE_DIR } from './classify-path.js';

/** Build files that make a folder a project of its own (an example app with its own dependencies). */
const PROJECT_FILES = [
  'package.json',
  'pyproject.toml',
  'setup.py',
  'go.mod',
  'Cargo.toml',
  'pom.xml',
  'build.gradle',
  'build.gradle.kts',
  'composer.json',
  'Gemfile',
];

/** The folder path up to and including the match of `pattern` (`javalin/src/test/`). */
function folderOf(file: string, pattern: RegExp): string | undefined {
  const match = pattern.exec(file);
  if (!match) return undefined;
  return file.slice(0, match.index + match[0].length).replace(/^\//, '');
}

/** The project file of the nearest folder between the page and `top` that has one. */
function ownProjectFile(file: string, top: string, all: Set<string>): string | undefined {
  let dir = file.slice(0, file.lastIndexOf('/'));
  while (`${dir}/`.length > top.length) {
    for (const name of PROJECT_FILES) if (all.has(`${dir}/${name}`)) return name;
    dir = dir.slice(0, Math.max(dir.lastIndexOf('/'), 0));
  }
  return undefined;
}

/**
 * Why the discovery leaves this doc page out: test data, an example or sample project, example
 * sources, scaffolding a generator copies, or a generated file. `all` is every file the walk kept,
 * to tell an example that is a project of its own.
 */
export function leftOutDocReason(file: string, all: Set<string>): string {
  const nonDoc = folderOf(file, NON_DOC_DIR);
  if (nonDoc) {
    const name = nonDoc.replace(/\/$/, '').split('/').pop() ?? '';
    if (/^(samples?|examples?)$/.test(name)) {
      const project = ownProjectFile(file, nonDoc, all);
      const kind = name.startsWith('sample') ? 'sample' : 'example';
      return `${kind} project: under ${nonDoc}${project ? ` with its own ${project}` : ''}`;
    }
    if (name === 'docs_src') return `example sources the docs include: under ${nonDoc}`;
    return `test data: under ${nonDoc}`;
  }
  const template = folderOf(file, TEMPLATE_DIR);
  if (template) return `scaffolding a generator copies: under ${template}`;
  if (GENERATED_FILE.test(file)) return 'generated';
  return 'not a documentation folder';
}
