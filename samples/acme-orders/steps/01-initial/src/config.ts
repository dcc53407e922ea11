export type LogLevel = 'debug' | 'info' | 'warn' | 'error';

export interface AppConfig {
  port: number;
  logLevel: LogLevel;
  apiKeys: string[];
  adminToken: string | undefined;
  paymentKey: string;
  webhookSecret: string | undefined;
  taxRate: number;
}

const LOG_LEVELS: readonly LogLevel[] = ['debug', 'info', 'warn', 'error'];

function parseLogLevel(value: string | undefined): LogLevel {
  const wanted = (value ?? 'info').toLowerCase();
  return LOG_LEVELS.find((level) => level === wanted) ?? 'info';
}

function required(name: string, value: string | undefined): string {
  if (!value) {
    throw new Error(`${name} is not set; see docs/configuration.md`);
  }
  return value;
}

/** Reads the service settings from the environment once, at start-up. */
export function loadConfig(): AppConfig {
  return {
    port: Number(process.env.PORT ?? 8080),
    logLevel: parseLogLevel(process.env.LOG_LEVEL),
    apiKeys: required('ACME_API_KEYS', process.env.ACME_API_KEYS)
      .split(',')
      .map((key) => key.trim())
      .filter(Boolean),
    adminToken: process.env.ACME_ADMIN_TOKEN,
    paymentKey: required('ACME_PAYMENT_KEY', process.env.ACME_PAYMENT_KEY),
    webhookSecret: process.env.ACME_WEBHOOK_SECRET,
    taxRate: Number(process.env.ACME_TAX_RATE ?? 0.2),
  };
}
