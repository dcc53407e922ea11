import type { Request } from 'express';
import type { AppConfig } from './config.js';
import type { OrderStore } from './services/order-store.js';
import type { PaymentsClient } from './services/payments.js';

export interface AppDependencies {
  config: AppConfig;
  store: OrderStore;
  payments: PaymentsClient;
}

/** Handlers reach the service's dependencies through app.locals, set once by buildApp. */
export function dependencies(req: Request): AppDependencies {
  return req.app.locals.deps as AppDependencies;
}
