import type { ReceiverType } from './find-fixture-types.js';

const alias = (type: string) => `_dw_${type}`;

/**
 * Gives pyright the type of the receivers an example takes from the project without binding them:
 * a test function's untyped parameter named after a fixture (`def test_x(mocker):` gets
 * `mocker: MockerFixture`, on the same line so every line stays in place), or a free name the
 * example uses without assigning it (declared in the prelude). Returns the rewritten code and the
 * prelude lines (the imports of the types), both empty of change when no receiver is used.
 */
export function typeReceivers(
  code: string,
  receivers: Map<string, ReceiverType>,
): { code: string; prelude: string[] } {
  const prelude: string[] = [];
  let out = code;
  for (const [name, receiver] of receivers) {
    if (!new RegExp(`(?<![\\w.])${name}\\.[A-Za-z_]`).test(out)) continue;
    const parameter = new RegExp(
      `(^\\s*(?:async\\s+)?def\\s+\\w+\\s*\\((?:[^()]*[,(]\\s*)?)${name}(?=\\s*[,)])`,
      'gm',
    );
    const typed = out.replace(parameter, (_, head: string) => `${head}${name}: ${alias(receiver.type)}`);
    const bound = new RegExp(
      `(?<![\\w.])${name}\\s*(?::[^=\\n]+)?=(?!=)|\\bas\\s+${name}\\b|\\bimport\\s+(?:.*,\\s*)?${name}\\b|\\bfor\\s+${name}\\b|\\bdef\\s+\\w+\\s*\\([^)]*\\b${name}\\b`,
    ).test(out);
    if (typed === out && bound) continue;
    out = typed;
    prelude.push(`from ${receiver.module} import ${receiver.type} as ${alias(receiver.type)}`);
    if (!bound) prelude.push(`${name}: ${alias(receiver.type)} = None  # type: ignore`);
  }
  return { code: out, prelude };
}
