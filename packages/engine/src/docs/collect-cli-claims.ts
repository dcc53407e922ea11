import type { DocFile, ShellCommand, ShellWord } from '../model/doc.js';

export interface FlagClaim {
  flag: string;
  /** All spellings in the claim (`-q, --quality <n>` gives both). */
  spellings: string[];
  line: number;
  source: 'table' | 'span' | 'example';
  /** Command the doc puts the flag under (heading, or the subcommand of a shell example). */
  command?: string;
  defaultValue?: string;
  /** The value given with the flag: `--color=never`, or `--color never` (then `separate`). */
  value?: { text: string; separate: boolean };
  raw: string;
}

export interface CommandClaim {
  name: string;
  line: number;
  raw: string;
  /** From a shell example (`tool convert x`) rather than a command table. */
  example?: boolean;
  /** The command it is run under (`add` in `tool remote add`), for a nested subcommand. */
  parent?: string;
}

const FLAG = /(?:^|[\s,|/[(])(--?[A-Za-z][\w-]*)/g;
/** Commands that run the command after them (`sudo tool`, `npx tool`, `env A=1 tool`). */
const WRAPPERS = new Set(['sudo', 'npx', 'bunx', 'uvx', 'env', 'time', 'nohup', 'exec', 'command']);
/** Two-word runners of a package's command (`pnpm exec tool`, `uv run tool`, `pipx run tool`). */
const RUNNERS = /^(pnpm (exec|dlx)|yarn (exec|dlx)|npm exec|uv run|poetry run|pipx run|pdm run|hatch run)$/;

function flagsIn(text: string): string[] {
  return [...text.matchAll(FLAG)].map((m) => m[1] ?? '').filter((f) => f.length > 2 || /^-[A-Za-z]$/.test(f));
}

function strip(cell: string): string {
  return cell.replace(/`/g, '').replace(/\\\|/g, '|').trim();
}

/** The subcommand a heading names (`## compress`, `## hourglass start PROJECT`), if it is a known one. */
function headingCommand(
  doc: DocFile,
  section: number,
  bins: Set<string>,
  commands: Set<string>,
): string | undefined {
  const text = doc.headings[section]?.text.replace(/`/g, '') ?? '';
  const words = text.split(/\s+/).filter(Boolean);
  const first = words[0] && bins.has(words[0]) ? words[1] : words[0];
  return first && commands.has(first) ? first : undefined;
}

/** The program a command runs and its arguments, past wrappers and their own flags and assignments. */
function invocation(command: ShellCommand): ShellWord[] {
  const words: ShellWord[] = [{ text: command.program, line: command.line, quoted: false }, ...command.args];
  for (;;) {
    const [first, second, third] = words;
    if (first && WRAPPERS.has(first.text)) words.shift();
    else if (first && second && RUNNERS.test(`${first.text} ${second.text}`)) words.splice(0, 2);
    else if (first?.text === 'go' && second?.text === 'run' && third) {
      // `go run ./cmd/forecast --days 3` runs the `forecast` command.
      const name = /^\.?\/?cmd\/([\w-]+)\/?$/.exec(third.text)?.[1];
      if (!name) return words;
      words.splice(0, 3, { ...third, text: name });
      return words;
    } else return words;
    while (words[0] && (words[0].text.startsWith('-') || /^[A-Za-z_]\w*=/.test(words[0].text))) words.shift();
  }
}

/** Flags and subcommands a doc names, in flag tables, inline code and shell examples of the project's commands. */
export function collectCliClaims(
  doc: DocFile,
  bins: Set<string>,
  commands: Set<string>,
): { flags: FlagClaim[]; commands: CommandClaim[] } {
  const flags: FlagClaim[] = [];
  const cmds: CommandClaim[] = [];
  const tableLines = new Set<number>();
  for (const table of doc.tables) {
    const head = (table.header[0] ?? '').toLowerCase();
    const defaultCol = table.header.findIndex((h) => /^default/i.test(h.trim()));
    if (/command/.test(head)) {
      for (const row of table.rows) {
        const words = strip(row.cells[0] ?? '').split(/\s+/);
        // `python manage.py test`, `yarn bundle`: a command line of another program, no subcommand
        // (a subcommand row spells its arguments as placeholders or flags: `convert <file>`).
        const foreign =
          words.length > 1 && !bins.has(words[0] ?? '') && !/^[<[{-]|^[A-Z_]+$/.test(words[1] ?? '');
        if (foreign) continue;
        const name = words[0] && bins.has(words[0]) ? words[1] : words[0];
        if (name && /^[a-z][\w:-]*$/.test(name))
          cmds.push({ name, line: row.line, raw: strip(row.cells[0] ?? '') });
      }
      continue;
    }
    if (!/flag|option|switch|argument|parameter/.test(head)) continue;
    const command = headingCommand(doc, table.section, bins, commands);
    for (const row of table.rows) {
      const cell = strip(row.cells[0] ?? '');
      if (!cell.startsWith('-')) continue;
      const spellings = flagsIn(cell);
      const flag = spellings.find((f) => f.startsWith('--')) ?? spellings[0];
      if (!flag) continue;
      tableLines.add(row.line);
      const defaultValue = defaultCol > 0 ? strip(row.cells[defaultCol] ?? '') : undefined;
      flags.push({ flag, spellings, line: row.line, source: 'table', command, defaultValue, raw: cell });
    }
  }
  for (const span of doc.spans) {
    if (tableLines.has(span.line) || span.context === 'heading') continue;
    const m = /^(--[A-Za-z][\w-]*)(?:([ =])([^\s]*))?$/.exec(span.value.trim());
    if (m?.[1])
      flags.push({
        flag: m[1],
        spellings: [m[1]],
        line: span.line,
        source: 'span',
        raw: span.value,
        ...(m[3] ? { value: { text: m[3], separate: m[2] === ' ' } } : {}),
      });
  }
  for (const block of doc.codeBlocks) {
    for (const command of block.commands ?? []) {
      const words = invocation(command);
      const [program, ...args] = words;
      if (!program || !bins.has(program.text)) continue;
      const line = block.line + 1 + program.line;
      // Options end at `--`; quoted words (`"--x y"`) are values.
      const end = args.findIndex((w) => w.text === '--' && !w.quoted);
      const options = end < 0 ? args : args.slice(0, end);
      const sub = args.find((w) => !w.text.startsWith('-'));
      const subcommand = sub && commands.has(sub.text) ? sub.text : undefined;
      if (sub && !subcommand && args[0] === sub && !sub.quoted && /^[a-z][a-z0-9-]*$/.test(sub.text)) {
        cmds.push({ name: sub.text, line, raw: command.raw, example: true });
      }
      // `tool remote add`: the word right after a known command may be its subcommand.
      const nested = sub && subcommand ? args[args.indexOf(sub) + 1] : undefined;
      if (subcommand && nested && !nested.quoted && /^[a-z][a-z0-9-]*$/.test(nested.text))
        cmds.push({ name: nested.text, line, raw: command.raw, example: true, parent: subcommand });
      options.forEach((w, i) => {
        const m = w.quoted ? undefined : /^(--[A-Za-z][\w-]*|-[A-Za-z])(?:=(.*)|$)/.exec(w.text);
        const flag = m?.[1];
        const next = options[i + 1];
        const value =
          m?.[2] !== undefined
            ? { text: m[2].replace(/^["']|["']$/g, ''), separate: false }
            : next && !next.text.startsWith('-')
              ? { text: next.text, separate: true }
              : undefined;
        if (flag)
          flags.push({
            flag,
            spellings: [flag],
            line: block.line + 1 + w.line,
            source: 'example',
            command: nested && commands.has(nested.text) ? nested.text : subcommand,
            raw: command.raw,
            ...(value ? { value } : {}),
          });
      });
    }
  }
  return { flags, commands: cmds };
}
