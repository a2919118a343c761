import { startFakeStripe, type FakeStripe } from './fake-stripe.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/**
 * A test app that pays through the local fake Stripe (fake-stripe.ts): the app's settings name the fake,
 * and the fake's webhooks reach the app's real webhook route in-process, signed as Stripe signs them.
 * `name` makes the keys (`sk_test_<name>`, `whsec_test_<name>`); `opts.env` adds to the settings.
 */
export async function appWithFakeStripe(name: string, opts: Parameters<typeof createTestApp>[0] = {}): Promise<{ t: TestApp; fake: FakeStripe }> {
  const webhookSecret = `whsec_test_${name}`;
  const fake = await startFakeStripe({ webhookSecret });
  const t = await createTestApp({
    ...opts,
    env: {
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: `sk_test_${name}`,
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      STRIPE_API_BASE: fake.url,
      ...opts.env,
    },
  });
  fake.transport = async (payload, header) =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/payments/stripe/webhook',
        headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': header },
        payload,
      })
    ).statusCode;
  return { t, fake };
}
