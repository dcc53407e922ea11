/** Commands that run the project (or its container) rather than configure some other tool. */
const RUNNERS = new Set([
  'node',
  'nodejs',
  'deno',
  'bun',
  'npm',
  'npx',
  'yarn',
  'pnpm',
  'python',
  'python3',
  'py',
  'pip',
  'uv',
  'uvx',
  'poetry',
  'pipenv',
  'pytest',
  'go',
  'cargo',
  'java',
  'mvn',
  'gradle',
  'dotnet',
  'ruby',
  'bundle',
  'rails',
  'php',
  'composer',
  'docker',
  'docker-compose',
  'podman',
  'kubectl',
  'make',
  'sh',
  'bash',
  'zsh',
  'env',
  'export',
  'set',
  'sudo',
  'time',
  'exec',
  'echo',
  'printf',
  'cat',
  'source',
  '.',
]);

/**
 * The command a shell line runs when it is some other tool (`dotenvx run ...`, `heroku config:set X=1`),
 * so variables assigned on that line configure that tool, not the project. Undefined for the
 * project's own commands, language runtimes and package managers, and lines without a command.
 */
export function findForeignToolCommand(line: string, ownCommands: Set<string>): string | undefined {
  const words = line
    .replace(/^\s*[$>#]\s+/, '')
    .trim()
    .split(/\s+/)
    .filter((w) => !/^[A-Za-z_][A-Za-z0-9_]*=/.test(w));
  const command = words[0];
  if (!command || !/^[a-z][\w.-]*$/.test(command)) return undefined;
  const base = command.split('/').pop() ?? command;
  if (RUNNERS.has(base) || ownCommands.has(base) || base.startsWith('.')) return undefined;
  return base;
}
