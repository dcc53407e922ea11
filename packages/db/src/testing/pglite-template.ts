import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { migrate, migrationsFolder } from '../migrate.js';
import { wrapPglite } from '../open-database.js';

let templateInProcess: Promise<Blob> | undefined;

/** A key that changes whenever a migration changes, so a stale template is never reused. */
async function migrationsKey(): Promise<string> {
  const hash = createHash('sha256');
  const names = (await readdir(migrationsFolder)).filter((name) => name.endsWith('.sql')).sort();
  for (const name of names) {
    hash.update(name);
    hash.update(await readFile(path.join(migrationsFolder, name)));
  }
  return hash.digest('hex').slice(0, 16);
}

async function buildTemplate(): Promise<Blob> {
  const client = await PGlite.create();
  try {
    await migrate(wrapPglite(client));
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}

/**
 * A dump of a freshly migrated PGlite. Creating a PGlite data dir takes ~5 s while loading a dump
 * takes ~0.5 s, so the dump is cached on disk and shared by every test worker.
 */
async function loadOrBuildTemplate(): Promise<Blob> {
  const directory = path.join(tmpdir(), 'driftwatch-test-templates');
  const file = path.join(directory, `pglite-${await migrationsKey()}.tar`);
  if (existsSync(file)) return new Blob([await readFile(file)]);
  const template = await buildTemplate();
  await mkdir(directory, { recursive: true });
  // Write then rename: workers racing to build the template never read a half-written file.
  const partial = `${file}.${process.pid}.${Date.now()}.partial`;
  await writeFile(partial, Buffer.from(await template.arrayBuffer()));
  await rename(partial, file);
  return template;
}

export function pgliteTemplate(): Promise<Blob> {
  templateInProcess ??= loadOrBuildTemplate();
  return templateInProcess;
}

/** A new in-memory PGlite holding a migrated, seeded database. */
export async function createPgliteFromTemplate(): Promise<PGlite> {
  return PGlite.create({ loadDataDir: await pgliteTemplate() });
}
