#!/usr/bin/env node
// Prints the gzipped size of the JavaScript a first visit to / downloads: the entry chunk, its static
// imports, and the lazily loaded landing route with its static imports. Run after `vite build`.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const LANDING_ROUTE = 'src/features/landing/routes/landing-page.tsx';
const BUDGET_KB = 250;

function main() {
  const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
  let manifest;
  try {
    manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
  } catch {
    console.error('No build manifest found: run `npm run build -w @driftwatch/web` first.');
    process.exit(1);
  }

  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entry) throw new Error('The manifest has no entry chunk');
  visit(entry);
  visit(LANDING_ROUTE);

  let raw = 0;
  let gzipped = 0;
  for (const file of files) {
    if (!file.endsWith('.js')) continue;
    const bytes = readFileSync(join(dist, file));
    raw += bytes.length;
    gzipped += gzipSync(bytes, { level: 9 }).length;
  }
  const kb = (bytes) => (bytes / 1024).toFixed(1);
  console.log(`Initial JavaScript for /: ${kb(gzipped)} KB gzipped (${kb(raw)} KB raw, ${files.size} files)`);
  console.log(
    `Budget: ${BUDGET_KB} KB gzipped — ${gzipped / 1024 <= BUDGET_KB ? 'within budget' : 'OVER BUDGET'}`,
  );
  if (gzipped / 1024 > BUDGET_KB) process.exitCode = 1;
}

main();
