import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gitIn } from './git-in.mjs';

const escapeName = (s) => s.replace(/[$]/g, '\\$');

function rewrite(dir, file, change) {
  const full = path.join(dir, file);
  const before = readFileSync(full, 'utf8');
  const after = change(before);
  if (after !== before) writeFileSync(full, after);
}

/** The lines of a definition: an indented block in Python, else up to the brace that closes it. */
function definitionEnd(lines, start, python) {
  if (python) {
    const indent = lines[start].length - lines[start].trimStart().length;
    let end = start;
    for (let i = start + 1; i < lines.length; i++) {
      const line = lines[i];
      if (line.trim() === '') continue;
      if (line.length - line.trimStart().length <= indent) break;
      end = i;
    }
    return end;
  }
  let depth = 0;
  let opened = false;
  for (let i = start; i < lines.length; i++) {
    for (const ch of lines[i]) {
      if (ch === '{') {
        depth++;
        opened = true;
      } else if (ch === '}') depth--;
      else if (ch === ';' && !opened) return i;
    }
    if (opened && depth <= 0) return i;
  }
  return start;
}

function removeDefinition(text, line, python) {
  const lines = text.split('\n');
  let start = line - 1;
  while (start > 0 && /^\s*@/.test(lines[start - 1])) start--;
  const end = definitionEnd(lines, line - 1, python);
  lines.splice(start, end - start + 1);
  return lines.join('\n');
}

/**
 * The end of one Python parameter or argument that starts at `from`: its annotation and default run
 * to the first comma or closing parenthesis outside brackets and strings (`auth: tuple[bytes, bytes]
 * | None = None`). The comma and the blanks after it go with it.
 */
function argumentEnd(line, from) {
  let depth = 0;
  let quote = '';
  for (let i = from; i < line.length; i++) {
    const ch = line[i];
    if (quote) {
      if (ch === quote && line[i - 1] !== '\\') quote = '';
    } else if (ch === '"' || ch === "'") quote = ch;
    else if ('([{'.includes(ch)) depth++;
    else if (')]}'.includes(ch)) {
      if (depth === 0) return i;
      depth--;
    } else if (ch === ',' && depth === 0) return i + 1 + (/^\s*/.exec(line.slice(i + 1))?.[0].length ?? 0);
    else if (ch === '#' && depth === 0) return i;
  }
  return line.length;
}

/**
 * Removes a keyword parameter or option key where it is declared: from a Python signature's line
 * (with its annotation and default; the line goes too when the signature has one parameter a line),
 * else the whole line of the field or interface member.
 */
function removeParameter(text, line, name, python) {
  const lines = text.split('\n');
  if (python) {
    const text0 = lines[line - 1];
    const start = new RegExp(`\\*{0,2}(?<![\\w$])${escapeName(name)}\\s*(?=[:=,)]|$)`).exec(text0);
    if (start) {
      const rest = text0.slice(0, start.index) + text0.slice(argumentEnd(text0, start.index));
      if (rest.trim() === '') lines.splice(line - 1, 1);
      else lines[line - 1] = rest;
    }
  } else lines.splice(line - 1, 1);
  return lines.join('\n');
}

/**
 * Python callers stop passing a removed keyword parameter: `name=value` goes from calls in the
 * code, and a call's argument line that is only `name=value,` goes whole, as a real removal would
 * leave them. Docs are left as they were: they are what must be reported.
 */
function dropKeywordArguments(text, name) {
  const n = escapeName(name);
  const ownLine = new RegExp(`^\\s*${n}\\s*=(?!=)[^,()]*(?:\\([^()]*\\))?[^,()]*,?\\s*$`);
  const inCall = new RegExp(
    `(?<=[(,]\\s*)${n}\\s*=(?!=)[^,()]*(?:\\([^()]*\\))?[^,()]*(?:,\\s*|(?=\\)))`,
    'g',
  );
  return text
    .split('\n')
    .filter((l) => !ownLine.test(l))
    .map((l) => l.replace(inCall, ''))
    .join('\n');
}

/**
 * Applies one planted change to the checkout's code (never its docs) and commits it. Renames
 * replace the name as a whole word in every code file, callers and tests included; a function's
 * removal deletes the definition and the code lines that call it; a parameter's removal deletes its
 * declaration (and Python callers stop passing it by name); a heading rename changes its text.
 */
export function applyPlant(dir, files, plant) {
  const code = Object.values(files.code).flat();
  const word = new RegExp(`(?<![\\w$])${escapeName(plant.name)}(?![\\w$])`, 'g');
  if (plant.kind === 'rename-heading') {
    rewrite(dir, plant.heading.path, (text) => {
      const lines = text.split('\n');
      lines[plant.heading.line - 1] = `${lines[plant.heading.line - 1].trimEnd()} Reference`;
      return lines.join('\n');
    });
  } else if (plant.kind === 'remove-function') {
    // Bottom-up per file, so earlier line numbers stay valid.
    const sites = [...plant.sites].sort((a, b) => b.line - a.line);
    for (const site of sites)
      rewrite(dir, site.file, (t) => removeDefinition(t, site.line, site.file.endsWith('.py')));
    const call = new RegExp(`(?<![\\w$])${escapeName(plant.name)}\\s*\\(`);
    for (const file of code) {
      rewrite(dir, file, (t) =>
        t
          .split('\n')
          .filter((l) => !call.test(l))
          .join('\n'),
      );
    }
  } else if (plant.kind === 'remove-parameter') {
    const sites = [...plant.sites].sort((a, b) => b.line - a.line);
    for (const site of sites)
      rewrite(dir, site.file, (t) => removeParameter(t, site.line, plant.name, /\.pyi?$/.test(site.file)));
    for (const file of files.code.python ?? [])
      rewrite(dir, file, (t) => dropKeywordArguments(t, plant.name));
  } else {
    for (const file of code) rewrite(dir, file, (t) => t.replace(word, plant.newName));
  }
  gitIn(dir, 'add', '-A');
  gitIn(dir, 'commit', '--quiet', '--no-verify', '-m', `${plant.kind} ${plant.name}`);
}
