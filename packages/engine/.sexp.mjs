import { createRequire } from 'node:module';
import { Language, Parser } from 'web-tree-sitter';

const require = createRequire('/work/wt-receivers/packages/engine/package.json');
await Parser.init();
const [lang, code] = process.argv.slice(2);
const L = await Language.load(require.resolve(`@vscode/tree-sitter-wasm/wasm/tree-sitter-${lang}.wasm`));
const p = new Parser();
p.setLanguage(L);
const t = p.parse(code);
const show = (n, d = 0, field = '') => {
  console.log(
    ' '.repeat(d * 2) +
      (field ? field + ': ' : '') +
      n.type +
      (n.namedChildCount === 0 ? ' ' + JSON.stringify(n.text) : ''),
  );
  for (let i = 0; i < n.childCount; i++) {
    const c = n.child(i);
    if (c.isNamed) show(c, d + 1, n.fieldNameForChild(i) ?? '');
  }
};
show(t.rootNode);
