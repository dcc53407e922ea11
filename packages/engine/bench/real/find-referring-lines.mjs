import { findOpenBracket, readCallee, readChainBefore } from './read-code-chain.mjs';
import { codeOf, readPageBindings } from './read-page-bindings.mjs';

const escapeName = (s) => s.replace(/[$]/g, '\\$');
const ROLE =
  /(?::(?:py:)?(?:func|meth|attr|class|obj|data|exc|property)|\{(?:py:)?(?:func|meth|attr|class|obj|property)\}):?`~?!?([\w.]+)(?:\(\))?`/g;
const DIRECTIVE =
  /^\s*(?:\.\.\s+(?:py:)?(?:auto)?(?:function|method|attribute|decorator|property|class)::|:::)\s*([\w.]+)(\(.*)?/;
// A URL ends where a string literal or a call around it does (`URL('http://x/p').with_user()`).
const URL = /\b\w[\w+.-]*:\/\/[^\s'"`()<>]+|\b[\w.-]+:[^@\s/'"`]+@[^\s'"`()<>]+/g;
// A name followed by one of these is a namespace or a path, not the function: `tracing::subscriber::x`.
const AS_NAMESPACE = /^(?:::(?!<)|\/|\.[A-Za-z_$])/;

// A definition of the name, not a use: `def f(`, `func (r *T) f(`, Java/Kotlin `public T f(`, and
// a JS class method `f(a, b) {` (a page's own class implementing the project's interface).
const DEFINITION =
  /(?:\b(?:def|function|fn|func|fun)\s+(?:\([^)]*\)\s*)?|^\s*(?:@\w+\s+)*(?:(?:public|private|protected|static|final|override|abstract|synchronized|suspend|open)\s+)+[\w<>[\],.? ]*)$/;
const METHOD_BODY = /^\s*\([^()]*\)\s*(?::\s*[^{]+)?\{\s*$/;

const insideAny = (ranges, at) => ranges.some(([from, to]) => at >= from && at < to);
const rangesOf = (text, pattern) => [...text.matchAll(pattern)].map((m) => [m.index, m.index + m[0].length]);

/** Whether a dotted target (`pkg.mod.Class.name`) names `name` through one of the owning names, or bare. */
function targetNames(target, name, owners) {
  const parts = target.split('.');
  if (parts.pop() !== name) return false;
  return parts.length === 0 || owners.has(parts[parts.length - 1]) || owners.has(parts[0]);
}

/**
 * Evidence that a line's code reaches the function `name`: a qualified call or member, or an import
 * of it. `context` is the block's code before the line, for chains that go on over lines.
 */
function functionEvidence(text, name, owners, page, context, inBlock) {
  const code = `${context}\n${codeOf(text)}`;
  const from = code.length - codeOf(text).length;
  const comment = from + (/(?:^|\s)(?:\/\/|#)\s/.exec(codeOf(text))?.index ?? code.length);
  const urls = rangesOf(code, URL);
  for (const m of code.matchAll(new RegExp(`(?<![\\w$])${escapeName(name)}(?![\\w$])`, 'g'))) {
    if (m.index < from || m.index >= comment || insideAny(urls, m.index)) continue;
    const after = code.slice(m.index + name.length);
    if (AS_NAMESPACE.test(after)) continue;
    const receiver = /\bfunc\s*\(\s*\w*\s*\*?\s*(\w+)[^)]*\)\s*$/.exec(code.slice(0, m.index));
    if (receiver && page.ownerTypes.has(receiver[1])) return `method of ${receiver[1]} restated`;
    const lineBefore = code.slice(code.lastIndexOf('\n', m.index) + 1, m.index);
    if (DEFINITION.test(lineBefore) || METHOD_BODY.test(after)) continue;
    const chain = readChainBefore(code, m.index);
    if (chain.length === 0) {
      if (page.imported.has(name)) return 'imported from the project';
      // `before=before_log(logger)` on a page that imports the project and defines no such function.
      if (inBlock && /^\s*\(/.test(after) && page.importsProject && !page.bound.has(name))
        return 'called on a page that imports the project';
      continue;
    }
    if (owners.has(chain[0])) return `qualified by ${chain[0]}`;
    // `new Retrofit.Builder().baseUrl(u).addCallAdapterFactory(f)`: the chain passes the owner type.
    const type = chain.find((c) => page.ownerTypes.has(c));
    if (type) return `reached through ${type}`;
    const root = chain[chain.length - 1];
    const typed = page.declared.get(root);
    if (typed && page.ownerTypes.has(typed)) return `member of ${root}, declared a ${typed}`;
    // An instance named after its class, as API pages write them (`websocket.send()` for WebSocket).
    const named = [...page.ownerTypes].find((t) => t.toLowerCase() === root.toLowerCase() && t !== root);
    if (named) return `member of ${root}, named after ${named}`;
    // A name the page never binds is taken for the project's only in a code example, not in a
    // prose span (`copy.deepcopy` there is the standard library's).
    if (page.isTied(root, inBlock)) return `member of ${root}, tied to the project`;
  }
  return undefined;
}

/** Evidence on a raw doc line: a Sphinx/MyST role, an autodoc or signature directive, an API anchor. */
function markupEvidence(raw, name, owners) {
  for (const m of raw.matchAll(ROLE)) if (targetNames(m[1], name, owners)) return 'role';
  const directive = DIRECTIVE.exec(raw);
  if (directive && targetNames(directive[1], name, owners)) return 'directive';
  for (const m of raw.matchAll(/#([\w.]+)\)?>?/g)) {
    if (m[1].includes('.') && targetNames(m[1], name, owners)) return 'API anchor';
  }
  return undefined;
}

/** A line naming the function beside a link to the very file that declares it (generated API pages). */
function sourceLinkEvidence(raw, name, sites) {
  if (!new RegExp(`(?<![\\w$])${escapeName(name)}(?![\\w$])`).test(raw)) return undefined;
  const site = sites.find((s) => raw.includes(`/${s.file}#`) || raw.includes(`/${s.file})`));
  return site ? `links to ${site.file}` : undefined;
}

/** The code block lines before `line` (consecutive code lines), joined, for multi-line calls. */
function contextOf(code, line, limit = 80) {
  const before = [];
  for (let i = line - 1; i > 0 && line - i <= limit && code.has(i); i--) {
    // Whole-line comments carry prose, whose quotes and brackets would misread the code around them.
    if (!/^\s*(?:\/\/|#\s)/.test(codeOf(code.get(i)))) before.unshift(codeOf(code.get(i)));
  }
  return before.join('\n');
}

/** Evidence that `name=` / `name:` on a line is passed to THE callable (or options type) of a site. */
function parameterEvidence(text, name, site, page, context) {
  const full = `${context}\n${codeOf(text)}`;
  const offset = full.length - codeOf(text).length;
  const pattern = new RegExp(
    `(?<![\\w$.'"])(?:(['"])${escapeName(name)}\\1|${escapeName(name)})\\s*(?:=(?![=>])|:(?!:))`,
    'g',
  );
  for (const m of codeOf(text).matchAll(pattern)) {
    const at = offset + m.index;
    const open = findOpenBracket(full, at);
    if (!open) continue;
    if (site.callable && open.char === '(') {
      const callee = readCallee(full, open.index);
      if (callee[0] === site.callable) return `keyword of a call to ${site.callable}`;
      // An instance called as a function: `hookimpl = HookimplMarker(...)`, then `@hookimpl(x=...)`.
      if (
        site.callable === '__call__' &&
        callee.length === 1 &&
        page.constructed.get(callee[0]) === site.owner
      )
        return `keyword of a call to a ${site.owner}`;
    }
    if (open.char === '{' && site.owner && !site.callable) {
      const evidence = optionEvidence(full, open.index, site.owner, page);
      if (evidence) return evidence;
    }
  }
  return undefined;
}

/** An object or struct literal `{` that a project call, the owner type or a later call receives. */
function optionEvidence(full, open, owner, page) {
  const head = full.slice(0, open).trimEnd();
  if (new RegExp(`(?:^|[^\\w$])${escapeName(owner)}(?:<[^>]*>)?\\s*$`).test(head))
    return `literal of ${owner}`;
  if (/[(,]$/.test(head)) {
    const call = findOpenBracket(full, head.length - (head.endsWith(',') ? 1 : 0));
    if (call?.char === '(') {
      const callee = readCallee(full, call.index);
      const root = callee[callee.length - 1];
      if (root && page.isTied(root)) return `option of a call on ${root}, tied to the project`;
    }
  }
  const bound = /(?:const|let|var)\s+([A-Za-z_$][\w$]*)\s*(?::\s*([\w$.<>]+))?\s*=$/.exec(head);
  if (bound?.[2] && bound[2].replace(/<.*/, '') === owner) return `object typed ${owner}`;
  if (bound && page.passedToTied(bound[1])) return `object ${bound[1]} passed to a project call`;
  return undefined;
}

/**
 * The lines of one doc page where `name` refers to the changed declaration (its sites), each with
 * its evidence. Decided from the page and the project's declarations alone.
 */
export function findReferringLines(page0, kind, name, sites) {
  const page = { ...page0, ownerTypes: new Set(sites.map((s) => s.owner).filter(Boolean)) };
  const owners = new Set([
    ...sites.flatMap((s) => [s.owner, ...s.modules]).filter(Boolean),
    ...page.rootNames,
  ]);
  const found = [];
  let directive;
  page.raw.forEach((raw, i) => {
    const line = i + 1;
    const indent = raw.length - raw.trimStart().length;
    const sig = /^\s*\.\.\s+(?:py:)?(?:function|method|class)::\s*([\w.]+)\(/.exec(raw);
    if (sig) directive = { callable: sig[1].split('.').pop(), indent };
    else if (directive && raw.trim() !== '' && indent <= directive.indent) directive = undefined;
    if (!raw.includes(name)) return;
    const text = page.code.get(line);
    let evidence;
    if (kind === 'function') {
      evidence =
        sourceLinkEvidence(raw, name, sites) ??
        markupEvidence(raw, name, owners) ??
        (text && functionEvidence(text, name, owners, page, contextOf(page.code, line), raw === text));
    } else {
      const callables = new Set(sites.map((s) => s.callable).filter(Boolean));
      const inDirective = directive && callables.has(directive.callable);
      if (
        inDirective &&
        new RegExp(`(?<![\\w$])${escapeName(name)}(?![\\w$])`).test(sig ? raw : (text ?? ''))
      )
        evidence = `in the signature or text of ${directive.callable}`;
      for (const site of sites) {
        evidence ??= text && parameterEvidence(text, name, site, page, contextOf(page.code, line));
      }
    }
    if (evidence) found.push({ line, evidence });
  });
  return found;
}

/** What `findReferringLines` needs of a page: its lines, its code, and what its names stand for. */
export function readPage(raw, code, roots) {
  const bindings = readPageBindings([...code.values()], roots);
  const codeText = [...code.values()].map(codeOf);
  const constructed = new Map();
  for (const d of bindings.derived) {
    const call = /^(?:await\s+)?(?:new\s+)?(?:[\w$]+\.)*([\w$]+)\s*\(/.exec(d.from[0]?.trim() ?? '');
    if (call) constructed.set(d.name, call[1]);
  }
  const passedToTied = (variable) =>
    codeText.some((c) =>
      [
        ...c.matchAll(
          new RegExp(`((?:new\\s+)?[\\w$.]+)\\s*\\([^()]*(?<![\\w$.])${escapeName(variable)}(?![\\w$])`, 'g'),
        ),
      ].some((m) => bindings.isTied(m[1].replace(/^new\s+/, '').split('.')[0])),
    );
  return { raw: raw.split('\n'), code, ...bindings, rootNames: roots.names, constructed, passedToTied };
}
