// The project's own type checker run once, for scale beside the scan: TypeScript (`tsc --noEmit`,
// strict, declarations checked too) over the package's declaration entry (package.json `types`)
// and its type tests (test/types, types/test, test-d), without its dependencies installed, as the
// scan sees it. Prints {"ms": N, "files": N} for one folder; {"ms": null} when nothing is typed.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(process.argv[2] ?? '.');
const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const entry = manifest.types ?? manifest.typings;
const files = [];
if (entry && existsSync(path.join(root, entry))) files.push(path.join(root, entry));
for (const dir of ['test/types', 'types/test', 'test-d']) {
  const full = path.join(root, dir);
  if (!existsSync(full)) continue;
  for (const name of readdirSync(full, { recursive: true }))
    if (/\.[cm]?tsx?$/.test(name)) files.push(path.join(full, name));
}
if (files.length === 0) {
  process.stdout.write(`${JSON.stringify({ ms: null, files: 0 })}\n`);
  process.exit(0);
}
const temp = mkdtempSync(path.join(os.tmpdir(), 'dw-tsc-'));
const config = path.join(temp, 'tsconfig.json');
writeFileSync(
  config,
  JSON.stringify({
    compilerOptions: {
      noEmit: true,
      strict: true,
      target: 'ES2022',
      module: 'NodeNext',
      moduleResolution: 'NodeNext',
      types: [],
      skipLibCheck: false,
    },
    files,
  }),
);
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
const started = performance.now();
try {
  execFileSync(process.execPath, [tsc, '-p', config], { stdio: 'ignore' });
} catch {
  // Missing dependencies give errors; the time to check is what counts here.
}
const ms = Math.round(performance.now() - started);
rmSync(temp, { recursive: true, force: true });
process.stdout.write(`${JSON.stringify({ ms, files: files.length })}\n`);
