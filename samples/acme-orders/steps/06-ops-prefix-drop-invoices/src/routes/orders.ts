import { Router } from 'express';
import { dependencies } from '../context.js';
import { badRequest, conflict, notFound } from '../errors.js';
import type { OrderStatus } from '../services/order-store.js';
import { computeOrderTotal, isKnownDiscountCode } from '../services/pricing.js';

export const ordersRouter = Router();

const ORDER_STATUSES: readonly OrderStatus[] = ['pending', 'paid', 'shipped', 'cancelled'];

function asString(value: unknown): string | undefined {
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

ordersRouter.get('/', (req, res) => {
  const { store } = dependencies(req);
  const status = asString(req.query.status);
  const knownStatus = ORDER_STATUSES.find((candidate) => candidate === status);
  if (status && !knownStatus) {
    throw badRequest('invalid_status', `status must be one of ${ORDER_STATUSES.join(', ')}`);
  }
  const limit = Math.min(Number(req.query.limit ?? 20) || 20, 100);
  const page = store.listOrders({
    status: knownStatus,
    customerId: asString(req.query.customerId),
    limit,
    cursor: asString(req.query.cursor),
  });
  res.json({ data: page.orders, nextCursor: page.nextCursor });
});

ordersRouter.post('/', async (req, res) => {
  const { store, payments, config } = dependencies(req);
  const customerId = asString(req.body.customerId);
  const items = req.body.items;
  if (!customerId || !Array.isArray(items) || items.length === 0) {
    throw badRequest('invalid_order', 'customerId and at least one item are required');
  }
  if (!store.getCustomer(customerId)) {
    throw notFound('customer_not_found', `No customer ${customerId}`);
  }
  const discountCode = asString(req.body.discountCode);
  if (discountCode && !isKnownDiscountCode(discountCode)) {
    throw badRequest('unknown_discount_code', `Discount code ${discountCode} does not exist`);
  }
  const totals = computeOrderTotal(items, { taxRate: config.taxRate, discountCode });
  const order = store.createOrder({
    customerId,
    items,
    currency: asString(req.body.currency) ?? 'usd',
    totals,
    notes: asString(req.body.notes),
  });
  await payments.authorize(order.id, totals.total, order.currency);
  res.status(201).location(`/api/v1/orders/${order.id}`).json(store.setStatus(order.id, 'paid'));
});

ordersRouter.get('/:orderId', (req, res) => {
  const order = dependencies(req).store.getOrder(req.params.orderId);
  if (!order) throw notFound('order_not_found', `No order ${req.params.orderId}`);
  res.json(order);
});

ordersRouter.patch('/:orderId', (req, res) => {
  const { store } = dependencies(req);
  const order = store.updateOrder(req.params.orderId, {
    shippingAddress: asString(req.body.shippingAddress),
    notes: asString(req.body.notes),
  });
  if (!order) throw notFound('order_not_found', `No order ${req.params.orderId}`);
  res.json(order);
});

ordersRouter.post('/:orderId/cancel', async (req, res) => {
  const { store, payments } = dependencies(req);
  const order = store.getOrder(req.params.orderId);
  if (!order) throw notFound('order_not_found', `No order ${req.params.orderId}`);
  if (order.status === 'shipped') throw conflict('already_shipped', 'Shipped orders cannot be cancelled');
  if (order.status === 'paid') await payments.refund(order.id);
  res.json(store.setStatus(order.id, 'cancelled', asString(req.body.reason)));
});
