import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { test } from './fixtures.ts';
import { apiCall, confirmDialog, paidPickupOrder, signedInMember, skuInStock, staffPage, takePickupOrder } from './helpers.ts';

/*
 * Issue 37 as people would (decisions 350–352): a paid two-piece pick-up order, one piece refunded with the
 * goods back at Mong Kok; the order prepared; the counter at Causeway Bay, given the member's code, sees
 * only the other piece to hand over (the refunded one struck) and hands over only it. And a pay-at-the-shop
 * order prepared but unpaid: its back-office page offers cancel, never refund.
 */

async function memberCode(page: Page, orderNo: string): Promise<string> {
  await page.goto('/account/orders');
  const card = page.locator(`[data-order-no="${orderNo}"]`);
  await card.getByRole('button', { name: 'View' }).click();
  const code = (await card.getByTestId('order-collection-code').textContent())!.trim();
  expect(code).toMatch(/^\d{6}$/);
  return code;
}

const adminToken = async (request: APIRequestContext) =>
  (await apiCall<{ accessToken: string }>(request, 'app/page/user/pageStaffLogin', { username: 'merchant.admin', password: 'Merchant2026a' })).accessToken;

test('a line refunded, the order prepared: the counter sees and hands over only the other line', async ({ page, request, browser }) => {
  const token = await signedInMember(page, request);
  const [ring, bracelet] = [await skuInStock(request, 'Rings', 3, true), await skuInStock(request, 'Bracelets', 3, true)];
  const { orderNo } = await paidPickupOrder(
    page,
    request,
    token,
    [
      { skuId: ring.id, num: 1 },
      { skuId: bracelet.id, num: 1 },
    ],
    'e2e-ledger',
  );

  // The merchant refunds the ring; the customer brought it back to Mong Kok.
  const admin = await staffPage(browser, 'merchant.admin', 'Merchant2026a');
  await admin.goto(`/backOffice/orders/${orderNo}`);
  const panel = admin.getByTestId('bo-refund-lines');
  await expect(panel.getByTestId('bo-refund-line')).toHaveCount(2);
  await panel.getByTestId('bo-refund-num').first().fill('1');
  await panel.getByTestId('bo-refund-return-shop').selectOption('MKK');
  await panel.getByTestId('bo-refund-lines-go').click();
  await confirmDialog(admin);
  // The back office names the way back as the member is told: the sandbox card it was paid with.
  await expect(panel.getByTestId('bo-refund-way-back')).toHaveText('Refunded to: sandbox card');

  // Prepared for pick-up.
  await admin.getByTestId('bo-order-prepare').click();
  await confirmDialog(admin);
  await expect(admin.getByTestId('bo-order-status')).toHaveText('Ready for pick-up');

  // The member's order names the same way back.
  const code = await memberCode(page, orderNo);
  await expect(page.locator(`[data-order-no="${orderNo}"]`).getByTestId('order-refund-state')).toHaveText('Refunded to: sandbox card');

  // The counter: only the bracelet is to hand over; the ring is listed struck as refunded.
  const counter = await staffPage(browser, 'counter.staff', 'Counter2026a');
  await counter.goto('/backOffice/counter');
  await counter.getByTestId('bo-counter-code').fill(code);
  await counter.getByTestId('bo-counter-find').click();
  const found = counter.getByTestId('bo-counter-found');
  await expect(found).toContainText(orderNo);
  await expect(found.getByTestId('bo-counter-line')).toHaveCount(1);
  await expect(found.getByTestId('bo-counter-refunded-line')).toHaveCount(1);
  await expect(found.getByTestId('bo-counter-refunded-line')).toContainText('refunded — not to hand over');
  await counter.getByTestId('bo-counter-hand-over').click();
  await confirmDialog(counter);
  await expect(found).toHaveCount(0);

  // What was handed over: the bracelet only.
  const refunds = await apiCall<{ lines: { handedOverNum: number; refundedNum: number }[] }>(
    request,
    'app/backOffice/orders/refunds',
    { orderNo },
    await adminToken(request),
  );
  expect(refunds.lines.map((l) => [l.refundedNum, l.handedOverNum])).toEqual([
    [1, 0],
    [0, 1],
  ]);
  await admin.context().close();
  await counter.context().close();
});

test('a pay-at-shop order prepared but unpaid offers cancel, never refund', async ({ page, request, browser }) => {
  const token = await signedInMember(page, request);
  const sku = await skuInStock(request, 'Rings', 3, true);
  const skuList = [{ skuId: sku.id, num: 1 }];
  // Priced for paying at the shop (decision 357): a card-priced order would ask to confirm a higher total first.
  const { order } = await takePickupOrder(request, token, skuList, 'e2e-ledger-unpaid', 'at_shop');
  const orderNo = order.orderNo;
  // The member chooses to pay at the shop.
  await page.goto(`/orderPayment?orderNo=${orderNo}`);
  await page.getByLabel('Pay at the shop on pick-up').check();
  await page.getByRole('button', { name: /Pay now|Continue/ }).click();
  await expect(page).toHaveURL(/\/orderSuccess\?orderNo=/);

  const admin = await staffPage(browser, 'merchant.admin', 'Merchant2026a');
  await admin.goto(`/backOffice/orders/${orderNo}`);
  await expect(admin.getByTestId('bo-order-refund')).toHaveCount(0);
  await admin.getByTestId('bo-order-prepare').click();
  await confirmDialog(admin);
  await expect(admin.getByTestId('bo-order-status')).toHaveText('Ready for pick-up');
  // Prepared but unpaid: cancel is offered, refund never (nor the per-line refund).
  await expect(admin.getByTestId('bo-order-cancel')).toBeVisible();
  await expect(admin.getByTestId('bo-order-refund')).toHaveCount(0);
  await expect(admin.getByTestId('bo-refund-lines-go')).toHaveCount(0);
  await admin.getByTestId('bo-order-cancel').click();
  await confirmDialog(admin);
  await expect(admin.getByTestId('bo-order-status')).toHaveText('Cancelled');
  await expect(admin.getByTestId('bo-order-refund')).toHaveCount(0);
  await admin.context().close();
});
