import { expect, type APIRequestContext } from '@playwright/test';
import { test } from './fixtures.ts';
import { apiCall, appLive, confirmDialog, paidPickupOrder, skuInStock, signedInMember, staffPage, stockOf } from './helpers.ts';

/*
 * Club goods, points for orders and refunds per line in the back office (issue 14, decisions 170–171):
 * a member's paid pick-up order is handed over and earns points; the merchant admin refunds one of its
 * two units with the goods back, then the rest: stock and points come back and the member's account
 * shows the refunded order and the points. The merchant admin creates a club item and the club shows it.
 */

const call = apiCall;

const pointsOf = async (request: APIRequestContext, token: string) =>
  (await call<{ totalBonus: number }>(request, 'app/page/user/getPointsHistory', {}, token)).totalBonus;

test('a completed order earns points; refunding a line and then the rest brings stock and points back in the member’s account', async ({
  page,
  request,
  browser,
}) => {
  const token = await signedInMember(page, request);
  const sku = await skuInStock(request, 'Bracelets', 5, true);
  const stock = await stockOf(request, sku.id);
  const points = await pointsOf(request, token);

  // Two units, pick-up at Causeway Bay, paid on the sandbox provider's page.
  const { orderNo, paid } = await paidPickupOrder(page, request, token, [{ skuId: sku.id, num: 2 }], 'e2e-club');
  expect(await stockOf(request, sku.id)).toBe(stock - 2);

  // Ready and handed over: the order earns one point per whole HK$ paid.
  const adminToken = (await call<{ accessToken: string }>(request, 'app/page/user/pageStaffLogin', { username: 'merchant.admin', password: 'Merchant2026a' }))
    .accessToken;
  await call(request, 'app/backOffice/orders/prepare', { orderNo }, adminToken);
  // Handed over at the Causeway Bay counter on the member's collection code (issue 25).
  const { collectionCode } = await call<{ collectionCode: string }>(request, 'app/page/order/getOrderDetail', { orderNo }, token);
  const counterToken = (await call<{ accessToken: string }>(request, 'app/page/user/pageStaffLogin', { username: 'counter.staff', password: 'Counter2026a' }))
    .accessToken;
  await call(request, 'app/backOffice/counter/handOver', { code: collectionCode }, counterToken);
  const earned = Math.floor(paid / 100);
  await page.goto('/onlineMyAccount');
  await expect(page.getByTestId('points-balance')).toHaveText((points + earned).toLocaleString());

  // One unit back at the shop: refund that line only.
  const admin = await staffPage(browser, 'merchant.admin', 'Merchant2026a');
  await admin.goto(`/backOffice/orders/${orderNo}`);
  await expect(admin.getByTestId('bo-order-status')).toHaveText('Completed');
  const panel = admin.getByTestId('bo-refund-lines');
  await expect(panel.getByTestId('bo-refund-summary')).toContainText(`earned ${earned}, held now ${earned}`);
  await panel.getByTestId('bo-refund-num').fill('1');
  await expect(panel.getByTestId('bo-refund-returned')).toBeChecked();
  await panel.getByTestId('bo-refund-lines-go').click();
  await expect(admin.getByRole('alertdialog')).toContainText('Refund 1 units?');
  await confirmDialog(admin);
  const half = Math.floor(paid / 2);
  const keep = Math.floor((paid - half) / 100);
  await expect(panel.getByTestId('bo-refund-summary')).toContainText(`held now ${keep}`);
  await expect(panel.getByTestId('bo-refund-line')).toContainText('refunded 1/2, goods back 1');
  await expect(admin.getByTestId('bo-order-status')).toHaveText('Completed');
  expect(await stockOf(request, sku.id)).toBe(stock - 1);
  expect(await pointsOf(request, token)).toBe(points + keep);

  // The rest: a full refund; the order is refunded and every point of it taken back.
  await admin.getByTestId('bo-order-refund').click();
  await confirmDialog(admin);
  await expect(admin.getByTestId('bo-order-status')).toHaveText('Refunded');
  await expect(panel.getByTestId('bo-refund-summary')).toContainText('held now 0');
  expect(await stockOf(request, sku.id)).toBe(stock);

  await page.goto('/account/orders');
  await expect(page.locator(`[data-order-no="${orderNo}"]`).getByTestId('order-status')).toHaveText('Refunded');
  await page.goto('/onlineMyAccount');
  await expect(page.getByTestId('points-balance')).toHaveText(points.toLocaleString());
  await admin.context().close();
});

