import type { DocFile } from '../model/doc.js';

export interface FlagClaim {
  flag: string;
  /** All spellings in the claim (`-q, --quality <n>` gives both). */
  spellings: string[];
  line: number;
  source: 'table' | 'span' | 'example';
  /** Command the doc puts the flag under (heading, or the subcommand of a shell example). */
  command?: string;
  defaultValue?: string;
  raw: string;
}

export interface CommandClaim {
  name: string;
  line: number;
  raw: string;
  /** From a shell example (`tool convert x`) rather than a command table. */
  example?: boolean;
}

const FLAG = /(?:^|[\s,|/[(])(--?[A-Za-z][\w-]*)/g;
const SHELL_LANGS = new Set(['sh', 'bash', 'shell', 'console', 'zsh', 'shellsession', '']);

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
    const m = /^(--[A-Za-z][\w-]*)(?:[ =][^\s]*)?$/.exec(span.value.trim());
    if (m?.[1])
      flags.push({ flag: m[1], spellings: [m[1]], line: span.line, source: 'span', raw: span.value });
  }
  for (const block of doc.codeBlocks) {
    if (!SHELL_LANGS.has(block.lang)) continue;
    block.text.split('\n').forEach((text, i) => {
      const words = text
        .replace(/^\s*\$\s+/, '')
        .replace(/#.*$/, '')
        .trim()
        .split(/\s+/);
      while (words[0] && /^(npx|sudo|[A-Z_]+=\S*)$/.test(words[0])) words.shift();
      if (!words[0] || !bins.has(words[0])) return;
      const sub = words.slice(1).find((w) => !w.startsWith('-'));
      const command = sub && commands.has(sub) ? sub : undefined;
      if (sub && !command && words[1] === sub && /^[a-z][a-z0-9-]*$/.test(sub)) {
        cmds.push({ name: sub, line: block.line + 1 + i, raw: text.trim(), example: true });
      }
      for (const w of words.slice(1)) {
        const flag = /^(--[A-Za-z][\w-]*)/.exec(w)?.[1];
        if (flag)
          flags.push({
            flag,
            spellings: [flag],
            line: block.line + 1 + i,
            source: 'example',
            command,
            raw: text.trim(),
          });
      }
    });
  }
  return { flags, commands: cmds };
}
