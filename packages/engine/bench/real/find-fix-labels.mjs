import { CODE_PATHS } from './code-paths.mjs';
import { gitIn } from './git-in.mjs';
import { isDeclaredInCode } from './is-declared-in-code.mjs';
import { looksLikeRename } from './looks-like-rename.mjs';
import { pairChangedLines } from './pair-changed-lines.mjs';
import { readDocCodeLines } from './read-doc-code-lines.mjs';

const TOKEN = /[A-Za-z_][\w]*(?:\.[A-Za-z_]\w*)*/g;
const LINK = /\]\(([^)\s]+)\)/g;

// Names of the languages themselves, and file names, are not the project's API.
const NOT_API = new Set(['print', 'console', 'require', 'import', 'println', 'printf', 'assert']);
const FILE_NAME = /\.(?:html?|md|mdx|rst|txt|py|js|ts|go|rs|java|json|ya?ml|toml|png|svg)$/;

/** A token that reads as a code name: dotted, snake_case, camelCase, or called. */
function looksLikeName(token, code) {
  const last = token.split('.').pop();
  // `_Target` is a reStructuredText link target, not code.
  if (last.length < 4 || NOT_API.has(last) || FILE_NAME.test(token) || /^_[A-Z]/.test(token)) return false;
  return token.includes('.') || /_|[a-z][A-Z]/.test(last) || new RegExp(`${last}\\s*\\(`).test(code);
}

function namesIn(code) {
  return new Set([...(code ?? '').matchAll(TOKEN)].map((m) => m[0]).filter((t) => looksLikeName(t, code)));
}

function inCode(dir, commit, name, cache) {
  const key = `${commit}:${name}`;
  if (!cache.has(key)) {
    let found = true;
    try {
      gitIn(dir, 'grep', '-q', '-w', '-F', name, commit, '--', ...CODE_PATHS);
    } catch {
      found = false;
    }
    cache.set(key, found);
  }
  return cache.get(key);
}

function exists(dir, commit, file) {
  // Doc sites resolve `./api/ctx` to `api/ctx.md` or the folder's index page.
  const forms = [file, `${file}.md`, `${file}.mdx`, `${file}.rst`, `${file}/index.md`, `${file}/README.md`];
  return forms.some((form) => {
    try {
      gitIn(dir, 'cat-file', '-e', `${commit}:${form.replace(/\/$/, '')}`);
      return true;
    } catch {
      return false;
    }
  });
}

/** Whether the page itself defines the name (an example's own variable, function or class). */
function definedOnPage(page, name) {
  const n = name.replace(/[.$]/g, '\\$&');
  return new RegExp(
    `(?:\\b(?:def|class|function|func|fn|let|const|var|type|interface)\\s+${n}\\b|(?<![\\w.])${n}\\s*(?::=|=(?!=)))`,
  ).test(page);
}

/** Changed line pairs of one doc file in a diff with no context: removed (parent numbering) and added. */
function hunks(diff) {
  const out = [];
  let current;
  for (const line of diff.split('\n')) {
    const h = /^@@ -(\d+)(?:,\d+)? \+(\d+)(?:,\d+)? @@/.exec(line);
    if (h) {
      current = { oldStart: Number(h[1]), newStart: Number(h[2]), removed: [], added: [] };
      out.push(current);
    } else if (current && line.startsWith('-') && !line.startsWith('---'))
      current.removed.push(line.slice(1));
    else if (current && line.startsWith('+') && !line.startsWith('+++')) current.added.push(line.slice(1));
  }
  return out;
}

/**
 * Names of one removed line that the fix replaced by a name of the project's own: the line was
 * edited (its partner among the added lines is at least half alike), the old name is nowhere in the
 * parent's code nor defined on the page, and the partner line has a new name the parent's code
 * declares that reads as the old one corrected. A rewritten example (its own variables renamed), a
 * corrected third-party or standard-library name, and prose wording give no label. A rename to an
 * unrelated word (`as_proxy` to `from_client`) is missed unless the receiver stays: a one-for-one
 * swap rule measured on the mined commits labelled more example variables than real renames.
 */
function replacedNames({ dir, parent, page, cache }, removedCode, partnerCode, addedNames) {
  const removedNames = namesIn(removedCode);
  const partnerNames = namesIn(partnerCode);
  const replacements = [...partnerNames].filter(
    (n) => !removedNames.has(n) && isDeclaredInCode(dir, parent, n.split('.').pop(), cache),
  );
  const gone = [...removedNames].filter((name) => !partnerNames.has(name));
  return gone.filter(
    (name) =>
      !addedNames.has(name) &&
      !definedOnPage(page, name) &&
      !inCode(dir, parent, name.split('.').pop(), cache) &&
      replacements.some((r) => looksLikeRename(name, r)),
  );
}

function brokenLinks(dir, parent, docFile, text, added) {
  const addedLinks = new Set(added.flatMap((a) => [...a.matchAll(LINK)].map((m) => m[1])));
  return [...text.matchAll(LINK)]
    .map((m) => m[1])
    .filter((link) => {
      const target = link.split('#')[0];
      // Site-absolute paths and bare host names are pages of a site, not files of the checkout.
      if (!target || /^[a-z]+:|^\/|^[\w-]+\.[a-z]{2,}\//i.test(target) || addedLinks.has(link)) return false;
      return !exists(dir, parent, new URL(target, `file:///${docFile}`).pathname.slice(1));
    });
}

/**
 * The drift a doc-fix commit repaired, as labels on its parent's doc lines: a code name the parent's
 * docs showed that the parent's code did not have, corrected to one the code declared; or a
 * relative link whose target the parent did not have, replaced by another.
 */
export function findFixLabels(dir, fix, parent, docFile, cache) {
  const diff = gitIn(dir, 'diff', '-U0', parent, fix, '--', docFile);
  const page = gitIn(dir, 'show', `${parent}:${docFile}`);
  const before = readDocCodeLines(page);
  const after = readDocCodeLines(gitIn(dir, 'show', `${fix}:${docFile}`));
  const context = { dir, parent, page, cache };
  const labels = [];
  // A name the fix only moved (removed in one hunk, added back in another) is not a correction.
  const addedNames = new Set(
    hunks(diff).flatMap((h) => h.added.flatMap((_, i) => [...namesIn(after.get(h.newStart + i))])),
  );
  for (const hunk of hunks(diff)) {
    if (hunk.removed.length === 0 || hunk.added.length === 0) continue;
    const partners = pairChangedLines(hunk.removed, hunk.added);
    hunk.removed.forEach((text, i) => {
      const line = hunk.oldStart + i;
      if (partners[i] >= 0) {
        const partnerCode = after.get(hunk.newStart + partners[i]);
        for (const name of replacedNames(context, before.get(line), partnerCode, addedNames))
          labels.push({ path: docFile, line, identifier: name, kind: 'name' });
      }
      for (const link of brokenLinks(dir, parent, docFile, text, hunk.added))
        labels.push({ path: docFile, line, identifier: link, kind: 'link' });
    });
  }
  return labels;
}
