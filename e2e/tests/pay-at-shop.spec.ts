import { expect } from '@playwright/test';
import { test } from './fixtures.ts';
import { apiCall, confirmDialog, signedInMember, skuInStock, staffPage, takePickupOrder } from './helpers.ts';
import { startMailCatcher, type MailCatcher } from './mail-catcher.ts';

/*
 * Issue 25 as people would: the member chooses to pay at the shop; the merchant prepares the order; the
 * member's "ready" mail, caught by a real SMTP server this test starts (the e2e server's SMTP_URL points at
 * it), carries the collection code; the counter at Causeway Bay types a wrong code (refused), then the code
 * from that mail, takes the payment by Octopus and hands over in one step; the member sees "completed" and
 * the points.
 */

let mail: MailCatcher;
test.beforeAll(async () => {
  mail = await startMailCatcher();
});
test.afterAll(async () => mail?.close());

test('pay at the shop: prepared, the right code at the counter, paid and handed over, completed with points', async ({ page, request, browser }) => {
  const token = await signedInMember(page, request);
  const sku = await skuInStock(request, 'Rings', 3, true);
  const pointsBefore = (await apiCall<{ totalBonus: number }>(request, 'app/page/user/getPointsHistory', {}, token)).totalBonus;
  const skuList = [{ skuId: sku.id, num: 1 }];
  // Priced for paying at the shop (issue 37): no card offer in it, so the counter may take any method.
  const { order, preview: pv } = await takePickupOrder(request, token, skuList, 'e2e-pay-at-shop', 'at_shop');
  const orderNo = order.orderNo;

  // The member chooses to pay at the shop.
  await page.goto(`/orderPayment?orderNo=${orderNo}`);
  await page.getByLabel('Pay at the shop on pick-up').check();
  await page.getByRole('button', { name: /Pay now|Continue/ }).click();
  await expect(page).toHaveURL(/\/orderSuccess\?orderNo=/);

  // Words follow state (issue 37): the success page and the mail name the real hold (seven days, a Hong
  // Kong date), and neither says the order is paid.
  const { order: reserved } = await apiCall<{ order: { expiresAt: string; status: string } }>(request, 'app/page/order/getOrderDetail', { orderNo }, token);
  expect(reserved.status).toBe('reserved');
  expect(Date.parse(reserved.expiresAt) - Date.now()).toBeGreaterThan(6.9 * 86_400_000);
  const hk = (o: Intl.DateTimeFormatOptions, locale: string) =>
    new Intl.DateTimeFormat(locale, { ...o, timeZone: 'Asia/Hong_Kong' }).format(new Date(reserved.expiresAt));
  const words = page.getByTestId('order-wording');
  await expect(words).toHaveAttribute('data-wording', 'pay_at_shop');
  await expect(words).toContainText('Nothing has been paid yet');
  await expect(words).toContainText(hk({ dateStyle: 'medium' }, 'en-HK'));
  await expect(page.locator('main.outcome')).not.toContainText('received your payment');
  await expect(page.getByTestId('order-status')).toHaveText('Reserved · pay at pick-up');
  const held = await mail.waitFor((m) => m.subject.includes(orderNo) && m.subject.includes('reserved'));
  const mailed = hk({ year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', hour12: false }, 'en-GB');
  expect(held.text).toContain(`by ${mailed} (Hong Kong time)`);
  expect(held.text).toContain('Nothing has been paid yet');
  expect(held.text).not.toMatch(/paid by|Paid:/);

  // The merchant prepares it like a paid one.
  const admin = await staffPage(browser, 'merchant.admin', 'Merchant2026a');
  await admin.goto(`/backOffice/orders/${orderNo}`);
  await admin.getByTestId('bo-order-prepare').click();
  await confirmDialog(admin);
  await expect(admin.getByTestId('bo-order-status')).toHaveText('Ready for pick-up');
  // The staff side never shows the code.
  await expect(admin.getByTestId('order-collection-code')).toHaveCount(0);

  // The member's "ready" mail, in the order's language (English), names the shop and carries the code.
  const ready = await mail.waitFor((m) => m.subject.includes(orderNo) && /Collection code: \d{6}/.test(m.text));
  expect(ready.to).toContain('taiman.chan@jadeharbour.example');
  const mailedCode = /Collection code: (\d{6})/.exec(ready.text)![1]!;

  // The member reads the code (and its QR code) on the order; no "confirm receipt" for a pick-up order.
  await page.goto('/account/orders');
  const card = page.locator(`[data-order-no="${orderNo}"]`);
  await expect(card.getByTestId('order-status')).toHaveText('Ready for pick-up');
  // My orders words it from its state as the success page does (decision 397): ready, nothing paid, the hold.
  await expect(card.getByTestId('order-wording')).toHaveAttribute('data-wording', 'ready_pay_at_shop');
  await expect(card.getByTestId('order-wording')).toContainText('Nothing has been paid yet');
  await expect(card.getByTestId('order-wording')).toContainText(hk({ dateStyle: 'medium' }, 'en-HK'));
  await expect(card.getByRole('button', { name: 'Confirm receipt' })).toHaveCount(0);
  await card.getByRole('button', { name: 'View' }).click();
  const code = (await card.getByTestId('order-collection-code').textContent())!.trim();
  expect(code).toMatch(/^\d{6}$/);
  // The page and the mail show the same code; the counter is given the one from the mail.
  expect(mailedCode).toBe(code);
  await expect(card.getByRole('img', { name: 'QR code of the collection code' })).toBeVisible();

  // The counter: a wrong code is refused, the right one shows the member and the goods.
  const counter = await staffPage(browser, 'counter.staff', 'Counter2026a');
  await counter.goto('/backOffice/counter');
  const wrong = code === '999999' ? '999998' : '999999';
  await counter.getByTestId('bo-counter-code').fill(wrong);
  await counter.getByTestId('bo-counter-find').click();
  await expect(counter.getByTestId('bo-counter-error')).toContainText('No order or redemption waits at this shop');
  await expect(counter.getByTestId('bo-counter-found')).toHaveCount(0);
  await counter.getByTestId('bo-counter-code').fill(code);
  await counter.getByTestId('bo-counter-find').click();
  const found = counter.getByTestId('bo-counter-found');
  await expect(found).toContainText(orderNo);
  await expect(counter.getByTestId('bo-counter-member')).toContainText('+852 9123');
  await expect(counter.getByTestId('bo-counter-due')).toContainText('HK$');
  await expect(found.getByRole('listitem')).toHaveCount(1);
  await counter.getByTestId('bo-counter-method').selectOption('octopus');
  await counter.getByTestId('bo-counter-reference').fill('OCT-20261127');
  await counter.getByTestId('bo-counter-hand-over').click();
  await expect(counter.getByRole('alertdialog')).toContainText('by Octopus');
  await confirmDialog(counter);
  await expect(found).toHaveCount(0);

  // The member sees the order completed and the points it earned.
  const earned = Math.floor((pv.totalPayPrice as number) / 100);
  await page.goto('/account/orders');
  await expect(card.getByTestId('order-status')).toHaveText('Completed');
  await expect(card.getByTestId('order-wording')).toHaveAttribute('data-wording', 'completed_paid');
  await expect(card.getByTestId('order-wording')).toContainText('by Octopus');
  await card.getByRole('button', { name: 'View' }).click();
  await expect(card.getByTestId('order-points')).toContainText(`${earned} points`);
  await expect(card.getByTestId('order-collection-code')).toHaveCount(0);
  await page.goto('/onlineMyAccount');
  await expect(page.getByTestId('points-balance')).toHaveText((pointsBefore + earned).toLocaleString());
  await admin.context().close();
  await counter.context().close();
});
