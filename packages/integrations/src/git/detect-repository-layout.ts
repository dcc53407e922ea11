import { describeLocation } from './describe-location.js';
import { detectLanguage } from './detect-language.js';
import type { GitContext } from './git-context.js';
import type { RepositoryCheckout, RepositoryLayout } from './repository-provider.js';
import { runGit } from './run-git.js';
import { validateRevision } from './validate-revision.js';

/** Languages that are data or prose, not code; they never make a repository "a JSON repository". */
const nonCodeLanguages = new Set([
  'Markdown',
  'MDX',
  'reStructuredText',
  'AsciiDoc',
  'JSON',
  'YAML',
  'TOML',
  'XML',
]);

/** Folders of dependencies and build output: their files say nothing about the repository itself. */
const vendoredSegments = new Set(['node_modules', 'vendor', 'third_party', 'dist', 'build', '.git']);

const docFolderNames = new Set(['docs', 'doc', 'documentation', 'guides', 'wiki']);
const docExtensions = ['.md', '.mdx', '.rst', '.adoc'];

interface TreeFile {
  path: string;
  size: number;
}

/** Reads `git ls-tree -r -l -z`: `<mode> <type> <sha> <size>\t<path>\0`. */
function parseTree(output: string): TreeFile[] {
  const files: TreeFile[] = [];
  for (const record of output.split('\0')) {
    const tab = record.indexOf('\t');
    if (tab === -1) continue;
    const [, type, , size] = record.slice(0, tab).trim().split(/\s+/);
    if (type === 'blob') files.push({ path: record.slice(tab + 1), size: Number(size) || 0 });
  }
  return files;
}

function isVendored(path: string): boolean {
  return path.split('/').some((segment) => vendoredSegments.has(segment)) || /\.min\.(js|css)$/.test(path);
}

function isDoc(path: string): boolean {
  return docExtensions.some((extension) => path.toLowerCase().endsWith(extension));
}

/** The extension pattern a file matches (`*.ts`), or null for files without an extension. */
function extensionPattern(path: string): string | null {
  const name = path.split('/').pop() ?? path;
  const dot = name.lastIndexOf('.');
  return dot > 0 ? `*${name.slice(dot).toLowerCase()}` : null;
}

/**
 * What a commit's tree looks like to Driftwatch: its languages by size, where the docs live and a
 * suggested file mapping. Fills the repository's language on connect and answers the configuration
 * suggestion, for providers that have no API to ask.
 */
export async function detectRepositoryLayout(
  context: GitContext,
  checkout: RepositoryCheckout,
  revision: string,
): Promise<RepositoryLayout> {
  const { stdout } = await runGit(context.runner, {
    args: [
      '--git-dir',
      checkout.gitDir,
      'ls-tree',
      '-r',
      '-l',
      '-z',
      '--end-of-options',
      `${validateRevision(revision)}^{tree}`,
    ],
    timeoutMs: context.timeouts.local,
    scope: 'local',
    operation: 'read the files of',
    target: describeLocation(checkout.location),
  });
  const files = parseTree(stdout).filter((file) => !isVendored(file.path));
  const bytesByLanguage = new Map<string, { bytes: number; files: number }>();
  const bytesByPattern = new Map<string, number>();
  for (const file of files) {
    const language = detectLanguage(file.path);
    const pattern = extensionPattern(file.path);
    if (!language || nonCodeLanguages.has(language) || !pattern) continue;
    const entry = bytesByLanguage.get(language) ?? { bytes: 0, files: 0 };
    bytesByLanguage.set(language, { bytes: entry.bytes + file.size, files: entry.files + 1 });
    bytesByPattern.set(pattern, (bytesByPattern.get(pattern) ?? 0) + file.size);
  }
  const languages = [...bytesByLanguage.entries()]
    .map(([language, totals]) => ({ language, ...totals }))
    .sort((a, b) => b.bytes - a.bytes || a.language.localeCompare(b.language));
  const docFiles = files.filter((file) => isDoc(file.path)).map((file) => file.path);
  const docFolders = [
    ...new Set(
      docFiles
        .map((path) => path.split('/').slice(0, -1))
        .map((segments) =>
          segments.slice(0, segments.findIndex((s) => docFolderNames.has(s.toLowerCase())) + 1),
        )
        .filter((segments) => segments.length > 0 && segments.length <= 2)
        .map((segments) => `/${segments.join('/')}/`),
    ),
  ].sort();
  const mainDocFile =
    files.map((file) => file.path).find((path) => /^readme(\.(md|mdx|rst|adoc|txt))?$/i.test(path)) ?? null;
  const docExtensionsPresent = docExtensions.filter((extension) =>
    docFiles.some((path) => path.toLowerCase().endsWith(extension)),
  );
  return {
    primaryLanguage: languages[0]?.language ?? null,
    languages,
    docFolders,
    mainDocFile,
    codeFileCount: languages.reduce((sum, entry) => sum + entry.files, 0),
    docFileCount: docFiles.length,
    suggestedMapping: {
      docFolders,
      mainDocFile: mainDocFile ?? 'README.md',
      codePatterns: [...bytesByPattern.entries()]
        .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
        .map(([p]) => p),
      docPatterns: [
        ...docExtensionsPresent.map((extension) => `*${extension}`),
        ...docFolders.map((folder) => `${folder.slice(1)}*`),
        'README*',
      ],
    },
  };
}
