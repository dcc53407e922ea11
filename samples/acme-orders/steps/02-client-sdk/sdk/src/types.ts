export type OrderStatus = 'pending' | 'paid' | 'shipped' | 'cancelled';

export interface LineItem {
  sku: string;
  quantity: number;
  unitPrice: number;
}

export interface Order {
  id: string;
  customerId: string;
  status: OrderStatus;
  items: LineItem[];
  currency: string;
  totals: { subtotal: number; discount: number; tax: number; total: number };
  shippingAddress?: string;
  notes?: string;
  createdAt: string;
  updatedAt: string;
}

export interface Page<T> {
  data: T[];
  nextCursor: string | null;
}

export interface ListOrdersParams {
  status?: OrderStatus;
  customerId?: string;
  limit?: number;
  cursor?: string;
}

export interface CreateOrderInput {
  customerId: string;
  items: LineItem[];
  currency?: string;
  discountCode?: string;
  notes?: string;
}

export interface OrderChanges {
  shippingAddress?: string;
  notes?: string;
}
