import { describe, expect, it } from 'vitest';
import { createProcessLogger } from './create-process-logger.js';

function capture(level: string) {
  const lines: Array<Record<string, unknown>> = [];
  const logger = createProcessLogger(level, (line) => lines.push(JSON.parse(line)));
  return { logger, lines };
}

describe('createProcessLogger', () => {
  it('writes pino-style JSON lines at or above the level', () => {
    const { logger, lines } = capture('warn');
    logger.info({ scanId: 'a' }, 'not written');
    logger.warn({ scanId: 'b' }, 'written');
    logger.error({ err: new TypeError('boom') }, 'failed');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({ level: 40, pid: process.pid, scanId: 'b', msg: 'written' });
    expect(lines[1]).toMatchObject({ level: 50, msg: 'failed', err: { type: 'TypeError', message: 'boom' } });
    expect(typeof lines[1]?.time).toBe('number');
  });

  it('writes nothing when silent', () => {
    const { logger, lines } = capture('silent');
    logger.error({}, 'quiet');
    expect(lines).toEqual([]);
  });
});
