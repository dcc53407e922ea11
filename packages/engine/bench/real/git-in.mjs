import { execFileSync } from 'node:child_process';

// Planted changes are committed, so the scan's git-history evidence sees them as a real change would be.
const identity = {
  GIT_AUTHOR_NAME: 'bench',
  GIT_AUTHOR_EMAIL: 'bench@example.com',
  GIT_COMMITTER_NAME: 'bench',
  GIT_COMMITTER_EMAIL: 'bench@example.com',
};

/** Runs git in a folder and returns its stdout. */
export function gitIn(cwd, ...args) {
  return execFileSync('git', args, {
    cwd,
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
    env: { ...process.env, ...identity },
    stdio: ['ignore', 'pipe', 'ignore'],
  });
}
