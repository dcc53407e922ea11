import { migrate, openDatabase } from '@driftwatch/db';
import { buildServer } from './build-server.js';
import { ConfigError, loadConfig } from './config/load-config.js';

async function main(): Promise<void> {
  let config: Awaited<ReturnType<typeof loadConfig>>;
  try {
    config = await loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrate(database);
  const app = await buildServer({ config, db: database.db, database });
  app.addHook('onClose', async () => database.close());

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info({ signal }, 'Shutting down');
      app.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }

  await app.listen({ port: config.port, host: config.host });
  const engine = database.engine === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL';
  app.log.info(`Driftwatch is running at ${config.publicUrl} (database: ${engine})`);
}

main().catch((error: unknown) => {
  console.error('Driftwatch failed to start:', error);
  process.exit(1);
});
