/** Stripe API objects as the fake keeps them, in the shapes Stripe documents (API 2025 and later). */
export interface FakePrice {
  id: string;
  unitAmount: number;
  interval: 'month' | 'year';
}

export interface FakeSubscription {
  id: string;
  customer: string;
  status: 'trialing' | 'active' | 'past_due' | 'canceled';
  itemId: string;
  price: FakePrice;
  quantity: number;
  periodStart: number;
  periodEnd: number;
  trialEnd: number | null;
  cancelAtPeriodEnd: boolean;
  metadata: Record<string, string>;
  created: number;
}

export interface FakeInvoice {
  id: string;
  customer: string;
  subscription: string;
  number: string;
  status: 'paid' | 'open';
  amount: number;
  created: number;
}

export interface FakeCheckoutSession {
  id: string;
  customer: string;
  price: FakePrice;
  quantity: number;
  trialEnd: number | null;
  metadata: Record<string, string>;
  subscriptionMetadata: Record<string, string>;
  clientReferenceId: string | null;
  successUrl: string;
  cancelUrl: string;
  subscription: string | null;
  status: 'open' | 'complete';
}

function priceObject(price: FakePrice) {
  return {
    id: price.id,
    object: 'price',
    active: true,
    currency: 'usd',
    unit_amount: price.unitAmount,
    type: 'recurring',
    recurring: { interval: price.interval, interval_count: 1, usage_type: 'licensed' },
  };
}

export function subscriptionObject(subscription: FakeSubscription) {
  return {
    id: subscription.id,
    object: 'subscription',
    customer: subscription.customer,
    status: subscription.status,
    cancel_at_period_end: subscription.cancelAtPeriodEnd,
    canceled_at: subscription.status === 'canceled' ? subscription.periodEnd : null,
    created: subscription.created,
    start_date: subscription.created,
    trial_start: subscription.trialEnd ? subscription.created : null,
    trial_end: subscription.trialEnd,
    metadata: subscription.metadata,
    livemode: false,
    items: {
      object: 'list',
      has_more: false,
      url: `/v1/subscription_items?subscription=${subscription.id}`,
      data: [
        {
          id: subscription.itemId,
          object: 'subscription_item',
          subscription: subscription.id,
          price: priceObject(subscription.price),
          quantity: subscription.quantity,
          current_period_start: subscription.periodStart,
          current_period_end: subscription.periodEnd,
        },
      ],
    },
  };
}

export function invoiceObject(
  invoice: FakeInvoice,
  subscriptionMetadata: Record<string, string>,
  baseUrl: string,
) {
  return {
    id: invoice.id,
    object: 'invoice',
    customer: invoice.customer,
    number: invoice.number,
    status: invoice.status,
    currency: 'usd',
    amount_due: invoice.amount,
    amount_paid: invoice.status === 'paid' ? invoice.amount : 0,
    created: invoice.created,
    hosted_invoice_url: `${baseUrl}/invoices/${invoice.id}`,
    livemode: false,
    parent: {
      type: 'subscription_details',
      quote_details: null,
      subscription_details: { subscription: invoice.subscription, metadata: subscriptionMetadata },
    },
  };
}
