/**
 * What the logs may say about a request or an error. Emailed-link tokens, stream tickets and OAuth
 * codes travel in URLs, and a failed query's error carries every parameter (for sign-up, the new
 * password's hash), so both are reduced here before any line is written.
 */

const redacted = '[redacted]';

/** Query keys whose values grant something: emailed links, stream tickets, OAuth round trips. */
const secretKey = /token|ticket|code|state|secret|password|key|signature|auth/i;

/** Path segments that are secrets themselves: invitation tokens. */
const secretPathSegment = /(\/invitations\/)(?!accept(?:[/?]|$))[^/?]+/;

export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  const pathname = (queryStart === -1 ? url : url.slice(0, queryStart)).replace(
    secretPathSegment,
    `$1${redacted}`,
  );
  if (queryStart === -1) return pathname;
  const query = url
    .slice(queryStart + 1)
    .split('&')
    .map((pair) => {
      const separator = pair.indexOf('=');
      const name = separator === -1 ? pair : pair.slice(0, separator);
      return separator !== -1 && secretKey.test(decodeSafely(name)) ? `${name}=${redacted}` : pair;
    })
    .join('&');
  return `${pathname}?${query}`;
}

function decodeSafely(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** Drizzle appends the parameters to the message of a failed query ("...\nparams: a,b"). */
function withoutParameters(message: string): string {
  const index = message.search(/\n?params:/);
  return index === -1 ? message : message.slice(0, index);
}

export type LoggedError = {
  type: string;
  message: string;
  code?: string;
  stack: string;
  cause?: LoggedError;
};

/**
 * An error as the logs show it: its type, message without query parameters, database error code,
 * the call stack, and its cause the same way. Every other property (a driver's `params`, `detail`
 * with the conflicting value, a request's headers) is left out.
 */
export function serializeError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) {
    const message = 'A non-error value was thrown';
    return { type: typeof error, message, stack: message };
  }
  const message = withoutParameters(error.message);
  const code = (error as { code?: unknown }).code;
  // The stack's first lines repeat the message, parameters included; only the frames are kept.
  const frames = (error.stack ?? '').split('\n').filter((line) => line.startsWith('    at '));
  const logged: LoggedError = {
    type: error.name,
    message,
    stack: [`${error.name}: ${message}`, ...frames].join('\n'),
  };
  if (typeof code === 'string') logged.code = code;
  if (error.cause !== undefined && depth < 3) logged.cause = serializeError(error.cause, depth + 1);
  return logged;
}

type LoggedRequest = {
  method: string;
  url: string;
  host?: string | undefined;
  remoteAddress?: string | undefined;
};

/** Fastify's request serializer, with the URL redacted; headers are never logged. */
export function serializeRequest(request: {
  method: string;
  url: string;
  host?: string;
  ip?: string;
}): LoggedRequest {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
  };
}
