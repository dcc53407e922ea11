import { spawn } from 'node:child_process';
import type { CredentialConfig } from './build-credential-config.js';
import { classifyGitFailure } from './classify-git-failure.js';
import { GitError } from './git-error.js';
import { redactSecrets } from './redact-secrets.js';

/** How git is started: which binary and which environment it inherits. */
export interface GitRunner {
  gitBinary: string;
  baseEnv: NodeJS.ProcessEnv;
}

export interface RunGitRequest {
  args: string[];
  cwd?: string;
  timeoutMs: number;
  /** Remote operations talk to a host (clone, fetch, ls-remote); local ones read a checkout. */
  scope: 'remote' | 'local';
  /** For messages: "clone", "read". */
  operation: string;
  /** For messages: the repository as a person knows it (never with credentials). */
  target: string;
  credentials?: CredentialConfig;
  maxOutputBytes?: number;
  /** Keep the first maxOutputBytes and stop git instead of failing when the output is larger. */
  truncateOutput?: boolean;
  /** Extra environment entries, e.g. identities for commits. */
  env?: NodeJS.ProcessEnv;
}

export interface RunGitResult {
  stdout: string;
  stderr: string;
  truncated: boolean;
}

const defaultMaxOutputBytes = 64 * 1024 * 1024;
const maxStderrBytes = 64 * 1024;

// Settings that make git safe and predictable whatever the machine's own git config says: no hooks,
// no stored-credential helpers, no colours, unquoted paths.
const fixedConfigArgs = [
  '-c',
  'core.hooksPath=/dev/null',
  '-c',
  'credential.helper=',
  '-c',
  'color.ui=false',
  '-c',
  'core.quotePath=false',
];

function buildEnv(runner: GitRunner, request: RunGitRequest): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...runner.baseEnv };
  // Variables that would point git at another repository or add config we do not control.
  for (const name of [
    'GIT_DIR',
    'GIT_WORK_TREE',
    'GIT_INDEX_FILE',
    'GIT_OBJECT_DIRECTORY',
    'GIT_CONFIG_PARAMETERS',
  ]) {
    delete env[name];
  }
  Object.assign(env, {
    LC_ALL: 'C',
    LANGUAGE: 'C',
    GIT_TERMINAL_PROMPT: '0',
    GIT_ASKPASS: '',
    SSH_ASKPASS: '',
    GCM_INTERACTIVE: 'never',
    GIT_ALLOW_PROTOCOL: 'https:http:ssh:git:file',
    GIT_SSH_COMMAND: runner.baseEnv.GIT_SSH_COMMAND ?? 'ssh -o BatchMode=yes',
    GIT_CONFIG_COUNT: '0',
  });
  const entries = request.credentials?.entries ?? [];
  entries.forEach((entry, index) => {
    env[`GIT_CONFIG_KEY_${index}`] = entry.key;
    env[`GIT_CONFIG_VALUE_${index}`] = entry.value;
  });
  env.GIT_CONFIG_COUNT = String(entries.length);
  return { ...env, ...request.env };
}

/** Runs git without a shell, with a timeout and an output cap; failures become GitErrors. */
export function runGit(runner: GitRunner, request: RunGitRequest): Promise<RunGitResult> {
  const maxOutputBytes = request.maxOutputBytes ?? defaultMaxOutputBytes;
  const secrets = request.credentials?.secrets ?? [];
  return new Promise((resolve, reject) => {
    const child = spawn(runner.gitBinary, [...fixedConfigArgs, ...request.args], {
      cwd: request.cwd,
      env: buildEnv(runner, request),
      shell: false,
      stdio: ['ignore', 'pipe', 'pipe'],
      // Its own process group, so stopping it also stops the helpers it starts (git-remote-http
      // holds our pipes open: killing git alone would leave a hung fetch waiting forever).
      detached: true,
    });
    const stop = (signal: NodeJS.Signals) => {
      try {
        if (child.pid !== undefined) process.kill(-child.pid, signal);
      } catch {
        child.kill(signal);
      }
    };
    const stdoutChunks: Buffer[] = [];
    const stderrChunks: Buffer[] = [];
    let stdoutBytes = 0;
    let stderrBytes = 0;
    let truncated = false;
    let overflowed = false;
    let timedOut = false;

    const timer = setTimeout(() => {
      timedOut = true;
      stop('SIGKILL');
    }, request.timeoutMs);

    child.stdout.on('data', (chunk: Buffer) => {
      if (truncated || overflowed) return;
      const room = maxOutputBytes - stdoutBytes;
      if (chunk.length <= room) {
        stdoutChunks.push(chunk);
        stdoutBytes += chunk.length;
        return;
      }
      if (request.truncateOutput) {
        stdoutChunks.push(chunk.subarray(0, room));
        stdoutBytes += room;
        truncated = true;
      } else {
        overflowed = true;
      }
      stop('SIGTERM');
    });
    child.stderr.on('data', (chunk: Buffer) => {
      if (stderrBytes < maxStderrBytes) stderrChunks.push(chunk);
      stderrBytes += chunk.length;
    });

    child.on('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      if (error.code === 'ENOENT') {
        reject(
          new GitError('git_unavailable', 'git is not installed on the server (the git CLI was not found).'),
        );
      } else {
        reject(
          new GitError('git_failed', `git could not be started to ${request.operation} ${request.target}.`),
        );
      }
    });

    child.on('close', (exitCode) => {
      clearTimeout(timer);
      const stderr = redactSecrets(Buffer.concat(stderrChunks).toString('utf8'), secrets);
      const stdout = Buffer.concat(stdoutChunks).toString('utf8');
      if (timedOut) {
        reject(
          new GitError(
            'timeout',
            `git took longer than ${Math.round(request.timeoutMs / 1000)} s to ${request.operation} ${request.target}.`,
            stderr,
          ),
        );
      } else if (overflowed) {
        reject(
          new GitError(
            'git_failed',
            `The output of git was too large to ${request.operation} ${request.target}.`,
          ),
        );
      } else if (truncated) {
        resolve({ stdout, stderr, truncated: true });
      } else if (exitCode !== 0) {
        const failure = classifyGitFailure(request.scope, request.operation, request.target, stderr);
        // Git asks for a user name after the host refused the token we sent: the token is wrong.
        const sentToken = (request.credentials?.entries.length ?? 0) > 0;
        reject(
          sentToken && failure.code === 'authentication_required'
            ? new GitError(
                'authentication_failed',
                `The access token was refused by ${request.target}.`,
                failure.detail,
              )
            : failure,
        );
      } else {
        resolve({ stdout, stderr, truncated: false });
      }
    });
  });
}
