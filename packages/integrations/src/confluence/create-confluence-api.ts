import { ConfluenceApiError } from './confluence-api-error.js';

export interface ConfluenceApiOptions {
  /**
   * Where `/wiki/api/v2/...` paths start: the site (https://acme.atlassian.net) for an API token,
   * or the gateway's {ATLASSIAN_API_URL}/ex/confluence/{cloudId} for an OAuth token.
   */
  baseUrl: string;
  /** The whole Authorization header: `Bearer <token>` or `Basic <email:token in base64>`. */
  authorization: string;
  fetch?: typeof fetch;
  /** Rate-limited answers retried before giving up (each waits the Retry-After it names). */
  maxRetries?: number;
  /** Waits this long; tests pass a faster clock. */
  sleep?: (ms: number) => Promise<void>;
}

/** One Confluence v2 list answer: the items and the path of the next page, if any. */
export interface ConfluenceListPage<T> {
  results: T[];
  /** The `_links.next` path (with its cursor), relative to the site; undefined on the last page. */
  next: string | undefined;
}

export interface ConfluenceApi {
  /** GET a path under the base URL (`/wiki/api/v2/...`) and answer its JSON. */
  get(path: string, query?: Record<string, string | number | undefined>): Promise<unknown>;
}

/** The longest Retry-After honoured; a longer one is treated as an outage, not a pause. */
const maxRetryAfterMs = 60_000;

function retryDelay(response: Response, attempt: number): number {
  const header = response.headers.get('retry-after');
  const seconds = header === null ? Number.NaN : Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.min(seconds * 1000, maxRetryAfterMs);
  const date = header === null ? Number.NaN : Date.parse(header);
  if (Number.isFinite(date)) return Math.min(Math.max(0, date - Date.now()), maxRetryAfterMs);
  // Atlassian asks for exponential backoff when no Retry-After is given.
  return Math.min(1000 * 2 ** attempt, maxRetryAfterMs);
}

async function errorDetail(response: Response): Promise<string> {
  const text = await response.text().catch(() => '');
  try {
    const body = JSON.parse(text) as {
      message?: unknown;
      errors?: Array<{ title?: unknown; detail?: unknown }>;
    };
    const first = body.errors?.[0];
    const parts = [first?.title, first?.detail, body.message].filter(
      (part): part is string => typeof part === 'string' && part !== '',
    );
    return parts.join(': ').slice(0, 300);
  } catch {
    return '';
  }
}

/**
 * Confluence Cloud's REST API v2 over fetch. 429 (and a 503 that names a Retry-After) is retried
 * after the wait Confluence asks for; any other error status throws ConfluenceApiError.
 */
export function createConfluenceApi(options: ConfluenceApiOptions): ConfluenceApi {
  const run = options.fetch ?? fetch;
  const sleep = options.sleep ?? ((ms: number) => new Promise((resolve) => setTimeout(resolve, ms)));
  const maxRetries = options.maxRetries ?? 5;
  const base = options.baseUrl.replace(/\/+$/, '');
  return {
    async get(path, query = {}) {
      const url = new URL(`${base}${path}`);
      for (const [name, value] of Object.entries(query))
        if (value !== undefined) url.searchParams.set(name, String(value));
      for (let attempt = 0; ; attempt += 1) {
        const response = await run(url, {
          headers: { authorization: options.authorization, accept: 'application/json' },
          signal: AbortSignal.timeout(30_000),
        });
        if (response.ok) return response.json();
        const retryable =
          response.status === 429 || (response.status === 503 && response.headers.has('retry-after'));
        if (retryable && attempt < maxRetries) {
          await response.body?.cancel();
          await sleep(retryDelay(response, attempt));
          continue;
        }
        throw new ConfluenceApiError(response.status, url.pathname, await errorDetail(response));
      }
    },
  };
}

/** The `cursor` of a `_links.next` path, for callers that page on request (the page picker). */
export function nextCursor(next: string | undefined): string | null {
  if (!next) return null;
  return new URL(next, 'http://confluence.invalid').searchParams.get('cursor');
}
