import { expect } from '@playwright/test';
import { test } from './fixtures.ts';
import { confirmDialog, signedInMember, skuInStock, staffPage, takePickupOrder } from './helpers.ts';
import { startFakeStripe, type FakeStripe } from '../../apps/api/test/fake-stripe.ts';

/*
 * Issue 29 as people would: a member pays by card through Stripe's flow (a local server answering as
 * Stripe's API and hosted Checkout page do; its webhooks signed with the SDK's test helper), the webhook
 * marks the order paid, the merchant refunds one line, Stripe's refund event marks it refunded, the member
 * sees both, and the day's reconciliation lists both with matching totals.
 */

const port = Number(process.env.E2E_PORT ?? 8181);
let stripe: FakeStripe;
test.beforeAll(async () => {
  stripe = await startFakeStripe({
    webhookSecret: 'whsec_e2e_journeys',
    port: Number(process.env.E2E_STRIPE_PORT ?? port + 8),
    webhookUrl: `http://127.0.0.1:${port}/payments/stripe/webhook`,
  });
  // Stripe settles a card refund a moment after it is made, and says so by webhook.
  stripe.autoSettleRefundsMs = 300;
});
test.afterAll(async () => stripe?.close());

test('pay by card through Stripe, refund one line, see both; the day reconciles', async ({ page, request, browser }) => {
  const token = await signedInMember(page, request);
  const a = await skuInStock(request, 'Rings', 3);
  const b = await skuInStock(request, 'Necklaces', 3);
  const skuList = [
    { skuId: a.id, num: 1 },
    { skuId: b.id, num: 1 },
  ];
  const { order } = await takePickupOrder<{ orderNo: string; totalPayPrice: number }>(request, token, skuList, 'e2e-stripe');
  const orderNo = order.orderNo;

  // The member chooses Stripe and is sent to its Checkout page, which shows the order's total.
  await page.goto(`/orderPayment?orderNo=${orderNo}`);
  await page.getByLabel('Card, Apple Pay / Google Pay, Alipay, WeChat Pay (Stripe)').check();
  await page.getByRole('button', { name: /Continue to payment/ }).click();
  await expect(page).toHaveURL(new RegExp(`^${stripe.url}/pay/cs_test_`));
  await expect(page.getByTestId('stripe-amount')).toHaveText(`HK$${(order.totalPayPrice / 100).toFixed(2)}`);
  await page.getByRole('button', { name: /^Pay HK\$/ }).click();
  // Back at the shop: the webhook (not the return) made the order paid.
  await expect(page).toHaveURL(/\/orderSuccess\?orderNo=/);
  await expect(page.getByTestId('order-status')).toHaveText('Paid');
  const session = stripe.requests.find((r) => r.path === '/v1/checkout/sessions');
  expect(session?.idempotencyKey).toMatch(/^checkout-[0-9a-f]{24}$/);

  // The merchant refunds one line; the provider's refund is pending until its event arrives.
  const admin = await staffPage(browser, 'merchant.admin', 'Merchant2026a');
  await admin.goto(`/backOffice/orders/${orderNo}`);
  await expect(admin.getByTestId('bo-order-status')).toHaveText('Paid');
  const panel = admin.getByTestId('bo-refund-lines');
  await panel.getByTestId('bo-refund-num').first().fill('1');
  await panel.getByTestId('bo-refund-lines-go').click();
  await confirmDialog(admin);
  await expect(panel.getByTestId('bo-refund-record')).toHaveCount(1);
  const refundCall = stripe.requests.find((r) => r.path === '/v1/refunds');
  expect(refundCall?.idempotencyKey).toMatch(/^rf_[0-9a-f]{24}$/);
  // Stripe's refund.updated (succeeded) marks it refunded; the screen asks again while it is pending.
  await expect(admin.getByTestId('bo-refund-record')).toHaveAttribute('data-state', 'succeeded');
  await expect(admin.getByTestId('bo-refund-record')).toContainText('Refunded to the customer');

  // The member sees the order paid and the refund back on the card.
  await page.goto('/account/orders');
  const card = page.locator(`[data-order-no="${orderNo}"]`);
  await expect(card.getByTestId('order-status')).toHaveText('Paid');
  await card.getByRole('button', { name: 'View' }).click();
  // Named like the back office names it (issue 37, decision 352): the payment the money went back to.
  await expect(card.getByTestId('order-refund-state')).toHaveText('Refunded to: card (Stripe)');

  // The day's reconciliation: both rows matched against Stripe's balance transactions; the totals agree.
  await admin.goto('/backOffice/reconciliation');
  const rows = admin.getByTestId('bo-reconciliation-row').filter({ hasText: orderNo });
  await expect(rows).toHaveCount(2);
  // By the row's kind: a refund's row names its way back ("Online payment (…)"), so words would match both.
  await expect(rows.and(admin.locator('[data-kind="payment"]'))).toHaveAttribute('data-match', 'matched');
  await expect(rows.and(admin.locator('[data-kind="refund"]'))).toHaveAttribute('data-match', 'matched');
  const total = admin.locator('[data-testid="bo-reconciliation-total"][data-method="stripe_card"]');
  const net = await total.getByTestId('bo-reconciliation-net').textContent();
  await expect(total.getByTestId('bo-reconciliation-provider-net')).toHaveText(net!);
  await expect(admin.getByTestId('bo-reconciliation-summary')).toHaveText('Everything matches');
  await admin.close();
});
