import { migrate, openDatabase } from '@driftwatch/db';
import { outboxDirectory } from '@driftwatch/integrations/email';
import { ConfigError, loadConfig } from './config/load-config.js';
import { createProcessLogger } from './process/create-process-logger.js';
import { startProcess } from './process/start-process.js';

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

  const databaseLogger = createProcessLogger(config.logLevel);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    onConnectionError: (error) =>
      databaseLogger.warn(
        { err: error },
        'PostgreSQL closed an idle connection; the next query opens a new one',
      ),
  });
  await migrate(database);
  const running = await startProcess({ config, database });

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      running.logger.info({ signal }, 'Shutting down');
      running
        .close()
        .then(() => database.close())
        .then(
          () => process.exit(0),
          () => process.exit(1),
        );
    });
  }

  const engine = database.engine === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL';
  if (running.role === 'worker') {
    running.logger.info({ role: running.role }, `Driftwatch worker is running (database: ${engine})`);
  } else {
    running.logger.info(
      { role: running.role },
      `Driftwatch is running at ${config.publicUrl} (database: ${engine})`,
    );
  }
  if (!config.smtpUrl) {
    // Without SMTP nobody receives sign-in links; say once, in plain text, where they go instead.
    console.error(
      `[driftwatch] No SMTP_URL: emails are saved in ${outboxDirectory(config.dataDir)} and their links are printed here`,
    );
  }
}

main().catch((error: unknown) => {
  console.error('Driftwatch failed to start:', error);
  process.exit(1);
});
