import { extname, posix } from 'node:path';

const languageByExtension: Record<string, string> = {
  '.ts': 'TypeScript',
  '.tsx': 'TypeScript',
  '.mts': 'TypeScript',
  '.cts': 'TypeScript',
  '.js': 'JavaScript',
  '.jsx': 'JavaScript',
  '.mjs': 'JavaScript',
  '.cjs': 'JavaScript',
  '.py': 'Python',
  '.go': 'Go',
  '.java': 'Java',
  '.kt': 'Kotlin',
  '.kts': 'Kotlin',
  '.scala': 'Scala',
  '.rb': 'Ruby',
  '.rs': 'Rust',
  '.cs': 'C#',
  '.php': 'PHP',
  '.swift': 'Swift',
  '.c': 'C',
  '.h': 'C',
  '.cc': 'C++',
  '.cpp': 'C++',
  '.cxx': 'C++',
  '.hpp': 'C++',
  '.sh': 'Shell',
  '.bash': 'Shell',
  '.zsh': 'Shell',
  '.md': 'Markdown',
  '.mdx': 'MDX',
  '.rst': 'reStructuredText',
  '.adoc': 'AsciiDoc',
  '.json': 'JSON',
  '.yml': 'YAML',
  '.yaml': 'YAML',
  '.toml': 'TOML',
  '.xml': 'XML',
  '.html': 'HTML',
  '.htm': 'HTML',
  '.css': 'CSS',
  '.scss': 'SCSS',
  '.sql': 'SQL',
  '.proto': 'Protocol Buffers',
  '.graphql': 'GraphQL',
  '.vue': 'Vue',
  '.svelte': 'Svelte',
};

const languageByFileName: Record<string, string> = {
  Dockerfile: 'Dockerfile',
  Makefile: 'Makefile',
  Gemfile: 'Ruby',
  Rakefile: 'Ruby',
};

/** The language of a file from its name, for the diff viewer; null when unknown. */
export function detectLanguage(path: string): string | null {
  const fileName = posix.basename(path);
  return languageByFileName[fileName] ?? languageByExtension[extname(fileName).toLowerCase()] ?? null;
}
