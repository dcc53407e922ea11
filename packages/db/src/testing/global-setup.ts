import { pgliteTemplate } from './pglite-template.js';

/**
 * Vitest globalSetup: builds the migrated PGlite template once, before the test workers start, so
 * they load it from disk instead of each creating a data dir (~5 s apiece on a cold cache).
 */
export default async function setup(): Promise<void> {
  await pgliteTemplate();
}
