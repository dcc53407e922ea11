// Which files the engine reads, and as what.

const CODE_EXTENSIONS = new Set([
  '.js',
  '.mjs',
  '.cjs',
  '.jsx',
  '.ts',
  '.mts',
  '.cts',
  '.tsx',
  '.py',
  '.go',
  '.java',
  '.kt',
  '.rb',
  '.rs',
  '.cs',
  '.php',
]);
const DOC_EXTENSIONS = new Set(['.md', '.mdx', '.markdown', '.rst', '.rest', '.adoc', '.asciidoc']);

/** A file in a format the doc readers read (Markdown, MDX, reStructuredText, AsciiDoc), wherever it is. */
export function isDocFormat(file: string): boolean {
  return DOC_EXTENSIONS.has(extensionOf(file));
}
const MANIFESTS = new Set([
  'package.json',
  'pyproject.toml',
  'setup.py',
  'setup.cfg',
  'go.mod',
  'Cargo.toml',
]);

/** Folders that are vendored, generated or tooling, never the project's own code or docs. */
export const SKIPPED_DIRS = new Set([
  'node_modules',
  '.git',
  '.hg',
  '.svn',
  'vendor',
  'third_party',
  'bower_components',
  'dist',
  'build',
  'coverage',
  '.next',
  '.nuxt',
  '.cache',
  '__pycache__',
  '.venv',
  'venv',
  '.tox',
  'target',
  '.idea',
  '.vscode',
  '.pytest_cache',
  '.mypy_cache',
  'site-packages',
  '.turbo',
  '.yarn',
  '.gradle',
]);

/**
 * Code in these folders is not the project's API surface (tests, examples, fixtures, benchmarks,
 * maintainers' scripts): a doc example's name found only there (a made-up `GitHubClient` that a
 * `scripts/` tool also declares, a `CLI` struct of an `_examples/` program) is not the project's.
 */
const NON_API_DIR =
  /(^|\/)(test|tests|__tests__|spec|specs|_?examples?|fixtures?|__fixtures__|__mocks__|benchmarks?|bench|e2e|testdata|docs?|scripts)\/|^(tools|hack)\//;
const NON_API_FILE =
  /(\.(test|spec|bench)\.[cm]?[jt]sx?$)|(_test\.go$)|((^|\/)test_[^/]*\.py$)|(_test\.py$)|((^|\/)conftest\.py$)/;
/**
 * Code the engine does not treat as API but that is still the project's own: docs and example
 * folders (cobra's `doc` Go package, runnable examples) and benchmarks. Tests, fixtures and mocks
 * are left out: they declare stand-ins of API names on purpose.
 */
const SUPPORTING_CODE_DIR = /(^|\/)(docs?|_?examples?|benchmarks?|bench|scripts)\/|^(tools|hack)\//;
const TEST_CODE_DIR =
  /(^|\/)(test|tests|__tests__|spec|specs|fixtures?|__fixtures__|__mocks__|e2e|testdata)\//;

/**
 * Sources of the docs' examples kept next to them (`docs_src/`, `examples-src/`): parsed as code,
 * since the docs run those programs, but not API that needs documenting.
 */
export const DOC_SOURCE_DIR = /(^|\/)(docs?|examples?)[_-](src|sources?|code)\//;

/**
 * `src/commonMain/kotlin/org/koin/test/KoinTest.kt`: past a JVM source root the folders spell the
 * package (`org.koin.test`), not test or example folders; the source set before it says which
 * code is tests (`src/test/`, `src/androidTest/`, `src/jvmTest/`).
 */
const JVM_SOURCE_ROOT = /(^|\/)src\/([A-Za-z]+)\/(java|kotlin|scala|groovy)\//;

/** The part of a code file's path whose folder names classify it. */
function classifiedFolders(file: string): string {
  const root = JVM_SOURCE_ROOT.exec(file);
  if (!root) return file;
  const set = root[2] ?? '';
  const folders = file.slice(0, root.index + root[0].length);
  return /.Test$/.test(set) ? `${folders}test/` : folders;
}

/** Any code file left out of the API surface: tests, examples, docs and benchmark code. */
export function isNonApiCode(file: string): boolean {
  return (
    CODE_EXTENSIONS.has(extensionOf(file)) && classifyPath(file) === 'other' && !GENERATED_FILE.test(file)
  );
}

