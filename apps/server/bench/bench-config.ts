/** Every server of one bench run shares this key, so any of them accepts another's stream tickets. */
const benchSecretKey = 'bench-secret-key-bench-secret-key-0123456789';

/**
 * The environment a bench server starts with: PostgreSQL, errors only in the log, a rate limit high enough
 * for the sign-ups of every run (they all come from 127.0.0.1).
 */
export function benchEnvironment(databaseUrl: string, dataDir: string): Record<string, string> {
  return {
    DATABASE_URL: databaseUrl,
    DRIFTWATCH_DATA_DIR: dataDir,
    DRIFTWATCH_SECRET_KEY: benchSecretKey,
    HOST: '127.0.0.1',
    LOG_LEVEL: 'error',
    AUTH_RATE_LIMIT_MAX: '10000',
  };
}
