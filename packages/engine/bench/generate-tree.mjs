// Writes a synthetic repository of `count` files (90% JavaScript modules, 10% Markdown docs that
// reference them) for the large-tree benchmark.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export function generateTree(root, count) {
  const docs = Math.round(count / 10);
  const code = count - docs;
  writeFileSync(path.join(root, 'package.json'), JSON.stringify({ name: 'synthetic', version: '1.0.0' }));
  for (let i = 0; i < code; i++) {
    const dir = path.join(root, 'src', `pkg${Math.floor(i / 500)}`, `mod${Math.floor(i / 50)}`);
    if (i % 50 === 0) mkdirSync(dir, { recursive: true });
    writeFileSync(
      path.join(dir, `file${i}.js`),
      `'use strict';\nconst { helper${(i + 1) % code} } = require('./dep');\n\n` +
        `/** Computes value ${i}. */\nfunction compute${i}(input, { scale = 2, offset = 0 } = {}) {\n  return input * scale + offset + ${i};\n}\n\n` +
        `class Service${i} {\n  constructor(options) { this.options = options; }\n  run${i}(value) { return compute${i}(value, this.options); }\n}\n\n` +
        `const LIMIT_${i} = Number(process.env.SYNTH_LIMIT_${i % 100} || ${i});\n\nmodule.exports = { compute${i}, Service${i}, LIMIT_${i} };\n`,
    );
  }
  for (let i = 0; i < docs; i++) {
    const dir = path.join(root, 'docs', `section${Math.floor(i / 100)}`);
    if (i % 100 === 0) mkdirSync(dir, { recursive: true });
    const j = i * 9;
    writeFileSync(
      path.join(dir, `page${i}.md`),
      `# Page ${i}\n\n## \`compute${j}(input, options?)\`\n\n| Option | Default | Description |\n| --- | --- | --- |\n| \`scale\` | \`2\` | Factor. |\n| \`offset\` | \`0\` | Added. |\n\n` +
        `See [the next page](page${i + 1}.md) and [usage](#usage).\n\n## Usage\n\n\`\`\`js\nconst { Service${j} } = require('synthetic');\nnew Service${j}({}).run${j}(1);\n\`\`\`\n\nSet \`SYNTH_LIMIT_${i % 100}\` to cap it.\n`,
    );
  }
}
