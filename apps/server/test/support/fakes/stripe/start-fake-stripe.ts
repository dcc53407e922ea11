import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { list, parseStripeForm, record, text } from './parse-stripe-form.js';
import { signStripePayload } from './sign-stripe-payload.js';
import {
  type FakeCheckoutSession,
  type FakeInvoice,
  type FakePrice,
  type FakeSubscription,
  invoiceObject,
  subscriptionObject,
} from './stripe-objects.js';

/**
 * A local Stripe for tests: the API calls Driftwatch makes (customers, Checkout sessions, billing
 * portal sessions, subscriptions, invoices) with Stripe's object and error shapes, a checkout page
 * that completes the session, and webhooks signed with Stripe's scheme sent to the configured
 * endpoint. The real `stripe` SDK talks to it through STRIPE_API_URL.
 */
export interface FakeStripe {
  url: string;
  secretKey: string;
  webhookSecret: string;
  prices: Record<'teamMonthly' | 'teamAnnual' | 'proMonthly' | 'proAnnual', string>;
  /** Where events are delivered (the server's /webhooks/stripe); set once the server is listening. */
  setWebhookUrl(url: string): void;
  subscriptions: Map<string, FakeSubscription>;
  customers: Map<string, { id: string; email: string; name: string; metadata: Record<string, string> }>;
  /** Every event sent, in order, with the answer status of the endpoint. */
  deliveries: Array<{ type: string; status: number; body: string }>;
  /** Completes a checkout session as the page's Pay button does; returns the success URL. */
  completeCheckout(sessionId: string): Promise<string>;
  /** A renewal charge that fails: an open invoice and invoice.payment_failed. */
  failPayment(subscriptionId: string): Promise<void>;
  /** Pays the latest open invoice: invoice.paid and the subscription active again. */
  payOpenInvoice(subscriptionId: string): Promise<void>;
  /** The period ended on a subscription set to cancel: customer.subscription.deleted. */
  endSubscription(subscriptionId: string): Promise<void>;
  close(): Promise<void>;
}

const day = 24 * 60 * 60;

