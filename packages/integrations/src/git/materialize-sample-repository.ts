import { randomBytes } from 'node:crypto';
import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { GitError } from './git-error.js';
import { defaultSamplesDir, readSampleManifest } from './read-sample-manifest.js';
import { type GitRunner, runGit } from './run-git.js';
import { writeSampleStep } from './write-sample-step.js';

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

/**
 * Builds a real git repository with the sample's history: each manifest commit stages its step (a
 * folder of whole files or a patch against the previous commit) and commits with the manifest's
 * author and date. The result is byte-for-byte the same everywhere (same shas), so scans of it are
 * comparable.
 */
export async function materializeSampleRepository(
  targetDir: string,
  sampleName: string,
  options: MaterializeSampleOptions = {},
): Promise<MaterializedSample> {
  // Absolute, because git runs in the work directory and reads patches from here.
  const samplesDir = resolve(options.samplesDir ?? defaultSamplesDir());
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
      await writeSampleStep(git, workDir, join(samplesDir, sampleName, 'steps'), commit.step);
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
