import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { test } from './fixtures.ts';
import { apiCall as call, confirmDialog, handOverFound, paidPickupOrder, skuInStock as skuOf, signedInMember, staffPage, stockOf } from './helpers.ts';

/*
 * Orders in the back office (issue 14): a member orders with pick-up at Causeway Bay and pays with the
 * sandbox card; the merchant admin marks it ready; the counter staff of Causeway Bay hands it over; the
 * member's account shows it completed. Another paid order is refunded: its stock and the points the
 * ledger holds for it come back.
 */

/** Places a pick-up order at Causeway Bay for one unit, and pays it on the sandbox provider's page. */
const orderAndPay = async (page: Page, request: APIRequestContext, token: string, skuId: number) =>
  (await paidPickupOrder(page, request, token, [{ skuId, num: 1 }], `e2e-bo-${skuId}`)).orderNo;

/** Opens an order from the back office's order list, found by its number. */
async function openOrder(admin: Page, orderNo: string) {
  await admin.getByTestId('bo-nav').getByRole('link', { name: 'Orders', exact: true }).click();
  await admin.getByTestId('bo-orders-search').fill(orderNo);
  const list = admin.getByTestId('bo-orders-list');
  await expect(list.getByRole('link')).toHaveCount(1);
  await list.getByRole('link', { name: new RegExp(orderNo) }).click();
  await expect(admin.getByTestId('bo-order-no')).toHaveText(orderNo);
}

test('pick-up order: the merchant admin marks it ready, the counter hands it over, the member sees it completed', async ({ page, request, browser }) => {
  const token = await signedInMember(page, request);
  const sku = await skuOf(request, 'Bracelets', 3);
  const orderNo = await orderAndPay(page, request, token, sku.id);

  const admin = await staffPage(browser, 'merchant.admin', 'Merchant2026a');
  await openOrder(admin, orderNo);
  await expect(admin.getByTestId('bo-order-status')).toHaveText('Paid');
  // A pick-up order offers "ready", not "ship"; hand-over only once it is ready.
  await expect(admin.getByTestId('bo-order-ship')).toHaveCount(0);
  await expect(admin.getByTestId('bo-order-handOver')).toHaveCount(0);
  await admin.getByTestId('bo-order-prepare').click();
  await expect(admin.getByRole('alertdialog')).toContainText(`Mark order ${orderNo} ready for pick-up`);
  await confirmDialog(admin);
  await expect(admin.getByTestId('bo-order-status')).toHaveText('Ready for pick-up');
  await expect(admin.getByTestId('bo-order-history')).toContainText('merchant.admin');

  // The member's account shows the new status.
  await page.goto('/account/orders');
  await expect(page.locator(`[data-order-no="${orderNo}"]`).getByTestId('order-status')).toHaveText('Ready for pick-up');

  // The member's collection code, shown on their order (issue 25).
  await page.locator(`[data-order-no="${orderNo}"]`).getByRole('button', { name: 'View' }).click();
  const code = (await page.getByTestId('order-collection-code').textContent())!.trim();

  // The counter staff of Causeway Bay: from the staff area to the hand-over screen, type the member's code.
  const counter = await staffPage(browser, 'counter.staff', 'Counter2026a');
  await expect(counter).toHaveURL(/\/registerByStaff$/);
  await counter.getByTestId('staff-counter-orders-link').click();
  await expect(counter).toHaveURL(/\/backOffice\/counter$/);
  await counter.getByTestId('bo-counter-code').fill(code);
  await counter.getByTestId('bo-counter-code').press('Enter');
  await expect(counter.getByTestId('bo-counter-found').getByRole('listitem')).toHaveCount(1);
  await handOverFound(counter);

  await page.goto('/account/orders');
  await expect(page.locator(`[data-order-no="${orderNo}"]`).getByTestId('order-status')).toHaveText('Completed');
  await admin.context().close();
  await counter.context().close();
});

