import { fakeStripeEnvironment, startFakeStripe } from './start-fake-stripe.js';

/**
 * Runs the test fake of Stripe on its own, to try billing end to end without a Stripe account:
 * `npm run fake-stripe`, then start Driftwatch with the variables it prints. Its checkout page
 * completes the payment and sends the signed webhooks to DRIFTWATCH_URL.
 */
const port = Number(process.env.FAKE_STRIPE_PORT ?? '12111');
const driftwatchUrl = (process.env.DRIFTWATCH_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
const stripe = await startFakeStripe({
  port,
  secretKey: 'sk_test_driftwatch_fake',
  webhookSecret: 'whsec_driftwatch_fake',
});
stripe.setWebhookUrl(`${driftwatchUrl}/webhooks/stripe`);
process.stdout.write(
  `Fake Stripe on ${stripe.url}, webhooks to ${driftwatchUrl}/webhooks/stripe\nStart Driftwatch with:\n`,
);
for (const [name, value] of Object.entries(fakeStripeEnvironment(stripe))) {
  process.stdout.write(`  ${name}=${value}\n`);
}
process.on('SIGINT', () => void stripe.close().then(() => process.exit(0)));
