import { gitIn } from './git-in.mjs';
import { readDocCodeLines } from './read-doc-code-lines.mjs';

const CODE_PATHS = [
  '*.py',
  '*.pyi',
  '*.js',
  '*.mjs',
  '*.cjs',
  '*.jsx',
  '*.ts',
  '*.tsx',
  '*.go',
  '*.rs',
  '*.java',
  '*.kt',
];
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
 * The drift a doc-fix commit repaired, as labels on its parent's doc lines: a code name the parent's
 * docs showed that the parent's code did not have, replaced by one the code did have; or a relative
 * link whose target the parent did not have, replaced by one it did. Rewording, typos in prose and
 * new text give no label.
 */
export function findFixLabels(dir, fix, parent, docFile, cache) {
  const diff = gitIn(dir, 'diff', '-U0', parent, fix, '--', docFile);
  const page = gitIn(dir, 'show', `${parent}:${docFile}`);
  const before = readDocCodeLines(page);
  const after = readDocCodeLines(gitIn(dir, 'show', `${fix}:${docFile}`));
  const labels = [];
  for (const hunk of hunks(diff)) {
    if (hunk.removed.length === 0 || hunk.added.length === 0) continue;
    const addedNames = new Set();
    hunk.added.forEach((_, i) => {
      for (const n of namesIn(after.get(hunk.newStart + i))) addedNames.add(n);
    });
    const repaired = [...addedNames].some((n) => inCode(dir, parent, n.split('.').pop(), cache));
    hunk.removed.forEach((text, i) => {
      const line = hunk.oldStart + i;
      for (const name of namesIn(before.get(line))) {
        if (!repaired || addedNames.has(name) || definedOnPage(page, name)) continue;
        if (inCode(dir, parent, name.split('.').pop(), cache)) continue;
        labels.push({ path: docFile, line, identifier: name, kind: 'name' });
      }
      const addedLinks = new Set(hunk.added.flatMap((a) => [...a.matchAll(LINK)].map((m) => m[1])));
      for (const m of text.matchAll(LINK)) {
        const target = m[1].split('#')[0];
        // Site-absolute paths and bare host names are pages of a site, not files of the checkout.
        if (!target || /^[a-z]+:|^\/|^[\w-]+\.[a-z]{2,}\//i.test(target) || addedLinks.has(m[1])) continue;
        const resolved = new URL(target, `file:///${docFile}`).pathname.slice(1);
        if (!exists(dir, parent, resolved))
          labels.push({ path: docFile, line, identifier: m[1], kind: 'link' });
      }
    });
  }
  return labels;
}
