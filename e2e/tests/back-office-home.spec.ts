import { expect } from '@playwright/test';
import { test } from './fixtures.ts';
import { apiCall as call, englishWindow, paidPickupOrder, signedInMember, skuInStock, staffLogin, staffPage } from './helpers.ts';

/*
 * The merchant's home, orders found in seconds and the customers desk (issue 28): the merchant sees
 * today's sales rise after a member's paid order, follows "pick-ups waiting" to the order, finds another
 * order by the member's phone and prints its slip; the CRM admin finds the member by phone and adjusts
 * points with a reason, which the member then reads in their own points history.
 */
test("the merchant's home, order search, pick-up slip, and a points adjustment the member sees", async ({ page, request, browser }) => {
  const token = await signedInMember(page, request);
  const sku = await skuInStock(request, 'Bracelets', 3);

  const admin = await staffPage(browser, 'merchant.admin', 'Merchant2026a');
  await admin.goto('/backOffice');
  await expect(admin).toHaveURL(/\/backOffice\/home$/);
  const todayOrders = admin.getByTestId('bo-home-today-orders');
  await expect(todayOrders).toHaveText(/^\d+$/);
  const ordersBefore = Number(await todayOrders.textContent());
  const salesBefore = await admin.getByTestId('bo-home-today-sales').textContent();
  // The charts come lazily with the home; their figures are also a table.
  await expect(admin.getByTestId('bo-home-sales-chart')).toBeVisible();

  const first = await paidPickupOrder(page, request, token, [{ skuId: sku.id, num: 1 }], 'e2e-home-1');
  await admin.reload();
  await expect(todayOrders).toHaveText(String(ordersBefore + 1));
  await expect(admin.getByTestId('bo-home-today-sales')).not.toHaveText(salesBefore ?? '');

  // Ready at Causeway Bay: it waits there, and the home's tile leads to it.
  const adminToken = (await call<{ accessToken: string }>(request, 'app/page/user/pageStaffLogin', { username: 'merchant.admin', password: 'Merchant2026a' }))
    .accessToken;
  await call(request, 'app/backOffice/orders/prepare', { orderNo: first.orderNo }, adminToken);
  await admin.reload();
  await admin.getByTestId('bo-home-pickups-CWB').click();
  await expect(admin).toHaveURL(/\/backOffice\/orderSearch\?status=ready_for_pickup&shop=CWB/);
  await admin
    .getByTestId('bo-order-search-list')
    .getByRole('link', { name: new RegExp(first.orderNo) })
    .click();
  await expect(admin.getByTestId('bo-order-no')).toHaveText(first.orderNo);

  // Another order of the member, found by their phone number; its pick-up slip printed.
  const second = await paidPickupOrder(page, request, token, [{ skuId: sku.id, num: 1 }], 'e2e-home-2');
  await admin.getByTestId('bo-nav-order-search').click();
  await admin.getByTestId('bo-order-search').fill('9123 4567');
  await admin
    .getByTestId('bo-order-search-list')
    .getByRole('link', { name: new RegExp(second.orderNo) })
    .click();
  await expect(admin.getByTestId('bo-order-no')).toHaveText(second.orderNo);
  await admin.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => void ((window as unknown as { printed: number }).printed += 1);
  });
  await admin.getByTestId('bo-order-print-slip').click();
  const slip = admin.getByTestId('bo-print-slip');
  await expect(slip).toContainText('Pick-up slip');
  await expect(admin.getByTestId('bo-print-order-no')).toHaveText(second.orderNo);
  await admin.getByTestId('bo-print').getByRole('button', { name: '繁體' }).click();
  await expect(slip).toContainText('取貨單');
  await admin.getByTestId('bo-print-button').click();
  expect(await admin.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);

  // The CRM admin: from the staff bar to the customers desk, the member found by phone, points adjusted.
  const crm = await staffPage(browser, 'crm.admin', 'Crm2026admin');
  await crm.getByTestId('staff-customers-link').click();
  await expect(crm).toHaveURL(/\/backOffice\/customers$/);
  await crm.getByTestId('bo-customers-search').fill('91234567');
  const rows = crm.getByTestId('bo-customers-list').getByRole('link');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('JH10000001');
  await rows.first().click();
  await expect(crm.getByTestId('bo-customer-phone')).toHaveText('+852 91234567');
  const balance = Number((await crm.getByTestId('bo-customer-balance').textContent()) ?? '0');
  const reason = `Goodwill for the wait ${Date.now() % 100_000}`;
  await crm.getByTestId('bo-adjust-delta').fill('25');
  await crm.getByTestId('bo-adjust-reason').fill(reason);
  await crm.getByTestId('bo-adjust-save').click();
  await expect(crm.getByTestId('bo-adjust-note')).toContainText(String(balance + 25));
  await expect(crm.getByTestId('bo-customer-balance')).toHaveText(String(balance + 25));
  await expect(crm.getByTestId('bo-customer-ledger')).toContainText(reason);

  await page.goto('/account/points');
  await expect(page.getByRole('row', { name: new RegExp(reason) })).toContainText('+25');
});

test("a same-day refund leaves today's net sales, gross stays beside it (issue 37)", async ({ page, request, browser }) => {
  const token = await signedInMember(page, request);
  const sku = await skuInStock(request, 'Bracelets', 3);
  const admin = await staffPage(browser, 'merchant.admin', 'Merchant2026a');
  await admin.goto('/backOffice/home');
  const net = admin.getByTestId('bo-home-today-sales');
  const gross = admin.getByTestId('bo-home-today-gross');
  await expect(net).toHaveText(/HK\$/);
  const netBefore = (await net.textContent())!;
  await expect(admin.getByTestId('bo-home-today')).toContainText('Net sales (after refunds)');
  await expect(gross).toContainText('Gross (before refunds)');
  await expect(admin.getByTestId('bo-home-sales-basis')).toContainText('same-day refunds included');

  const paid = await paidPickupOrder(page, request, token, [{ skuId: sku.id, num: 1 }], 'e2e-home-refund');
  await admin.reload();
  await expect(net).not.toHaveText(netBefore);
  const grossPaid = (await gross.textContent())!;
  const adminToken = (await call<{ accessToken: string }>(request, 'app/page/user/pageStaffLogin', { username: 'merchant.admin', password: 'Merchant2026a' }))
    .accessToken;
  await call(request, 'app/backOffice/orders/refund', { orderNo: paid.orderNo, reason: 'e2e same-day refund', goodsReturned: true }, adminToken);
  await admin.reload();
  // Net back where it was; gross still counts the sale, and the refund is named beside it.
  await expect(net).toHaveText(netBefore);
  await expect(gross).not.toHaveText(grossPaid);
  await expect(gross).toContainText(grossPaid.match(/HK\$[\d,.]+/)![0]);
});

test('the home on a phone: the tiles stack and stay readable', async ({ browser }) => {
  const phone = await englishWindow(browser, { viewport: { width: 390, height: 844 } });
  await staffLogin(phone, 'merchant.admin', 'Merchant2026a');
  await expect(phone).not.toHaveURL(/\/staffLogin/);
  await phone.goto('/backOffice/home');
  const tile = phone.getByTestId('bo-home-today');
  await expect(tile).toBeVisible();
  const box = (await tile.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  await phone.context().close();
});
