/**
 * Runs the fake Confluence Cloud on its own, e.g. beside `npm start`:
 *   FAKE_CONFLUENCE_PORT=4598 npm run fake-confluence
 * It starts with a space of two pages (an API guide with a drifting claim and a child page) and
 * accepts the API token `fake-api-token` of `owner@fake-confluence.test`. Point the server at it
 * with the printed variables; connecting through OAuth approves at once.
 */
import { storage } from './confluence-objects.js';
import { startFakeConfluence } from './start-fake-confluence.js';

const fake = await startFakeConfluence({ port: Number(process.env.FAKE_CONFLUENCE_PORT ?? 4598) });
fake.state.apiTokens.set('owner@fake-confluence.test', 'fake-api-token');
const space = fake.state.addSpace('ENG', 'Engineering');
const guide = fake.state.addPage(
  space,
  'API guide',
  `${storage.heading(1, 'Orders')}${storage.paragraph('Use <code>createOrder(items, coupon)</code> to place an order.')}`,
);
fake.state.addPage(
  space,
  'Orders reference',
  storage.paragraph('Call <code>createOrder(items, coupon)</code> to place an order.'),
  guide,
);
for (const [name, value] of Object.entries(fake.env)) process.stdout.write(`${name}=${value}\n`);
process.stdout.write(`Site URL for an API token: ${fake.url}\n`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    fake.close().then(() => process.exit(0));
  });
}
