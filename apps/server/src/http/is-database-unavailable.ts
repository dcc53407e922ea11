/** Socket errors of a connection that cannot be made or was cut. */
const connectionErrorCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);

/**
 * PostgreSQL's own codes for "not now": class 08 (connection exceptions), 57P01-57P03 (shutting
 * down, crash recovery, starting up) and 53300 (too many connections).
 */
function isUnavailableSqlState(code: string): boolean {
  return (
    code.startsWith('08') || code === '57P01' || code === '57P02' || code === '57P03' || code === '53300'
  );
}

/** node-postgres reports a dropped or timed-out connection with these messages and no code. */
const droppedConnection =
  /Connection terminated|connection timeout|Client has encountered a connection error/i;

/**
 * Whether an error (or one of its causes: the query builder wraps the driver's error) means the
 * database cannot be reached right now, as opposed to a fault in the request or the code.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 4) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (connectionErrorCodes.has(code) || isUnavailableSqlState(code)))
    return true;
  if (droppedConnection.test(error.message)) return true;
  if (
    error instanceof AggregateError &&
    error.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))
  )
    return true;
  return isDatabaseUnavailable(error.cause, depth + 1);
}
