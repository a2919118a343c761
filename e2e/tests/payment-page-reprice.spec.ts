import { expect, type APIRequestContext } from '@playwright/test';
import { test } from './fixtures.ts';
import { apiCall, signedInMember, skuPricedAtLeast, takePickupOrder } from './helpers.ts';

/*
 * Issue 37's gap (decisions 396, 397) as a member would: an order priced for card with the card offer
 * (CARD500); on the payment page the member switches to pay at the shop, is shown the higher total for
 * paying that way, confirms "Pay HK$X at the shop instead", and the order is re-priced: the success page
 * and the order say the new total and the real hold.
 */

/** A sku of HK$4,000 or more with stock online: the card offer's threshold is met whatever else applies. */
const dearSku = (request: APIRequestContext) => skuPricedAtLeast(request, 400_000);

const cents = (text: string | null) => Math.round(Number(/HK\$([\d,.]+)/.exec(text ?? '')?.[1]?.replace(/,/g, '') ?? 'NaN') * 100);

test('a card-priced order paid at the shop instead: the higher total is shown, confirmed and charged', async ({ page, request }) => {
  const token = await signedInMember(page, request);
  const skuList = [{ skuId: await dearSku(request), num: 1 }];
  const { order, preview: pv } = await takePickupOrder<{ orderNo: string; expiresAt: string }>(request, token, skuList, 'e2e-reprice', 'sandbox_card');
  const atShop = await apiCall(request, 'app/page/order/preview', { skuList, pickupStoreCode: 'CWB', paymentMethod: 'at_shop' }, token);
  const cardTotal = pv.totalPayPrice;
  const shopTotal = atShop.totalPayPrice as number;
  expect(shopTotal).toBeGreaterThan(cardTotal);
  const orderNo = order.orderNo;
  const hk = (iso: string) => new Intl.DateTimeFormat('en-HK', { dateStyle: 'medium', timeZone: 'Asia/Hong_Kong' }).format(new Date(iso));

  // The payment page words the waiting order as the outcome pages do: pay by the real hold.
  await page.goto(`/orderPayment?orderNo=${orderNo}`);
  const words = page.getByTestId('order-wording');
  await expect(words).toHaveAttribute('data-wording', 'await_online_or_shop');
  await expect(words).toContainText(hk(order.expiresAt));

  await page.getByLabel('Pay at the shop on pick-up').check();
  await page.getByRole('button', { name: /Continue to payment/ }).click();
  const repriced = page.getByTestId('order-repriced');
  await expect(repriced).toContainText('includes an offer for another way to pay');
  const confirm = repriced.getByRole('button', { name: /^Pay HK\$[\d,.]+ at the shop instead$/ });
  expect(cents(await confirm.textContent())).toBe(shopTotal);
  // Switching back to card leaves the card price and its own button.
  await page.getByLabel('Credit card (sandbox)').check();
  await expect(repriced).toHaveCount(0);
  await page.getByLabel('Pay at the shop on pick-up').check();
  await page.getByRole('button', { name: /Continue to payment/ }).click();
  await repriced.getByRole('button', { name: /at the shop instead/ }).click();

  await expect(page).toHaveURL(/\/orderSuccess\?orderNo=/);
  await expect(words).toHaveAttribute('data-wording', 'pay_at_shop');
  expect(cents(await words.textContent())).toBe(shopTotal);
  const { order: now } = await apiCall<{ order: { status: string; totalPayPrice: number; pricedPaymentKind: string; expiresAt: string } }>(
    request,
    'app/page/order/getOrderDetail',
    { orderNo },
    token,
  );
  expect(now).toMatchObject({ status: 'reserved', totalPayPrice: shopTotal, pricedPaymentKind: 'counter' });
  await expect(words).toContainText(hk(now.expiresAt));

  // My orders words it the same way: pay the new total at the shop by the hold.
  await page.goto('/account/orders');
  const card = page.locator(`[data-order-no="${orderNo}"]`);
  await expect(card.getByTestId('order-wording')).toHaveAttribute('data-wording', 'pay_at_shop');
  expect(cents(await card.getByTestId('order-wording').textContent())).toBe(shopTotal);
  await expect(card.getByTestId('order-wording')).toContainText(hk(now.expiresAt));
  await apiCall(request, 'app/page/order/cancelOrder', { orderNo }, token);
});
