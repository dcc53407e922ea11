import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { findDeclarations } from './find-declarations.mjs';
import { readDocCodeLines } from './read-doc-code-lines.mjs';

const NOT_PUBLIC =
  /(?:^|\/)(?:tests?|__tests__|spec|testing|examples?|benchmarks?|bench|scripts|docs?)\/|_test\.go$|\.test\.|\.spec\.|test_[^/]*\.py$/;
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
// Release notes and migration guides name old APIs on purpose: a rename leaves them right.
const HISTORY_DOC =
  /(?:^|\/)(?:change_?log|changes|history|news|releases?|release[-_]notes|whats[-_]new|upgrad\w*|migrat\w*)(?:[./-]|$)/i;

const escapeName = (s) => s.replace(/[$]/g, '\\$');
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

function docMentions(dir, docs, pattern) {
  const found = [];
  for (const doc of docs) {
    for (const [line, code] of readDocCodeLines(readFileSync(path.join(dir, doc), 'utf8'))) {
      if (pattern.test(code)) found.push({ path: doc, line });
    }
  }
  return found;
}

function pick(map, usable, mentionPattern, dir, docs, taken) {
  const names = [...map.keys()]
    .filter((n) => !taken.has(n) && usable(n, map.get(n)))
    .sort((a, b) => rank(a).localeCompare(rank(b)));
  for (const name of names) {
    const expected = docMentions(dir, docs, mentionPattern(name));
    if (expected.length > 0 && expected.length <= MAX_MENTIONS) {
      taken.add(name);
      return { name, expected, sites: map.get(name) };
    }
  }
  return undefined;
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
  const decl = { functions: new Map(), parameters: new Map() };
  for (const [language, list] of Object.entries(files.code)) {
    for (const file of list) {
      if (NOT_PUBLIC.test(file)) continue;
      findDeclarations(language, file, readFileSync(path.join(dir, file), 'utf8'), decl);
    }
  }
  const taken = new Set();
  const usable = (n, sites) => n.length >= 5 && !n.startsWith('_') && !TOO_COMMON.has(n) && sites.length <= 2;
  // A function is shown as code when it is called, reached as a member, or is the whole span.
  const called = (n) =>
    new RegExp(
      `(?:(?<![\\w$])${escapeName(n)}\\s*\\(|[.:]${escapeName(n)}(?![\\w$])|^\\s*${escapeName(n)}\\s*$)`,
    );
  const plants = [];
  const fn = pick(decl.functions, usable, called, dir, files.docs, taken);
  if (fn) plants.push({ kind: 'rename-function', ...fn, newName: renamed(fn.name) });
  const removed = pick(decl.functions, usable, called, dir, files.docs, taken);
  if (removed) plants.push({ kind: 'remove-function', ...removed });
  // Keyword parameters and option keys: written by name in the docs (`name=`, `name:`).
  const usableParameter = (n, sites) => n.length >= 4 && !TOO_COMMON.has(n) && sites.length <= 3;
  const byName = (n) => new RegExp(`(?<![\\w$.])${escapeName(n)}\\s*(?:=(?!=)|:(?!:))`);
  const parameter = pick(decl.parameters, usableParameter, byName, dir, files.docs, taken);
  if (parameter) plants.push({ kind: 'rename-parameter', ...parameter, newName: renamed(parameter.name) });
  const option = pick(decl.parameters, usableParameter, byName, dir, files.docs, taken);
  if (option) plants.push({ kind: 'remove-parameter', ...option });
  const heading = chooseHeading(dir, files.docs);
  if (heading) plants.push(heading);
  return plants;
}
