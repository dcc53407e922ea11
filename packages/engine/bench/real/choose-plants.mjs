import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { findDeclarations } from './find-declarations.mjs';
import { findReferringLines, readPage } from './find-referring-lines.mjs';
import { readDocCodeLines } from './read-doc-code-lines.mjs';
import { readProjectRoots } from './read-project-roots.mjs';

const NOT_PUBLIC =
  /(?:^|\/)(?:tests?|__tests__|spec|testing|_?examples?|benchmarks?|bench|scripts|docs?)\/|_test\.go$|\.test\.|\.spec\.|test_[^/]*\.py$/;
// Names the languages' own libraries also have (`str.strip`, `Array.prototype.filter`, `Option::unwrap`)
// or that mean many things (`content`, `value`): a doc line showing one is as often about something
// else, so a plant of that name would count lines no engine should report.
const TOO_COMMON = new Set(
  `constructor toString valueOf default render handle create string strip lstrip rstrip split
  splitlines join append extend insert remove index count format replace lower upper startswith
  endswith items values update clear write close flush readline readlines encode decode filter
  reduce forEach slice splice shift unshift concat includes indexOf assign parse stringify entries
  resolve reject catch finally apply error debug print println printf Println Printf Sprintf Errorf
  String equals hashCode unwrap expect clone collect as_ref to_string is_some is_none map_err
  and_then unwrap_or build start close reset fetch query search match delete content value data
  name options config args kwargs text path file type items message level method params headers
  body timeout status result source target input output state context request response exports
  switch while catch return typeof function super throw yield await import
  module`.split(/\s+/),
);
const MAX_MENTIONS = 12;
// Pages that describe the past (release notes, version histories, migration guides, design RFCs)
// name old APIs on purpose: a change leaves them right. Test fixtures and example projects are not
// the project's documentation.
const HISTORY_DOC =
  /(?:^|\/)(?:change_?logs?|changes|history|news|releases?|release[-_]notes|versions?|whats[-_]new|upgrad\w*|migrat\w*|\d+(?:\.\d+)+)(?:[./-]|$)|(?:^|\/)(?:rfcs?|tests?|__tests__|fixtures?|__fixtures__|testdata|_?examples?)\//i;
// Path parts that say nothing of the module a name lives in.
const NOT_MODULE = new Set(['src', 'lib', 'index', '__init__', 'mod', 'main']);

const rank = (name) => createHash('sha1').update(name).digest('hex');

/** The new name of a planted rename, in the name's own case style. */
function renamed(name) {
  return /_/.test(name) || /^[a-z0-9]+$/.test(name) ? `${name}_entry` : `${name}Entry`;
}

function slugOf(heading) {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** The modules a declaration's file stands for (`httpcore/_ssl.py` -> httpcore, _ssl; a Go file's package). */
function modulesOf(file) {
  const parts = file.replace(/\.\w+$/, '').split('/');
  return parts.filter((p) => !NOT_MODULE.has(p) && /^[A-Za-z_$][\w$]*$/.test(p));
}

/**
 * The doc lines where a name refers to one of its declarations (find-referring-lines.mjs): the
 * evidence is read from the page and the project code, never from what an engine reports.
 */
function referringLines(pages, kind, name, sites) {
  const found = [];
  for (const [doc, page] of pages) {
    if (!page.text.includes(name)) continue;
    for (const hit of findReferringLines(page.read(), kind, name, sites)) found.push({ path: doc, ...hit });
  }
  return found;
}

function pick(map, usable, kind, pages, taken, paths) {
  const names = [...map.keys()]
    .filter((n) => !taken.has(n) && !paths.has(n) && usable(n, map.get(n)))
    .sort((a, b) => rank(a).localeCompare(rank(b)));
  for (const name of names) {
    const sites = map.get(name).map((site) => ({ ...site, modules: modulesOf(site.file) }));
    const expected = referringLines(pages, kind, name, sites);
    if (expected.length > 0 && expected.length <= MAX_MENTIONS) {
      taken.add(name);
      return { name, expected, sites: map.get(name) };
    }
  }
  return undefined;
}

