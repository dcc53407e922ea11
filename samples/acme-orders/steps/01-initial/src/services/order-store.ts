import { randomUUID } from 'node:crypto';
import type { LineItem, OrderTotals } from './pricing.js';

export type OrderStatus = 'pending' | 'paid' | 'shipped' | 'cancelled';

export interface Order {
  id: string;
  customerId: string;
  status: OrderStatus;
  items: LineItem[];
  currency: string;
  totals: OrderTotals;
  shippingAddress?: string;
  notes?: string;
  cancelReason?: string;
  createdAt: string;
  updatedAt: string;
}

export interface Customer {
  id: string;
  name: string;
  email: string;
  createdAt: string;
}

export interface OrderQuery {
  status?: OrderStatus;
  customerId?: string;
  limit: number;
  cursor?: string;
}

export interface OrderStore {
  listOrders(query: OrderQuery): { orders: Order[]; nextCursor: string | null };
  getOrder(id: string): Order | undefined;
  createOrder(input: Pick<Order, 'customerId' | 'items' | 'currency' | 'totals' | 'notes'>): Order;
  updateOrder(id: string, changes: Pick<Order, 'shippingAddress' | 'notes'>): Order | undefined;
  setStatus(id: string, status: OrderStatus, reason?: string): Order | undefined;
  listCustomers(): Customer[];
  getCustomer(id: string): Customer | undefined;
  createCustomer(input: Pick<Customer, 'name' | 'email'>): Customer;
  countByStatus(): Record<OrderStatus, number>;
}

/** Keeps everything in memory; the production deployment swaps in the Postgres store. */
export function createOrderStore(): OrderStore {
  const orders = new Map<string, Order>();
  const customers = new Map<string, Customer>();
  const now = () => new Date().toISOString();

  return {
    listOrders({ status, customerId, limit, cursor }) {
      const all = [...orders.values()]
        .filter((order) => !status || order.status === status)
        .filter((order) => !customerId || order.customerId === customerId)
        .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
      const start = cursor ? all.findIndex((order) => order.id === cursor) + 1 : 0;
      const page = all.slice(start, start + limit);
      const last = page[page.length - 1];
      return { orders: page, nextCursor: last && start + limit < all.length ? last.id : null };
    },
    getOrder: (id) => orders.get(id),
    createOrder(input) {
      const order: Order = { ...input, id: `ord_${randomUUID()}`, status: 'pending', createdAt: now(), updatedAt: now() };
      orders.set(order.id, order);
      return order;
    },
    updateOrder(id, changes) {
      const order = orders.get(id);
      if (!order) return undefined;
      const updated = { ...order, ...changes, updatedAt: now() };
      orders.set(id, updated);
      return updated;
    },
    setStatus(id, status, reason) {
      const order = orders.get(id);
      if (!order) return undefined;
      const updated = { ...order, status, cancelReason: reason ?? order.cancelReason, updatedAt: now() };
      orders.set(id, updated);
      return updated;
    },
    listCustomers: () => [...customers.values()],
    getCustomer: (id) => customers.get(id),
    createCustomer(input) {
      const customer: Customer = { ...input, id: `cus_${randomUUID()}`, createdAt: now() };
      customers.set(customer.id, customer);
      return customer;
    },
    countByStatus() {
      const counts: Record<OrderStatus, number> = { pending: 0, paid: 0, shipped: 0, cancelled: 0 };
      for (const order of orders.values()) counts[order.status] += 1;
      return counts;
    },
  };
}
