import type { ParameterFact } from '../../facts/types.js';

/** Python-style parameter list text from facts: `a, /, b: int = 2, *, c`. */
export function formatPythonParams(params: ParameterFact[]): string {
  const parts: string[] = [];
  let starred = false;
  params.forEach((param, index) => {
    if (param.kind === 'keyword_only' && !starred) {
      parts.push('*');
      starred = true;
    }
    let text = param.name;
    if (param.kind === 'rest') {
      text = `*${text}`;
      starred = true;
    } else if (param.kind === 'kwargs') {
      text = `**${text}`;
    }
    if (param.type) text += `: ${param.type}`;
    if (param.defaultValue !== undefined)
      text += param.type ? ` = ${param.defaultValue}` : `=${param.defaultValue}`;
    parts.push(text);
    if (param.kind === 'positional_only' && params[index + 1]?.kind !== 'positional_only') parts.push('/');
  });
  return parts.join(', ');
}
