#!/usr/bin/env node
// `npm start`: build whatever is missing, then run the server (which migrates the database itself).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { requireNodeVersion } from './require-node-version.mjs';

requireNodeVersion();

const root = fileURLToPath(new URL('..', import.meta.url));
const outputs = [
  'packages/contract/dist/index.js',
  'packages/db/dist/index.js',
  'packages/engine/dist/bundle/index.js',
  'apps/server/dist/main.js',
  'apps/web/dist/index.html',
];
const missing = outputs.filter((file) => !existsSync(new URL(file, `file://${root}`)));

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (missing.length > 0) {
  console.log(`Building (missing: ${missing.join(', ')})...`);
  run('npm', ['run', 'build']);
}
run(process.execPath, ['--enable-source-maps', 'apps/server/dist/main.js']);