test('refunding a paid order brings its stock and its points back; a second refund refunds nothing', async ({ page, request, browser }) => {
  const token = await signedInMember(page, request);
  const sku = await skuOf(request, 'Bracelets', 4);
  const stock = await stockOf(request, sku.id);
  const orderNo = await orderAndPay(page, request, token, sku.id);
  expect(await stockOf(request, sku.id)).toBe(stock - 1);

  // Points the member used against this order at the counter: a ledger row tagged with the order number.
  const fb = (await call<{ accessToken: string }>(request, 'app/page/user/pageStaffLogin', { username: 'fb.admin', password: 'Dining2026a' })).accessToken;
  // The member shows their QR at the restaurant (decision 393): a member number alone deducts nothing.
  const memberQr = (await call<{ qrContent: string }>(request, 'app/page/user/getQRCode', {}, token)).qrContent;
  await call(request, 'app/page/user/bonusAdjust', { memberNo: 'JH10000001', memberQr, points: 40, transactionKey: orderNo }, fb);
  const points = (await call<{ totalBonus: number }>(request, 'app/page/user/getPointsHistory', {}, token)).totalBonus;

  const admin = await staffPage(browser, 'merchant.admin', 'Merchant2026a');
  await openOrder(admin, orderNo);
  await admin.getByTestId('bo-order-refund').click();
  await expect(admin.getByRole('alertdialog')).toContainText(`Refund order ${orderNo} in full?`);
  await confirmDialog(admin);
  await expect(admin.getByTestId('bo-order-status')).toHaveText('Refunded');
  await expect(admin.getByTestId('bo-order-refund')).toHaveCount(0);

  expect(await stockOf(request, sku.id)).toBe(stock);
  expect((await call<{ totalBonus: number }>(request, 'app/page/user/getPointsHistory', {}, token)).totalBonus).toBe(points + 40);

  // Refunding again (a second tab, a retried request) refunds once.
  const adminToken = (await call<{ accessToken: string }>(request, 'app/page/user/pageStaffLogin', { username: 'merchant.admin', password: 'Merchant2026a' }))
    .accessToken;
  const again = await call<{ alreadyRefunded: boolean }>(request, 'app/backOffice/orders/refund', { orderNo }, adminToken);
  expect(again.alreadyRefunded).toBe(true);
  expect(await stockOf(request, sku.id)).toBe(stock);
  expect((await call<{ totalBonus: number }>(request, 'app/page/user/getPointsHistory', {}, token)).totalBonus).toBe(points + 40);

  await page.goto('/account/orders');
  await expect(page.locator(`[data-order-no="${orderNo}"]`).getByTestId('order-status')).toHaveText('Refunded');
  await admin.context().close();
});

test('a refund names the shop the goods went back to: Causeway Bay takes the stock, and the member sees the refund', async ({ page, request, browser }) => {
  const token = await signedInMember(page, request);
  const sku = await skuOf(request, 'Bracelets', 4);
  const shopQty = async (storeCode: string) =>
    (await call<{ storeStockList: { storeCode: string; stockQty: number }[] }>(request, 'app/goods/getSkuStoreStock', { skuId: sku.id })).storeStockList.find(
      (s) => s.storeCode === storeCode,
    )?.stockQty ?? 0;
  const online = await stockOf(request, sku.id);
  const cwb = await shopQty('CWB');
  const orderNo = await orderAndPay(page, request, token, sku.id);
  expect(await stockOf(request, sku.id)).toBe(online - 1);

  // The customer brought the piece back to Causeway Bay: the merchant says so and refunds.
  const admin = await staffPage(browser, 'merchant.admin', 'Merchant2026a');
  await openOrder(admin, orderNo);
  await expect(admin.getByTestId('bo-order-goods-returned')).toBeChecked();
  // The order's own refund (the per-line panel below has a shop choice of its own).
  await admin.getByTestId('bo-refund-return-shop').first().selectOption('CWB');
  await admin.getByTestId('bo-order-refund').click();
  await confirmDialog(admin);
  await expect(admin.getByTestId('bo-order-status')).toHaveText('Refunded');
  expect(await shopQty('CWB')).toBe(cwb + 1);
  expect(await stockOf(request, sku.id)).toBe(online - 1);

  // The member's order lists the refund: amount, lines and where the goods went.
  await page.goto('/account/orders');
  const card = page.locator(`[data-order-no="${orderNo}"]`);
  await expect(card.getByTestId('order-status')).toHaveText('Refunded');
  await card.getByRole('button', { name: 'View' }).click();
  const refund = card.getByTestId('order-refund');
  await expect(refund).toHaveCount(1);
  await expect(refund).toContainText('Causeway Bay');
  await expect(refund).toContainText('HK$');
  await admin.context().close();
});
