import { randomBytes } from 'node:crypto';
import { chmod, cp, mkdir, readdir, rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { GitError } from './git-error.js';
import { defaultSamplesDir, readSampleManifest } from './read-sample-manifest.js';
import { type GitRunner, runGit } from './run-git.js';

export interface MaterializeSampleOptions {
  samplesDir?: string;
  gitBinary?: string;
  /** Environment git inherits (default: the process's); identity and config are fixed here. */
  env?: NodeJS.ProcessEnv;
}

export interface MaterializedSample {
  dir: string;
  defaultBranch: string;
  headSha: string;
  commitCount: number;
}

async function isEmptyOrMissing(dir: string): Promise<boolean> {
  const entries = await readdir(dir).catch(() => null);
  return entries === null || entries.length === 0;
}

/** Git records only the executable bit; normalising it keeps commit shas identical on every machine. */
async function normaliseModes(dir: string): Promise<void> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (entry.name === '.git') continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) await normaliseModes(path);
    else await chmod(path, 0o644);
  }
}

/**
 * Builds a real git repository with the sample's history: each manifest commit writes its step's
 * files over the previous tree, removes the listed paths and commits with the manifest's author and
 * date. The result is byte-for-byte the same everywhere (same shas), so scans of it are comparable.
 */
export async function materializeSampleRepository(
  targetDir: string,
  sampleName: string,
  options: MaterializeSampleOptions = {},
): Promise<MaterializedSample> {
  const samplesDir = options.samplesDir ?? defaultSamplesDir();
  const manifest = await readSampleManifest(sampleName, samplesDir);
  if (!(await isEmptyOrMissing(targetDir))) {
    throw new GitError('invalid_argument', `${targetDir} already exists and is not empty.`);
  }
  const runner: GitRunner = { gitBinary: options.gitBinary ?? 'git', baseEnv: options.env ?? process.env };
  // Built next to the target and renamed, so a half-built sample is never mistaken for a finished one.
  const workDir = `${targetDir.replace(/\/+$/, '')}.building-${randomBytes(4).toString('hex')}`;
  const git = (args: string[], env: NodeJS.ProcessEnv = {}) =>
    runGit(runner, {
      args: ['-c', 'commit.gpgSign=false', '-c', 'core.autocrlf=false', '-C', workDir, ...args],
      timeoutMs: 60_000,
      scope: 'local',
      operation: 'build the sample',
      target: sampleName,
      env: { GIT_CONFIG_GLOBAL: '/dev/null', GIT_CONFIG_NOSYSTEM: '1', ...env },
    });
  try {
    await mkdir(workDir, { recursive: true });
    await git(['init', '--quiet', `--initial-branch=${manifest.defaultBranch}`]);
    for (const commit of manifest.commits) {
      await cp(join(samplesDir, sampleName, 'steps', commit.step), workDir, { recursive: true });
      for (const path of commit.delete ?? []) await rm(join(workDir, path), { force: true, recursive: true });
      await normaliseModes(workDir);
      await git(['add', '--all']);
      await git(['commit', '--quiet', '--no-verify', '-m', commit.message], {
        GIT_AUTHOR_NAME: commit.author.name,
        GIT_AUTHOR_EMAIL: commit.author.email,
        GIT_AUTHOR_DATE: commit.date,
        GIT_COMMITTER_NAME: commit.author.name,
        GIT_COMMITTER_EMAIL: commit.author.email,
        GIT_COMMITTER_DATE: commit.date,
      });
    }
    const { stdout } = await git(['rev-parse', 'HEAD']);
    await mkdir(dirname(targetDir), { recursive: true });
    await rm(targetDir, { recursive: true, force: true });
    await rename(workDir, targetDir);
    return {
      dir: targetDir,
      defaultBranch: manifest.defaultBranch,
      headSha: stdout.trim(),
      commitCount: manifest.commits.length,
    };
  } catch (error) {
    await rm(workDir, { recursive: true, force: true });
    throw error;
  }
}
