import { execFile, spawn } from 'node:child_process';

/** Runs git and resolves to stdout, or undefined when git fails (not a repository, unknown ref). */
export function runGit(
  cwd: string,
  args: string[],
  maxBuffer = 64 * 1024 * 1024,
): Promise<string | undefined> {
  return new Promise((resolve) => {
    execFile('git', args, { cwd, maxBuffer, encoding: 'utf8' }, (error, stdout) =>
      resolve(error ? undefined : stdout),
    );
  });
}

/** Streams git's stdout line by line; `onLine` returns false to stop early. */
export function streamGitLines(
  cwd: string,
  args: string[],
  onLine: (line: string) => boolean,
): Promise<void> {
  return new Promise((resolve) => {
    const child = spawn('git', args, { cwd, stdio: ['ignore', 'pipe', 'ignore'] });
    let rest = '';
    let stopped = false;
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      if (stopped) return;
      const lines = (rest + chunk).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) {
        if (!onLine(line)) {
          stopped = true;
          child.kill();
          return;
        }
      }
    });
    child.on('close', () => {
      if (!stopped && rest) onLine(rest);
      resolve();
    });
    child.on('error', () => resolve());
  });
}