test('the merchant admin creates a club item; the club shows it at once', async ({ page, browser }) => {
  const admin = await staffPage(browser, 'merchant.admin', 'Merchant2026a');
  await admin.getByTestId('bo-nav-club-goods').click();
  await admin.getByTestId('bo-club-goods-new').click();
  const name = `Silk scarf ${Date.now() % 100000}`;
  await admin.getByTestId('bo-club-title-zh_HK').fill(`絲巾 ${name}`);
  await admin.getByTestId('bo-club-title-zh_CN').fill(`丝巾 ${name}`);
  await admin.getByTestId('bo-club-title-en').fill(name);
  await admin.getByTestId('bo-club-category').selectOption({ index: 1 });
  await admin.getByTestId('bo-club-img').fill('/media/club/goods-1-v1.svg');
  await admin.getByTestId('bo-club-sku-code').fill(`SCARF-${Date.now() % 100000}`);
  await admin.getByTestId('bo-club-sku-point').fill('345');
  await admin.getByTestId('bo-club-stock-CWB').fill('4');
  await admin.getByTestId('bo-club-save').click();
  await expect(admin.getByTestId('bo-club-saved')).toBeVisible();
  await expect(admin).toHaveURL(/\/backOffice\/club\/goods\/\d+$/);

  await page.addInitScript(() => localStorage.setItem('lang', 'en'));
  await page.goto('/wv/CLUB_REDEEM');
  await appLive(page);
  const search = page.locator('.points__search input');
  const card = page.getByTestId('points-card').filter({ has: page.getByRole('heading', { name, exact: true }) });
  // The club block is server-rendered: a search typed while its part of the page is still hydrating is
  // dropped, as it would be for a visitor, who would search again.
  await expect(async () => {
    await search.fill(name);
    await search.press('Enter');
    await expect(card).toHaveCount(1, { timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  await expect(card).toContainText('345');

  // Taken out of the club: gone at once.
  await admin.getByTestId('bo-club-status').selectOption('off');
  await admin.getByTestId('bo-club-save').click();
  await expect(admin.getByTestId('bo-club-saved')).toBeVisible();
  await page.reload();
  await appLive(page);
  await expect(async () => {
    await search.fill(name);
    await search.press('Enter');
    await expect(page.getByTestId('points-empty')).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  await admin.context().close();
});

test('the merchant admin creates a promotion for one sku; the preview applies it; ending it stops it', async ({ request, browser }) => {
  const token = (await call<{ accessToken: string }>(request, 'app/page/user/login', { account: '91234567', phoneAreaCode: '852', password: 'Jade2026a' }))
    .accessToken;
  const sku = await skuInStock(request, 'Bracelets', 1, true);
  const skuCode = (await call<{ skuList: Array<{ skuCode: string }> }>(request, 'app/goods/listSkuByIds', { idList: [sku.id] })).skuList[0]!.skuCode;
  const preview = () => call<{ totalDiscountValue: number }>(request, 'app/page/order/preview', { skuList: [{ skuId: sku.id, num: 1 }] }, token);
  const before = (await preview()).totalDiscountValue;

  const admin = await staffPage(browser, 'merchant.admin', 'Merchant2026a');
  await admin.getByTestId('bo-nav-promotions').click();
  await admin.getByTestId('bo-promotion-new').click();
  const code = `E2E${Date.now() % 1000000}`;
  await admin.getByTestId('bo-promotion-code').fill(code);
  await admin.getByTestId('bo-promotion-title-zh_HK').fill('手鏈優惠');
  await admin.getByTestId('bo-promotion-title-zh_CN').fill('手链优惠');
  await admin.getByTestId('bo-promotion-title-en').fill('Bracelet offer');
  await admin.getByTestId('bo-promotion-scope').selectOption('sku');
  await admin.getByTestId('bo-promotion-skuCodes').fill(skuCode);
  await admin.getByTestId('bo-promotion-amountOff').fill('12.5');
  await admin.getByTestId('bo-promotion-priority').fill('999');
  await admin.getByTestId('bo-promotion-save').click();
  await expect(admin.getByTestId('bo-promotion-saved')).toBeVisible();
  expect((await preview()).totalDiscountValue).toBe(before + 1250);

  await admin.getByTestId('bo-nav-promotions').click();
  const row = admin.getByTestId('bo-promotions-list').getByRole('listitem').filter({ hasText: code });
  await expect(row).toContainText('Running');
  await row.getByRole('button', { name: 'End now' }).click();
  await confirmDialog(admin);
  await expect(row).toContainText('Ended');
  expect((await preview()).totalDiscountValue).toBe(before);
  await admin.context().close();
});