/** A code file outside the API surface whose declarations still exist in the project. */
export function isSupportingCode(file: string): boolean {
  const folders = classifiedFolders(file);
  return (
    CODE_EXTENSIONS.has(extensionOf(file)) &&
    classifyPath(file) === 'other' &&
    ((SUPPORTING_CODE_DIR.test(folders) && !TEST_CODE_DIR.test(folders)) ||
      // A Go package in a folder named test (logrus' hooks/test) is importable; its _test.go files are not.
      (file.endsWith('.go') && /(^|\/)tests?\//.test(file) && !/(^|\/)testdata\//.test(file))) &&
    !NON_API_FILE.test(file) &&
    !GENERATED_FILE.test(file)
  );
}

/**
 * Markdown here is test data or a separate sample project, not the project's documentation
 * (`docs_src` holds the example sources and annotation fragments FastAPI-style docs include).
 */
export const NON_DOC_DIR =
  /(^|\/)(test|tests|__tests__|spec|fixtures?|__fixtures__|testdata|samples?|examples?|docs_src)\//;
/**
 * Scaffolding a generator copies into new projects (`templates/plugin/README.md` links the
 * `./LICENSE` the new project will have). A `docs/templates/` page is documentation, though.
 */
export const TEMPLATE_DIR = /(^|\/)(templates?|scaffolds?|boilerplates?)\//;
const DOCS_DIR = /(^|\/)docs?\//;
export const GENERATED_FILE =
  /(\.min\.[cm]?js$)|(\.bundle\.js$)|(\.map$)|(-lock\.json$)|(\.generated\.)|(\.pb\.go$)|(_pb2\.py$)/;

/** A folder where a doc page would be the project's documentation (not test data, not scaffolding). */
export function isDocPlace(file: string): boolean {
  return !NON_DOC_DIR.test(file) && !(TEMPLATE_DIR.test(file) && !DOCS_DIR.test(file));
}

export type PathKind = 'code' | 'doc' | 'manifest' | 'openapi' | 'other';

const OPENAPI_FILE = /(^|\/)(openapi|swagger)([.-][\w.-]*)?\.(ya?ml|json)$/i;

export function extensionOf(file: string): string {
  const base = file.slice(file.lastIndexOf('/') + 1);
  const dot = base.lastIndexOf('.');
  return dot <= 0 ? '' : base.slice(dot).toLowerCase();
}

export function classifyPath(file: string): PathKind {
  const base = file.slice(file.lastIndexOf('/') + 1);
  if (MANIFESTS.has(base)) return 'manifest';
  if (
    OPENAPI_FILE.test(file) &&
    !/(^|\/)(test|tests|__tests__|examples?|fixtures?|__fixtures__|node_modules)\//.test(file)
  )
    return 'openapi';
  if (GENERATED_FILE.test(file)) return 'other';
  const ext = extensionOf(file);
  if (DOC_EXTENSIONS.has(ext)) return isDocPlace(file) ? 'doc' : 'other';
  if (CODE_EXTENSIONS.has(ext))
    return NON_API_DIR.test(classifiedFolders(file)) || NON_API_FILE.test(file) ? 'other' : 'code';
  return 'other';
}

/**
 * Pages whose names are no claims about the current API, which symbol rules skip: changelogs,
 * release notes and proposals name removed things on purpose, and contributor guides name the
 * repository's own test helpers and placeholders (`withServer`, `attrs.Foo`).
 */
export function isHistoryDoc(file: string): boolean {
  if (
    /(^|\/)(contributing|maintain(er|ers|ing)|hacking)[^/]*\.[a-z]+$/i.test(file) ||
    /(^|\/)\.github\/(?!readme)/i.test(file)
  )
    return true;
  // RFCs, proposals and decision records describe the API as it was proposed or decided then;
  // Docusaurus keeps the docs of earlier versions under versioned_docs/version-x/.
  if (/(^|\/)(rfcs?|proposals?|adrs?|decisions|versioned_docs)\//i.test(file)) return true;
  const base = file.slice(file.lastIndexOf('/') + 1).toLowerCase();
  // Comparison pages (`compatibility.md`, `x-vs-y.md`) name another library's API on purpose;
  // "what's new" pages show the previous major version's API next to the new one; roadmaps
  // describe the API they propose to change.
  return /^(changes|history|releases?|news|versions)\b|(version|release|change)[-_ ]?history|(^|[-_.])changes(?![a-z])|changelog|release[-_ ]?notes|upgrad|migrat|whats?[-_ ]?new|what-s[-_]?new|deprecat|compat|comparison|[-_]vs[-_]|alternatives|road[-_ ]?map/.test(
    base,
  );
}
