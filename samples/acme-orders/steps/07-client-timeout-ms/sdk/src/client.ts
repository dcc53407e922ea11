import { AcmeApiError } from './errors.js';
import type { CreateOrderInput, ListOrdersParams, Order, OrderChanges, Page } from './types.js';

export interface ClientOptions {
  apiKey: string;
  /** Where the service runs. */
  baseUrl?: string;
  /** Milliseconds before a request is aborted. */
  timeoutMs?: number;
  /** How many times a failed GET is retried. */
  retries?: number;
  fetch?: typeof fetch;
}

const DEFAULT_BASE_URL = 'https://orders.acme.example';

function toQuery(params: Record<string, string | number | undefined>): string {
  const entries = Object.entries(params).filter((entry): entry is [string, string | number] => entry[1] !== undefined);
  return entries.length === 0 ? '' : `?${new URLSearchParams(entries.map(([key, value]) => [key, String(value)]))}`;
}

export class AcmeOrdersClient {
  private readonly apiKey: string;
  private readonly baseUrl: string;
  private readonly timeoutMs: number;
  private readonly retries: number;
  private readonly fetchImpl: typeof fetch;

  constructor(options: ClientOptions) {
    this.apiKey = options.apiKey;
    this.baseUrl = (options.baseUrl ?? DEFAULT_BASE_URL).replace(/\/$/, '');
    this.timeoutMs = options.timeoutMs ?? 10_000;
    this.retries = options.retries ?? 2;
    this.fetchImpl = options.fetch ?? globalThis.fetch;
  }

  listOrders(params: ListOrdersParams = {}): Promise<Page<Order>> {
    return this.request('GET', `/api/v1/orders${toQuery({ ...params })}`);
  }

  getOrder(orderId: string): Promise<Order> {
    return this.request('GET', `/api/v1/orders/${encodeURIComponent(orderId)}`);
  }

  createOrder(input: CreateOrderInput): Promise<Order> {
    return this.request('POST', '/api/v1/orders', input);
  }

  updateOrder(orderId: string, changes: OrderChanges): Promise<Order> {
    return this.request('PATCH', `/api/v1/orders/${encodeURIComponent(orderId)}`, changes);
  }

  cancelOrder(orderId: string, reason?: string): Promise<Order> {
    return this.request('POST', `/api/v1/orders/${encodeURIComponent(orderId)}/cancel`, { reason });
  }

  private async request<T>(method: string, path: string, body?: unknown): Promise<T> {
    const attempts = method === 'GET' ? this.retries + 1 : 1;
    let lastError: unknown;
    for (let attempt = 0; attempt < attempts; attempt += 1) {
      try {
        const response = await this.fetchImpl(`${this.baseUrl}${path}`, {
          method,
          headers: { authorization: `Bearer ${this.apiKey}`, 'content-type': 'application/json' },
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: AbortSignal.timeout(this.timeoutMs),
        });
        if (response.ok) {
          const type = response.headers.get('content-type') ?? '';
          return (type.includes('json') ? await response.json() : await response.text()) as T;
        }
        const problem = (await response.json().catch(() => ({}))) as { error?: string; message?: string };
        lastError = new AcmeApiError(response.status, problem.error ?? 'unknown', problem.message ?? response.statusText);
        if (response.status < 500) break;
      } catch (error) {
        lastError = error;
      }
    }
    throw lastError;
  }
}

export function createClient(apiKey: string, options: Omit<ClientOptions, 'apiKey'> = {}): AcmeOrdersClient {
  return new AcmeOrdersClient({ ...options, apiKey });
}
