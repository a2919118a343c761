import { expect } from '@playwright/test';
import { test } from './fixtures.ts';
import { apiCall, confirmDialog, memberToken, skuInStock, staffPage, staffToken, takePickupOrder } from './helpers.ts';
import { startMailCatcher, type MailCatcher } from './mail-catcher.ts';

/*
 * Issue 40: the counter's day. A pick-up waits at Causeway Bay; the counter sees it in its queue (the member,
 * the masked phone, how long), takes the member's code, reads "Pick-up order" and what is due, takes cash,
 * hands over and gets a receipt it can print; the member gets the receipt by e-mail in their language.
 */

let mail: MailCatcher;
test.beforeAll(async () => {
  mail = await startMailCatcher();
});
test.afterAll(async () => mail?.close());

test("the counter's queue, a hand-over and its receipt (printed and e-mailed)", async ({ browser, request }) => {
  const member = await memberToken(request);
  const admin = await staffToken(request, 'merchant.admin', 'Merchant2026a');
  const sku = await skuInStock(request, 'Earrings', 2, true);
  const skuList = [{ skuId: sku.id, num: 1 }];
  const { order } = await takePickupOrder(request, member, skuList, 'e2e-counter-day', 'at_shop');
  const orderNo = order.orderNo;
  await apiCall(request, 'app/page/order/payOrder', { orderNo, method: 'at_shop' }, member);
  await apiCall(request, 'app/backOffice/orders/prepare', { orderNo }, admin);
  const code = (await apiCall<{ collectionCode: string }>(request, 'app/page/order/getOrderDetail', { orderNo }, member)).collectionCode;

  // The queue: the order waits at this shop, with the member and how long; never its code.
  const counter = await staffPage(browser, 'counter.staff', 'Counter2026a');
  await counter.goto('/backOffice/counter');
  const entry = counter.locator(`[data-testid="bo-counter-queue-entry"][data-number="${orderNo}"]`);
  await expect(entry).toBeVisible();
  await expect(entry).toContainText('Pick-up order');
  await expect(entry).toContainText('Chan Tai Man');
  await expect(entry).toContainText('+852 9123');
  await expect(entry).toContainText(/Waiting \d+ minutes?/);
  await expect(entry).toContainText('Due HK$');
  await expect(counter.getByTestId('bo-counter-queue')).not.toContainText(code);

  // The code opens it: named a pick-up order, with what is due; cash taken and handed over.
  await counter.getByTestId('bo-counter-code').fill(code);
  await counter.getByTestId('bo-counter-find').click();
  await expect(counter.getByTestId('bo-counter-kind')).toHaveText('Pick-up order');
  await expect(counter.getByTestId('bo-counter-due')).toContainText('HK$');
  await counter.getByTestId('bo-counter-method').selectOption('cash');
  await counter.getByTestId('bo-counter-hand-over').click();
  await confirmDialog(counter);
  await expect(counter.getByTestId('bo-counter-found')).toHaveCount(0);

  // The receipt: what, where, by whom, the cash taken; e-mailed; printable.
  const receipt = counter.getByTestId('bo-counter-receipt');
  await expect(receipt).toContainText('Hand-over receipt');
  await expect(receipt).toContainText(orderNo);
  await expect(receipt).toContainText('Causeway Bay');
  await expect(receipt).toContainText('counter.staff');
  await expect(counter.getByTestId('bo-counter-receipt-taken')).toContainText(/HK\$[\d,.]+ · Cash/);
  await expect(counter.getByTestId('bo-counter-receipt-mail')).toHaveText('The receipt was e-mailed to the member.');
  await counter.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed++;
    };
  });
  await counter.getByTestId('bo-counter-receipt-print').click();
  expect(await counter.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  // Once handed over, it no longer waits.
  await expect(counter.locator(`[data-testid="bo-counter-queue-entry"][data-number="${orderNo}"]`)).toHaveCount(0);
  await counter.getByTestId('bo-counter-next').click();
  await expect(receipt).toHaveCount(0);

  // The member's receipt, in the order's language (English).
  const mailed = await mail.waitFor((m) => m.subject === `Order ${orderNo}: your receipt`);
  expect(mailed.to).toContain('taiman.chan@jadeharbour.example');
  expect(mailed.text).toContain('Causeway Bay');
  expect(mailed.text).toMatch(/Taken at the shop: HK\$[\d,.]+ \(cash\)/);
  await counter.context().close();
});
