import { serializeError } from '../http/redact-log.js';
import type { Logger } from '../server-context.js';

/** pino's numeric levels, so a worker's log lines read like the web process's (Fastify uses pino). */
const levels = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60 } as const;

type LevelName = keyof typeof levels;

function isLevelName(value: string): value is LevelName {
  return value in levels;
}

function serialize(details: Record<string, unknown>): Record<string, unknown> {
  const { err, ...rest } = details;
  if (err === undefined) return details;
  return { ...rest, err: serializeError(err) };
}

/**
 * The worker role has no Fastify instance to borrow a logger from: this writes the same JSON lines
 * (level, time, pid, msg) to stdout, filtered by LOG_LEVEL (`silent` writes nothing).
 */
export function createProcessLogger(
  level: string,
  write: (line: string) => void = (line) => process.stdout.write(line),
): Logger {
  const threshold = isLevelName(level) ? levels[level] : Number.POSITIVE_INFINITY;
  const log = (name: LevelName) => (details: Record<string, unknown>, message: string) => {
    if (levels[name] < threshold) return;
    const line = {
      level: levels[name],
      time: Date.now(),
      pid: process.pid,
      ...serialize(details),
      msg: message,
    };
    write(`${JSON.stringify(line)}\n`);
  };
  return { info: log('info'), warn: log('warn'), error: log('error') };
}
