import type { Order } from './order-store.js';

function money(amount: number, currency: string): string {
  return `${(amount / 100).toFixed(2)} ${currency.toUpperCase()}`;
}

/** A plain-text invoice, good enough for support staff to paste into an email. */
export function renderInvoice(order: Order): string {
  const lines = order.items.map(
    (item) => `${item.sku.padEnd(12)} ${String(item.quantity).padStart(3)} x ${money(item.unitPrice, order.currency)}`,
  );
  return [
    `Invoice for order ${order.id}`,
    `Date: ${order.createdAt.slice(0, 10)}`,
    '',
    ...lines,
    '',
    `Subtotal: ${money(order.totals.subtotal, order.currency)}`,
    `Discount: -${money(order.totals.discount, order.currency)}`,
    `Tax:      ${money(order.totals.tax, order.currency)}`,
    `Total:    ${money(order.totals.total, order.currency)}`,
  ].join('\n');
}
