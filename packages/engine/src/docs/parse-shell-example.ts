// Shell examples as commands: in a transcript (some line starts with a `$ ` prompt) only prompted
// lines and their continuations are commands and the rest is output; otherwise every line is.
import type { ShellAssignment, ShellCommand, ShellWord } from '../model/doc.js';
import { type ShellLine, type ShellToken, tokenizeShell } from './tokenize-shell.js';

const PROMPT = /^\s*\$(?:\s+|$)/;
const ASSIGNMENT = /^([A-Za-z_][A-Za-z0-9_]*)=/;

/** The line does not finish its command: a trailing `\`, `|`, `&&`, `||` or an open quote. */
function continues(text: string): boolean {
  const trimmed = text.trimEnd();
  if (/(\\|\||&&)$/.test(trimmed)) return true;
  const unescaped = trimmed.replace(/\\./g, '');
  const singles = (unescaped.match(/'/g) ?? []).length;
  const doubles = (unescaped.match(/"/g) ?? []).length;
  return singles % 2 === 1 || doubles % 2 === 1;
}

function scriptLines(text: string): ShellLine[] {
  const lines = text.split('\n');
  if (!lines.some((l) => PROMPT.test(l))) return lines.map((t, line) => ({ line, text: t }));
  const out: ShellLine[] = [];
  let open = false;
  lines.forEach((t, line) => {
    if (PROMPT.test(t)) {
      const command = t.replace(PROMPT, '');
      out.push({ line, text: command });
      open = continues(command);
    } else if (open) {
      // `> ` is the shell's continuation prompt in transcripts.
      const command = t.replace(/^\s*>\s/, '');
      out.push({ line, text: command });
      open = continues(command);
    }
  });
  return out;
}

/** `NAME=value` whose name is not quoted. */
function assignmentOf(token: ShellToken): ShellAssignment | undefined {
  const m = ASSIGNMENT.exec(token.text);
  if (!m?.[1] || token.firstQuoted < m[1].length) return undefined;
  return { name: m[1], value: token.text.slice(m[0].length), line: token.line };
}

function word(token: ShellToken): ShellWord {
  return { text: token.text, line: token.line, quoted: token.firstQuoted === 0 };
}

/** Splits a shell example into simple commands with their environment assignments. */
export function parseShellExample(text: string): ShellCommand[] {
  const sourceLines = text.split('\n');
  const commands: ShellCommand[] = [];
  for (const command of tokenizeShell(scriptLines(text))) {
    const env: ShellAssignment[] = [];
    let i = 0;
    for (; i < command.words.length; i++) {
      const token = command.words[i];
      const assignment = token ? assignmentOf(token) : undefined;
      if (!assignment) break;
      env.push(assignment);
    }
    const program = command.words[i];
    const rest = command.words.slice(i + 1);
    // `export A=1 B=2` and `env A=1 tool`: the assignments are the point.
    if (program && /^(export|env|declare|typeset|readonly)$/.test(program.text)) {
      for (const token of rest) {
        const assignment = assignmentOf(token);
        if (assignment) env.push(assignment);
      }
    }
    commands.push({
      program: program?.text ?? '',
      args: rest.map(word),
      env,
      line: program?.line ?? command.firstLine,
      raw: sourceLines
        .slice(command.firstLine, command.lastLine + 1)
        .map((l) => l.trim())
        .join('\n'),
    });
  }
  return commands;
}
