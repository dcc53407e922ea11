import type { Database } from '@driftwatch/db';
import type { Mailer } from '@driftwatch/integrations/email';
import type { AppConfig } from './config/app-config.js';

export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** What services need from the outside world; passed in so tests use real parts with their own settings. */
export interface ServerContext {
  config: AppConfig;
  db: Database;
  mailer: Mailer;
  clock: Clock;
}
