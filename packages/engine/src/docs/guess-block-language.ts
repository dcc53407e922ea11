/**
 * The language of a code block that names none: an indented block or a bare fence. Older READMEs
 * write their Go, Python and JavaScript examples this way (`\tviper.AddRemoteProvider(...)`), and
 * reading them as shell hides every call they make. Only unmistakable syntax counts; anything else
 * stays unlabelled (read as shell, as before).
 */
export function guessBlockLanguage(text: string): '' | 'go' | 'python' | 'js' {
  // A transcript or a command line is shell whatever else it quotes.
  if (/^\s*[$%#>] /m.test(text) && !/^\s*>>> /m.test(text)) return '';
  if (/^\s*(?:\$|npm|npx|yarn|pnpm|pip|go (?:get|run|install|build)|curl|git|cd|export) /m.test(text))
    return '';
  const go =
    /^\s*(?:package \w+$|import \($|func (?:\(\w+ \*?\w+\) )?\w+\()/m.test(text) ||
    /^\s*[\w, ]+ := \S/m.test(text) ||
    /^\s*if err != nil \{/m.test(text);
  // `import structlog` on a line of its own is Python's; Kotlin writes it the same way, so a block
  // that also declares Kotlin's way (`fun`, `val`, `package`) is not counted.
  const python =
    /^\s*(?:>>> |def \w+\(.*\):\s*$|class \w+(?:\(.*\))?:\s*$|from [\w.]+ import \w|with .+ as \w+:\s*$)/m.test(
      text,
    ) ||
    (/^\s*import [\w.]+(?: as \w+)?\s*$/m.test(text) && !/^\s*(?:fun|val|var|package) /m.test(text));
  const js =
    /^\s*(?:(?:const|let|var) [\w{}, ]+ = |import [\w{}, *]+ from ['"]|module\.exports\b)/m.test(text) ||
    /\brequire\(['"][\w@./-]+['"]\)/.test(text);
  // Two languages at once (a Makefile's `:=`, prose pasted in a block) is no evidence.
  const found = [go && 'go', python && 'python', js && 'js'].filter((x): x is 'go' | 'python' | 'js' => !!x);
  return found.length === 1 ? (found[0] ?? '') : '';
}
