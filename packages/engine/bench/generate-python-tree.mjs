// Writes a synthetic Python library (a src/ layout package of `modules` modules, each a class with
// typed methods and a function) and `pages` Markdown pages whose fenced examples, doctest sessions
// and dotted references use it, for timing the pyright check. One page in ten has a misspelt method.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export function generatePythonTree(root, modules = 200, pages = 80) {
  const pkg = path.join(root, 'src', 'synthpy');
  mkdirSync(pkg, { recursive: true });
  mkdirSync(path.join(root, 'docs'), { recursive: true });
  writeFileSync(path.join(root, 'pyproject.toml'), '[project]\nname = "synthpy"\nversion = "1.0.0"\n');
  const exports = [];
  for (let i = 0; i < modules; i++) {
    const other = (i + 1) % modules;
    writeFileSync(
      path.join(pkg, `mod${i}.py`),
      `"""Module ${i}."""\nfrom __future__ import annotations\n\nfrom .mod${other} import Service${other}\n\n\n` +
        `class Service${i}:\n    """Service ${i}."""\n\n    limit: int = ${i}\n\n` +
        `    def __init__(self, name: str, *, retries: int = 3, timeout: float = 1.0) -> None:\n        self.name = name\n        self.retries = retries\n\n` +
        `    def run(self, value: int, scale: int = 2) -> int:\n        return value * scale + self.limit\n\n` +
        `    def peer(self) -> Service${other}:\n        return Service${other}(self.name)\n\n\n` +
        `def compute${i}(value: int, *, offset: int = 0) -> int:\n    """Computes value ${i}."""\n    return value + offset + ${i}\n`,
    );
    exports.push(`from .mod${i} import Service${i}, compute${i}`);
  }
  writeFileSync(path.join(pkg, '__init__.py'), `"""Synthetic package."""\n${exports.join('\n')}\n`);
  for (let p = 0; p < pages; p++) {
    const i = (p * 7) % modules;
    const method = p % 10 === 0 ? 'runn' : 'run';
    writeFileSync(
      path.join(root, 'docs', `page${p}.md`),
      `# Service ${i}\n\n\`synthpy.mod${i}.Service${i}\` runs values; see \`Service${i}.limit\`.\n\n` +
        `\`\`\`python\nfrom synthpy import Service${i}, compute${i}\n\nservice = Service${i}("a", retries=5)\nprint(service.${method}(3, scale=4))\nprint(service.peer().run(1))\nprint(compute${i}(1, offset=2))\n\`\`\`\n\n` +
        `\`\`\`pycon\n>>> import synthpy\n>>> synthpy.Service${i}("b").run(2)\n${2 * 2 + i}\n\`\`\`\n`,
    );
  }
}
