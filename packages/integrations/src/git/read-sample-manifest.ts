import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { GitError } from './git-error.js';

export interface SampleCommit {
  /**
   * The step's name: `steps/<step>/` holds files written over the previous commit's tree, or
   * `steps/<step>.patch` the `git diff` from the previous commit, applied to it.
   */
  step: string;
  message: string;
  author: { name: string; email: string };
  /** ISO 8601; used as author and committer date so the history is the same on every machine. */
  date: string;
}

export interface SampleManifest {
  name: string;
  title: string;
  description: string;
  defaultBranch: string;
  commits: SampleCommit[];
}

/** `samples/` at the root of the project; the same depth from src/git and dist/git. */
export function defaultSamplesDir(): string {
  return fileURLToPath(new URL('../../../../samples/', import.meta.url));
}

function isString(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0;
}

function parseCommit(value: unknown): SampleCommit | null {
  if (typeof value !== 'object' || value === null) return null;
  const { step, message, author, date } = value as Record<string, unknown>;
  // A plain name, so a step never reaches outside the sample's steps/ folder.
  if (!isString(step) || !/^[a-z0-9][a-z0-9-]*$/.test(step) || !isString(message) || !isString(date))
    return null;
  if (Number.isNaN(Date.parse(date)) || typeof author !== 'object' || author === null) return null;
  const { name, email } = author as Record<string, unknown>;
  if (!isString(name) || !isString(email)) return null;
  return { step, message, author: { name, email }, date };
}

function assertSampleName(sampleName: string): void {
  if (!/^[a-z0-9][a-z0-9-]{0,63}$/.test(sampleName)) {
    throw new GitError('invalid_argument', `There is no sample repository called "${sampleName}".`);
  }
}

/** Reads and checks `samples/<name>/manifest.json`. */
export async function readSampleManifest(
  sampleName: string,
  samplesDir = defaultSamplesDir(),
): Promise<SampleManifest> {
  assertSampleName(sampleName);
  const text = await readFile(join(samplesDir, sampleName, 'manifest.json'), 'utf8').catch(() => null);
  if (text === null)
    throw new GitError('invalid_argument', `There is no sample repository called "${sampleName}".`);
  const data: unknown = JSON.parse(text);
  const invalid = new GitError('invalid_argument', `The manifest of the sample "${sampleName}" is invalid.`);
  if (typeof data !== 'object' || data === null) throw invalid;
  const { name, title, description, defaultBranch, commits } = data as Record<string, unknown>;
  if (!isString(name) || !isString(title) || !isString(description) || !isString(defaultBranch))
    throw invalid;
  if (!Array.isArray(commits) || commits.length === 0) throw invalid;
  const parsed = commits.map(parseCommit);
  const valid = parsed.filter((commit): commit is SampleCommit => commit !== null);
  if (valid.length !== parsed.length) throw invalid;
  return { name, title, description, defaultBranch, commits: valid };
}

/** The samples that ship with Driftwatch, for the "Try the sample repository" offer. */
export async function listSampleRepositories(
  samplesDir = defaultSamplesDir(),
): Promise<Array<Pick<SampleManifest, 'name' | 'title' | 'description'>>> {
  const entries = await readdir(samplesDir, { withFileTypes: true }).catch(() => []);
  const samples: Array<Pick<SampleManifest, 'name' | 'title' | 'description'>> = [];
  for (const entry of entries) {
    if (!entry.isDirectory() || !/^[a-z0-9][a-z0-9-]{0,63}$/.test(entry.name)) continue;
    const manifest = await readSampleManifest(entry.name, samplesDir).catch(() => null);
    if (manifest)
      samples.push({ name: manifest.name, title: manifest.title, description: manifest.description });
  }
  return samples.sort((a, b) => a.name.localeCompare(b.name));
}
