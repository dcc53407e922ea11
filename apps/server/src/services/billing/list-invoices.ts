import type { InvoicesResponse } from '@driftwatch/contract';
import { findOrganizationPlan } from '@driftwatch/db';
import type { OrganizationScope } from '../../auth/request-scope.js';
import type { ServerContext } from '../../server-context.js';
import { callStripe } from './call-stripe.js';
import { createStripeClient } from './create-stripe-client.js';

/** The organization's latest invoices as Stripe holds them; none without billing or a customer. */
export async function listInvoices(
  context: ServerContext,
  scope: OrganizationScope,
): Promise<InvoicesResponse> {
  const config = context.config.stripe;
  const plan = await findOrganizationPlan(context.db, scope.organizationId);
  const customer = plan?.stripeCustomerId;
  if (!config || !customer) return { invoices: [] };
  const stripe = createStripeClient(config);
  const page = await callStripe(context, 'invoice list', () => stripe.invoices.list({ customer, limit: 24 }));
  return {
    invoices: page.data.map((invoice) => ({
      id: invoice.id ?? '',
      number: invoice.number,
      amount: invoice.status === 'paid' ? invoice.amount_paid : invoice.amount_due,
      currency: invoice.currency,
      date: new Date(invoice.created * 1000).toISOString(),
      status: invoice.status ?? 'draft',
      hosted_invoice_url: invoice.hosted_invoice_url ?? null,
    })),
  };
}
