export { AcmeOrdersClient, type ClientOptions, createClient } from './client.js';
export { AcmeApiError } from './errors.js';
export type { CreateOrderInput, LineItem, ListOrdersParams, Order, OrderChanges, OrderStatus, Page } from './types.js';