/** Each doc page, read once and only when a name it contains is looked up. */
function readPages(dir, docs, roots) {
  const pages = new Map();
  for (const doc of docs) {
    const text = readFileSync(path.join(dir, doc), 'utf8');
    let page;
    pages.set(doc, { text, read: () => (page ??= readPage(text, readDocCodeLines(text), roots)) });
  }
  return pages;
}

function chooseHeading(dir, docs) {
  const headings = new Map();
  const links = [];
  for (const doc of docs.filter((d) => /\.mdx?$/i.test(d))) {
    const lines = readFileSync(path.join(dir, doc), 'utf8').split('\n');
    lines.forEach((line, i) => {
      const h = /^(#{1,6})\s+(.+?)\s*#*\s*$/.exec(line);
      if (h && /^[\p{L}\p{N} ]+$/u.test(h[2]))
        headings.set(`${doc}#${slugOf(h[2])}`, { path: doc, line: i + 1, text: h[2] });
      for (const m of line.matchAll(/\]\(([^)\s#]*)#([^)\s]+)\)/g)) {
        const target = m[1] ? path.posix.normalize(path.posix.join(path.posix.dirname(doc), m[1])) : doc;
        links.push({ key: `${target}#${m[2]}`, path: doc, line: i + 1 });
      }
    });
  }
  const linked = [...new Set(links.map((l) => l.key))]
    .filter((k) => headings.has(k))
    .sort((a, b) => rank(a).localeCompare(rank(b)));
  if (linked.length === 0) return undefined;
  const key = linked[0];
  const heading = headings.get(key);
  return {
    kind: 'rename-heading',
    name: key.split('#')[1],
    newName: `${key.split('#')[1]}-reference`,
    heading,
    expected: links.filter((l) => l.key === key).map(({ path: p, line }) => ({ path: p, line })),
  };
}

/**
 * Up to five planted changes of a documented name: a function or method renamed with its callers, a
 * function or method removed, a keyword parameter or option key renamed, another one removed, and a
 * heading that other pages link to renamed. Each comes with the doc lines that must be reported.
 */
export function choosePlants(dir, projectFiles) {
  const files = { ...projectFiles, docs: projectFiles.docs.filter((d) => !HISTORY_DOC.test(d)) };
  // A name that is also a file or folder of the code (`cattrs.dispatch`, `tracing::subscriber`)
  // would rewrite module paths when renamed, and its mentions are as often the module.
  const paths = new Set(
    Object.values(files.code)
      .flat()
      .flatMap((f) => f.replace(/\.\w+$/, '').split('/')),
  );
  const decl = { functions: new Map(), parameters: new Map() };
  for (const [language, list] of Object.entries(files.code)) {
    for (const file of list) {
      if (NOT_PUBLIC.test(file)) continue;
      findDeclarations(language, file, readFileSync(path.join(dir, file), 'utf8'), decl);
    }
  }
  const roots = readProjectRoots(dir, files, projectFiles.all);
  roots.types = new Set(
    [...decl.functions.values()]
      .flat()
      .map((site) => site.owner)
      .filter(Boolean),
  );
  const pages = readPages(dir, files.docs, roots);
  const taken = new Set();
  const usable = (n, sites) => n.length >= 5 && !n.startsWith('_') && !TOO_COMMON.has(n) && sites.length <= 2;
  const plants = [];
  const fn = pick(decl.functions, usable, 'function', pages, taken, paths);
  if (fn) plants.push({ kind: 'rename-function', ...fn, newName: renamed(fn.name) });
  const removed = pick(decl.functions, usable, 'function', pages, taken, paths);
  if (removed) plants.push({ kind: 'remove-function', ...removed });
  // Keyword parameters and option keys: written by name in the docs (`name=`, `name:`).
  const usableParameter = (n, sites) => n.length >= 4 && !TOO_COMMON.has(n) && sites.length <= 3;
  const parameter = pick(decl.parameters, usableParameter, 'parameter', pages, taken, paths);
  if (parameter) plants.push({ kind: 'rename-parameter', ...parameter, newName: renamed(parameter.name) });
  const option = pick(decl.parameters, usableParameter, 'parameter', pages, taken, paths);
  if (option) plants.push({ kind: 'remove-parameter', ...option });
  const heading = chooseHeading(dir, files.docs);
  if (heading) plants.push(heading);
  return plants;
}