function newId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString('hex')}`;
}

class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
    readonly extra: { code?: string; param?: string } = {},
  ) {
    super(message);
  }
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json', 'request-id': newId('req') });
  response.end(JSON.stringify(body));
}

function metadataOf(value: ReturnType<typeof record>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

export interface FakeStripeOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
  secretKey?: string;
  webhookSecret?: string;
}

export async function startFakeStripe(options: FakeStripeOptions = {}): Promise<FakeStripe> {
  const secretKey = options.secretKey ?? `sk_test_${randomBytes(12).toString('hex')}`;
  const webhookSecret = options.webhookSecret ?? `whsec_${randomBytes(16).toString('hex')}`;
  const priceList: FakePrice[] = [
    { id: 'price_team_monthly', unitAmount: 1900, interval: 'month' },
    { id: 'price_team_annual', unitAmount: 19000, interval: 'year' },
    { id: 'price_pro_monthly', unitAmount: 3900, interval: 'month' },
    { id: 'price_pro_annual', unitAmount: 39000, interval: 'year' },
  ];
  const prices = new Map(priceList.map((price) => [price.id, price]));
  const customers: FakeStripe['customers'] = new Map();
  const idempotent = new Map<string, unknown>();
  const sessions = new Map<string, FakeCheckoutSession>();
  const subscriptions = new Map<string, FakeSubscription>();
  const invoices: FakeInvoice[] = [];
  const deliveries: FakeStripe['deliveries'] = [];
  /** Portal session id to the return URL its page links back to. */
  const portals = new Map<string, string>();
  let webhookUrl: string | undefined;
  let baseUrl = '';

  async function sendEvent(type: string, object: unknown): Promise<void> {
    if (!webhookUrl) return;
    const payload = JSON.stringify({
      id: newId('evt'),
      object: 'event',
      api_version: '2025-10-29.clover',
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
      data: { object },
    });
    const answer = await fetch(webhookUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': signStripePayload(payload, webhookSecret),
      },
      body: payload,
    });
    deliveries.push({ type, status: answer.status, body: payload });
  }

  function findSubscription(id: string): FakeSubscription {
    const subscription = subscriptions.get(id);
    if (!subscription) {
      throw new StripeApiError(404, 'invalid_request_error', `No such subscription: '${id}'`, {
        code: 'resource_missing',
        param: 'id',
      });
    }
    return subscription;
  }

  function findPrice(id: string | undefined, param: string): FakePrice {
    const price = id ? prices.get(id) : undefined;
    if (!price) {
      throw new StripeApiError(400, 'invalid_request_error', `No such price: '${id ?? ''}'`, {
        code: 'resource_missing',
        param,
      });
    }
    return price;
  }

  function invoiceFor(
    subscription: FakeSubscription,
    status: FakeInvoice['status'],
    amount: number,
  ): FakeInvoice {
    const invoice: FakeInvoice = {
      id: newId('in'),
      customer: subscription.customer,
      subscription: subscription.id,
      number: `DW-${String(invoices.length + 1).padStart(4, '0')}`,
      status,
      amount,
      created: Math.floor(Date.now() / 1000) + invoices.length,
    };
    invoices.push(invoice);
    return invoice;
  }

  function invoiceJson(invoice: FakeInvoice) {
    return invoiceObject(invoice, subscriptions.get(invoice.subscription)?.metadata ?? {}, baseUrl);
  }

  async function completeCheckout(sessionId: string): Promise<string> {
    const session = sessions.get(sessionId);
    if (!session) throw new Error(`No checkout session ${sessionId}`);
    if (session.status === 'complete') return session.successUrl;
    const now = Math.floor(Date.now() / 1000);
    const periodEnd = session.trialEnd ?? now + (session.price.interval === 'year' ? 365 : 30) * day;
    const subscription: FakeSubscription = {
      id: newId('sub'),
      customer: session.customer,
      status: session.trialEnd ? 'trialing' : 'active',
      itemId: newId('si'),
      price: session.price,
      quantity: session.quantity,
      periodStart: now,
      periodEnd,
      trialEnd: session.trialEnd,
      cancelAtPeriodEnd: false,
      metadata: session.subscriptionMetadata,
      created: now,
    };
    subscriptions.set(subscription.id, subscription);
    session.subscription = subscription.id;
    session.status = 'complete';
    // A trial's first invoice is for nothing; otherwise the first period is charged now.
    const invoice = invoiceFor(
      subscription,
      'paid',
      session.trialEnd ? 0 : session.price.unitAmount * session.quantity,
    );
    await sendEvent('customer.subscription.created', subscriptionObject(subscription));
    await sendEvent('checkout.session.completed', {
      id: session.id,
      object: 'checkout.session',
      mode: 'subscription',
      status: 'complete',
      payment_status: session.trialEnd ? 'no_payment_required' : 'paid',
      customer: session.customer,
      subscription: subscription.id,
      client_reference_id: session.clientReferenceId,
      metadata: session.metadata,
    });
    await sendEvent('invoice.paid', invoiceJson(invoice));
    return session.successUrl;
  }

  async function handleApi(
    method: string,
    path: string,
    form: ReturnType<typeof parseStripeForm>,
    query: URLSearchParams,
    idempotencyKey: string | undefined,
  ): Promise<unknown> {
    if (method === 'POST' && path === '/v1/customers') {
      if (idempotencyKey && idempotent.has(idempotencyKey)) return idempotent.get(idempotencyKey);
      const customer = {
        id: newId('cus'),
        email: text(form.email) ?? '',
        name: text(form.name) ?? '',
        metadata: metadataOf(record(form.metadata)),
      };
      customers.set(customer.id, customer);
      const body = {
        ...customer,
        object: 'customer',
        livemode: false,
        created: Math.floor(Date.now() / 1000),
      };
      if (idempotencyKey) idempotent.set(idempotencyKey, body);
      return body;
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const customer = text(form.customer);
      if (!customer || !customers.has(customer)) {
        throw new StripeApiError(400, 'invalid_request_error', `No such customer: '${customer ?? ''}'`, {
          code: 'resource_missing',
          param: 'customer',
        });
      }
      if (text(form.mode) !== 'subscription') {
        throw new StripeApiError(400, 'invalid_request_error', 'This fake only supports mode=subscription.', {
          param: 'mode',
        });
      }
      const item = record(list(form.line_items)[0]);
      const quantity = Number(text(item.quantity) ?? '1');
      if (!Number.isInteger(quantity) || quantity < 1) {
        throw new StripeApiError(
          400,
          'invalid_request_error',
          'Invalid integer: quantity must be at least 1',
          {
            param: 'line_items[0][quantity]',
          },
        );
      }
      const subscriptionData = record(form.subscription_data);
      const trialEnd = text(subscriptionData.trial_end);
      if (trialEnd && Number(trialEnd) < Date.now() / 1000 + 2 * day) {
        throw new StripeApiError(
          400,
          'invalid_request_error',
          'The `trial_end` date has to be at least 2 days in the future.',
          {
            param: 'subscription_data[trial_end]',
          },
        );
      }
      const session: FakeCheckoutSession = {
        id: newId('cs_test'),
        customer,
        price: findPrice(text(item.price), 'line_items[0][price]'),
        quantity,
        trialEnd: trialEnd ? Number(trialEnd) : null,
        metadata: metadataOf(record(form.metadata)),
        subscriptionMetadata: metadataOf(record(subscriptionData.metadata)),
        clientReferenceId: text(form.client_reference_id) ?? null,
        successUrl: text(form.success_url) ?? '',
        cancelUrl: text(form.cancel_url) ?? '',
        subscription: null,
        status: 'open',
      };
      sessions.set(session.id, session);
      return {
        id: session.id,
        object: 'checkout.session',
        mode: 'subscription',
        status: 'open',
        customer,
        client_reference_id: session.clientReferenceId,
        metadata: session.metadata,
        subscription: null,
        success_url: session.successUrl,
        cancel_url: session.cancelUrl,
        url: `${baseUrl}/c/pay/${session.id}`,
      };
    }
    if (method === 'POST' && path === '/v1/billing_portal/sessions') {
      const customer = text(form.customer);
      if (!customer || !customers.has(customer)) {
        throw new StripeApiError(400, 'invalid_request_error', `No such customer: '${customer ?? ''}'`, {
          code: 'resource_missing',
          param: 'customer',
        });
      }
      const id = newId('bps');
      const returnUrl = text(form.return_url) ?? '';
      portals.set(id, returnUrl);
      return {
        id,
        object: 'billing_portal.session',
        customer,
        return_url: returnUrl,
        url: `${baseUrl}/p/session/${id}`,
      };
    }
    const subscriptionPath = /^\/v1\/subscriptions\/([\w-]+)$/.exec(path);
    if (subscriptionPath?.[1]) {
      const subscription = findSubscription(subscriptionPath[1]);
      if (method === 'GET') return subscriptionObject(subscription);
      if (method === 'POST') {
        const item = record(list(form.items)[0]);
        if (text(item.price)) subscription.price = findPrice(text(item.price), 'items[0][price]');
        if (text(item.quantity)) subscription.quantity = Number(text(item.quantity));
        if (text(form.cancel_at_period_end))
          subscription.cancelAtPeriodEnd = text(form.cancel_at_period_end) === 'true';
        if (form.metadata) subscription.metadata = metadataOf(record(form.metadata));
        const json = subscriptionObject(subscription);
        await sendEvent('customer.subscription.updated', json);
        return json;
      }
    }
    if (method === 'GET' && path === '/v1/invoices') {
      const customer = query.get('customer');
      const limit = Number(query.get('limit') ?? '10');
      const data = invoices
        .filter((invoice) => !customer || invoice.customer === customer)
        .sort((a, b) => b.created - a.created)
        .slice(0, limit)
        .map(invoiceJson);
      return { object: 'list', data, has_more: false, url: '/v1/invoices' };
    }
    throw new StripeApiError(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${path}).`);
  }

  function page(title: string, body: string): string {
    return `<!doctype html><html><head><title>${title}</title></head><body><h1>${title}</h1>${body}</body></html>`;
  }

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', baseUrl);
    try {
      const checkout = /^\/c\/pay\/([\w-]+)(\/complete)?$/.exec(url.pathname);
      if (checkout?.[1]) {
        const session = sessions.get(checkout[1]);
        if (!session)
          return sendJson(response, 404, {
            error: { type: 'invalid_request_error', message: 'No such session' },
          });
        if (request.method === 'POST' && checkout[2]) {
          const successUrl = await completeCheckout(session.id);
          response.writeHead(303, { location: successUrl });
          return response.end();
        }
        response.writeHead(200, { 'content-type': 'text/html' });
        return response.end(
          page(
            'Fake Stripe Checkout',
            `<p>${session.quantity} × ${session.price.id}</p><form method="post" action="/c/pay/${session.id}/complete"><button type="submit">Subscribe</button></form><a href="${session.cancelUrl}">Back</a>`,
          ),
        );
      }
      const portal = /^\/p\/session\/([\w-]+)$/.exec(url.pathname);
      if (portal?.[1]) {
        response.writeHead(200, { 'content-type': 'text/html' });
        return response.end(
          page(
            'Fake Stripe customer portal',
            `<a href="${portals.get(portal[1]) ?? '/'}">Return to Driftwatch</a>`,
          ),
        );
      }
      if (request.headers.authorization !== `Bearer ${secretKey}`) {
        return sendJson(response, 401, {
          error: {
            type: 'invalid_request_error',
            message:
              'Invalid API Key provided. You did not provide a valid API key in the Authorization header.',
          },
        });
      }
      const form = parseStripeForm(await readBody(request));
      const key = request.headers['idempotency-key'];
      const body = await handleApi(
        request.method ?? 'GET',
        url.pathname,
        form,
        url.searchParams,
        typeof key === 'string' ? key : undefined,
      );
      sendJson(response, 200, body);
    } catch (error) {
      if (error instanceof StripeApiError) {
        return sendJson(response, error.status, {
          error: { type: error.type, message: error.message, ...error.extra },
        });
      }
      sendJson(response, 500, { error: { type: 'api_error', message: String(error) } });
    }
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('The fake Stripe has no TCP address');
  baseUrl = `http://127.0.0.1:${address.port}`;

  return {
    url: baseUrl,
    secretKey,
    webhookSecret,
    prices: {
      teamMonthly: 'price_team_monthly',
      teamAnnual: 'price_team_annual',
      proMonthly: 'price_pro_monthly',
      proAnnual: 'price_pro_annual',
    },
    setWebhookUrl(url) {
      webhookUrl = url;
    },
    subscriptions,
    customers,
    deliveries,
    completeCheckout,
    async failPayment(subscriptionId) {
      const subscription = findSubscription(subscriptionId);
      subscription.status = 'past_due';
      const invoice = invoiceFor(subscription, 'open', subscription.price.unitAmount * subscription.quantity);
      await sendEvent('invoice.payment_failed', invoiceJson(invoice));
      await sendEvent('customer.subscription.updated', subscriptionObject(subscription));
    },
    async payOpenInvoice(subscriptionId) {
      const subscription = findSubscription(subscriptionId);
      const invoice = invoices.find(
        (candidate) => candidate.subscription === subscriptionId && candidate.status === 'open',
      );
      if (!invoice) throw new Error('No open invoice');
      invoice.status = 'paid';
      subscription.status = 'active';
      await sendEvent('invoice.paid', invoiceJson(invoice));
      await sendEvent('customer.subscription.updated', subscriptionObject(subscription));
    },
    async endSubscription(subscriptionId) {
      const subscription = findSubscription(subscriptionId);
      subscription.status = 'canceled';
      await sendEvent('customer.subscription.deleted', subscriptionObject(subscription));
    },
    close: () =>
      new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

/** The environment that points a Driftwatch server at this fake. */
export function fakeStripeEnvironment(fake: FakeStripe): Record<string, string> {
  return {
    STRIPE_SECRET_KEY: fake.secretKey,
    STRIPE_WEBHOOK_SECRET: fake.webhookSecret,
    STRIPE_API_URL: fake.url,
    STRIPE_PRICE_TEAM_MONTHLY: fake.prices.teamMonthly,
    STRIPE_PRICE_TEAM_ANNUAL: fake.prices.teamAnnual,
    STRIPE_PRICE_PRO_MONTHLY: fake.prices.proMonthly,
    STRIPE_PRICE_PRO_ANNUAL: fake.prices.proAnnual,
  };
}
