import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { createOrderStore } from './services/order-store.js';
import { createPaymentsClient } from './services/payments.js';

const config = loadConfig();
const app = buildApp({
  config,
  store: createOrderStore(),
  payments: createPaymentsClient(config.paymentKey),
});

app.listen(config.port, () => {
  console.log(`acme-orders listening on :${config.port} (log level ${config.logLevel})`);
});
