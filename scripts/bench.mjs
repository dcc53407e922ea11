#!/usr/bin/env node
// `npm run bench`: every benchmark of the project, one after another, each printing its own figures.
//   npm run bench -- [--only web,engine,server] [engine options after --engine-args ...]
// Server benchmarks need PostgreSQL: with DATABASE_URL unset, a throw-away cluster is started from
// Debian's PostgreSQL binaries when they are installed (as the `postgres` user when run as root).
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
const onlyIndex = args.indexOf('--only');
const only = onlyIndex >= 0 ? new Set(args[onlyIndex + 1].split(',')) : null;
const engineArgsIndex = args.indexOf('--engine-args');
const engineArgs = engineArgsIndex >= 0 ? args.slice(engineArgsIndex + 1) : [];
const wanted = (name) => only === null || only.has(name);

function run(title, command, commandArgs, env = process.env) {
  console.log(`\n=== ${title}`);
  const result = spawnSync(command, commandArgs, { cwd: root, stdio: 'inherit', env });
  if (result.status !== 0) {
    console.error(`${title} failed (exit ${result.status})`);
    process.exitCode = 1;
  }
}

// The core loop's headline figures, repeated at the end so they are found in one place.
const headlines = [];
const headlinePattern =
  /^(sample scan-to-issues|issue list p95|issue list throughput|dashboard p99|trend check|SSE delivery latency|worker recovery|notion |pull-request webhook-to-check-run)/;

/** Runs a TypeScript bench from sources, printing its output as it comes and keeping its headlines. */
function runTypeScript(title, file, env, timeoutMs = 5 * 60_000) {
  console.log(`\n=== ${title}`);
  const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=source', file], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let pending = '';
  child.stdout.on('data', (chunk) => {
    process.stdout.write(chunk);
    const lines = (pending + chunk.toString()).split('\n');
    pending = lines.pop() ?? '';
    headlines.push(...lines.filter((line) => headlinePattern.test(line)));
  });
  // A hung bench must not hold the others (or the PostgreSQL cluster) forever.
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (code !== 0) {
        console.error(`${title} failed (${signal ? `killed after ${timeoutMs / 1000} s` : `exit ${code}`})`);
        process.exitCode = 1;
      }
      resolve();
    });
  });
}

function ensureBuilt() {
  const outputs = [
    'packages/engine/dist/bundle/index.js',
    'apps/server/dist/main.js',
    'apps/web/dist/index.html',
  ];
  if (outputs.every((file) => existsSync(join(root, file)))) return;
  run('build', 'npm', ['run', 'build']);
}

/** Starts a private PostgreSQL cluster; returns its URL and a stop function, or null when impossible. */
function startPostgres() {
  const versions = existsSync('/usr/lib/postgresql') ? readdirSync('/usr/lib/postgresql').sort() : [];
  const version = versions.at(-1);
  if (!version) return null;
  const bin = `/usr/lib/postgresql/${version}/bin`;
  const dir = mkdtempSync(join(tmpdir(), 'driftwatch-bench-pg-'));
  const port = 56000 + Math.floor(Math.random() * 1000);
  const asPostgres = process.getuid?.() === 0;
  const sh = (command) =>
    asPostgres
      ? execFileSync('su', ['postgres', '-c', command], { stdio: 'ignore' })
      : execFileSync('sh', ['-c', command], { stdio: 'ignore' });
  if (asPostgres) execFileSync('chown', ['postgres', dir]);
  sh(`${bin}/initdb -D ${dir}/data -A trust -U postgres`);
  sh(
    `${bin}/pg_ctl -D ${dir}/data -l ${dir}/server.log -w start -o "-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off"`,
  );
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      sh(`${bin}/pg_ctl -D ${dir}/data -m fast stop`);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

ensureBuilt();

if (wanted('web')) {
  run('web: initial JavaScript for /', process.execPath, ['apps/web/scripts/measure-bundle.mjs']);
}

if (wanted('engine')) {
  run('engine: parse floor, cold scan, re-scan, pull-request scan, large tree', process.execPath, [
    'packages/engine/bench/run-bench.mjs',
    ...engineArgs,
  ]);
}

if (wanted('server')) {
  const cluster = process.env.DATABASE_URL ? null : startPostgres();
  const databaseUrl = process.env.DATABASE_URL || cluster?.url;
  if (!databaseUrl) {
    console.log('\n=== server: skipped (no DATABASE_URL and no PostgreSQL installed)');
  } else {
    const env = { ...process.env, DATABASE_URL: databaseUrl };
    try {
      await runTypeScript(
        'server: sample repository scan-to-issues (PostgreSQL, in-process workers)',
        'apps/server/bench/sample-scan-bench.ts',
        env,
      );
      await runTypeScript(
        'server: drift issue list p95 with 100,000 issues (PostgreSQL)',
        'apps/server/bench/issue-list-bench.ts',
        env,
      );
      await runTypeScript(
        'server: drift issue list throughput over HTTP, 10 connections, 100,000 issues (PostgreSQL)',
        'apps/server/bench/issue-list-throughput-bench.ts',
        env,
      );
      await runTypeScript(
        'server: dashboard calls and drift trend p99 with 100,000 issues (PostgreSQL)',
        'apps/server/bench/dashboard-bench.ts',
        env,
      );
      await runTypeScript(
        'server: live event (SSE) delivery latency over LISTEN/NOTIFY (PostgreSQL)',
        'apps/server/bench/live-latency-bench.ts',
        env,
      );
      await runTypeScript(
        'server: scan recovery after a worker is killed mid-scan (PostgreSQL, worker processes)',
        'apps/server/bench/worker-recovery-bench.ts',
        env,
      );
      await runTypeScript(
        "server: Notion doc source, 500-page full and incremental sync at Notion's rate limit (PostgreSQL, fake Notion)",
        'apps/server/bench/notion-sync-bench.ts',
        env,
        15 * 60_000,
      );
      await runTypeScript(
        'server: pull-request webhook to check run on the sample repository (PostgreSQL, fake GitHub)',
        'apps/server/bench/pull-request-check-bench.ts',
        env,
      );
    } finally {
      cluster?.stop();
    }
  }
}

if (headlines.length > 0) {
  console.log('\n=== core loop figures');
  for (const line of headlines) console.log(line);
}
