#!/usr/bin/env node
// `npm run dev`: the API server from sources (restarting on change) and the Vite dev server, which
// proxies /api to it.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { requireNodeVersion } from './require-node-version.mjs';

requireNodeVersion();

const root = fileURLToPath(new URL('..', import.meta.url));
const children = [
  spawn('npx', ['tsx', 'watch', '--conditions=source', 'apps/server/src/main.ts'], {
    cwd: root,
    stdio: 'inherit',
  }),
  spawn('npm', ['run', 'dev', '-w', '@driftwatch/web'], { cwd: root, stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && code !== 0 && stop());
