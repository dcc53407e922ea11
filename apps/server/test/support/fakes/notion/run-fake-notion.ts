/**
 * Runs the fake Notion on its own, e.g. as a Playwright web server:
 *   FAKE_NOTION_PORT=4597 npm run fake-notion
 * It starts with two pages (an API guide with a drifting claim and a child page). Point the server
 * at it with the printed NOTION_* variables; connecting approves at once.
 */
import { blocks, text } from './notion-objects.js';
import { startFakeNotion } from './start-fake-notion.js';

const fake = await startFakeNotion({ port: Number(process.env.FAKE_NOTION_PORT ?? 4597) });
const child = fake.state.addPage('Orders reference', [
  blocks.paragraph('Call ', text('createOrder(items, coupon)', { code: true }), ' to place an order.'),
]);
fake.state.addPage('API guide', [
  blocks.heading(1, 'Orders'),
  blocks.paragraph('Use ', text('createOrder(items, coupon)', { code: true }), ' to place an order.'),
  blocks.childPage(child.id, child.title),
]);
child.parentPageId = [...fake.state.pages.values()].find((page) => page.title === 'API guide')?.id ?? null;
for (const [name, value] of Object.entries(fake.env)) process.stdout.write(`${name}=${value}\n`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    fake.close().then(() => process.exit(0));
  });
}
