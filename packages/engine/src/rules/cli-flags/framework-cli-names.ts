import type { CliOptionFact } from '../../facts/types.js';

/** Flags every CLI built with the framework has without declaring them. */
const FLAGS: Record<string, string[]> = {
  click: ['--help'],
  typer: ['--help', '--install-completion', '--show-completion'],
  argparse: ['-h', '--help'],
  cobra: ['-h', '--help'],
  yargs: ['--help', '--version'],
  commander: ['-h', '--help', '-V', '--version'],
  'urfave/cli': ['-h', '--help', '-v', '--version'],
  clap: ['-h', '--help', '-V', '--version'],
  picocli: ['-h', '--help', '-V', '--version'],
  thor: ['--help'],
  'System.CommandLine': ['-h', '--help', '-?', '--version'],
};

/** Subcommands the framework adds to every program (`tool help`, `tool completion bash`). */
const COMMANDS: Record<string, string[]> = {
  cobra: ['help', 'completion'],
  'urfave/cli': ['help', 'h'],
  commander: ['help'],
  clap: ['help'],
  thor: ['help'],
};

/** Help and version flags are near universal, whatever parses them. */
const ANY_CLI = ['--help', '-h', '--version', '-V'];

/** Flags and commands the CLI frameworks the project uses provide on their own. */
export function frameworkCliNames(options: CliOptionFact[]): { flags: Set<string>; commands: Set<string> } {
  const frameworks = new Set(options.map((o) => o.framework));
  const flags = new Set(ANY_CLI);
  const commands = new Set<string>();
  for (const framework of frameworks) {
    for (const flag of FLAGS[framework] ?? []) flags.add(flag);
    for (const command of COMMANDS[framework] ?? []) commands.add(command);
  }
  return { flags, commands };
}
