export type ExampleLanguage =
  | 'js'
  | 'python'
  | 'go'
  | 'rust'
  | 'java'
  | 'kotlin'
  | 'csharp'
  | 'ruby'
  | 'php'
  | 'shell'
  | 'other';

/** The language a fenced block's info string names; unlabelled blocks are read as shell. */
export function exampleLanguage(lang: string): ExampleLanguage {
  if (/^(js|jsx|ts|tsx|javascript|typescript|mjs|cjs|mts|cts|node)$/.test(lang)) return 'js';
  if (/^(py|python|python3|pycon)$/.test(lang)) return 'python';
  if (/^(go|golang)$/.test(lang)) return 'go';
  if (/^(rs|rust)$/.test(lang)) return 'rust';
  if (lang === 'java') return 'java';
  if (/^(kotlin|kt)$/.test(lang)) return 'kotlin';
  if (/^(csharp|cs|c#)$/.test(lang)) return 'csharp';
  if (/^(ruby|rb)$/.test(lang)) return 'ruby';
  if (lang === 'php') return 'php';
  if (/^(sh|bash|shell|console|zsh|shellsession|env|dotenv|)$/.test(lang)) return 'shell';
  return 'other';
}
