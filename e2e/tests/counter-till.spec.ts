import { createRequire } from 'node:module';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { test } from './fixtures.ts';
import { apiCall, confirmDialog, englishWindow, staffPage, staffSignedIn } from './helpers.ts';
import { startMailCatcher, type MailCatcher } from './mail-catcher.ts';

/*
 * Issue 43: the counter as a till, on a phone (390 px). Counter staff open the day with a float, sell a
 * by-weight pendant and a watch to a member found by the QR they show, paid half cash half card terminal;
 * the receipt prints and is mailed; the shop's stock and the member's points move; the day closes; the
 * next day (a later shop day) a return refunds the cash and restocks, and that day closes with a counted
 * drawer and the difference shown; the merchant sees the days in the back office.
 */

const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
// axe is injected as a script tag; the server's CSP (script-src 'self') would refuse it otherwise.
test.use({ bypassCSP: true });

let mail: MailCatcher;
test.beforeAll(async () => {
  mail = await startMailCatcher();
});
test.afterAll(async () => mail?.close());

interface Sku {
  id: number;
  skuCode: string;
  status: string;
  weightPrice?: unknown;
}

/** The first sku on sale in a category (by its English title) that `pick` accepts. */
async function skuIn(request: APIRequestContext, categoryEn: string, pick: (s: Sku) => boolean): Promise<Sku> {
  const tree = await apiCall<any[]>(request, 'app/category/categoryList', {});
  const category = tree.flatMap((c) => [c, ...c.childrenList]).find((c) => c.titleEng === categoryEn);
  const page = await apiCall<{ items: { skuList: Sku[] }[] }>(request, 'app/goods/getGoodsPage', { categoryId: category.id, pageSize: 50 });
  for (const g of page.items) {
    const sku = g.skuList.find((s) => s.status === 'on' && pick(s));
    if (sku) return sku;
  }
  throw new Error(`no sku in ${categoryEn}`);
}

async function expectAxeClean(page: Page) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE_PATH });
  const serious = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: { id: string; impact: string | null }[] }> } }).axe;
    const r = await axe.run(document, { resultTypes: ['violations'] });
    return r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
  });
  expect(serious).toEqual([]);
}

const noSideScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test('a walk-in sale at the till, its receipt, the day closed, a return the next day and that day closed (390 px)', async ({ browser, request }) => {
  const admin = (await apiCall<{ accessToken: string }>(request, 'app/page/user/pageStaffLogin', { username: 'merchant.admin', password: 'Merchant2026a' }))
    .accessToken;
  const counterToken = (
    await apiCall<{ accessToken: string }>(request, 'app/page/user/pageStaffLogin', { username: 'counter.staff', password: 'Counter2026a' })
  ).accessToken;
  const member = (await apiCall<{ accessToken: string }>(request, 'app/page/user/login', { account: '91234567', phoneAreaCode: '852', password: 'Jade2026a' }))
    .accessToken;
  const pendant = await skuIn(request, '999 Gold', (s) => Boolean(s.weightPrice));
  const watch = await skuIn(request, 'Watches', () => true);
  // The pieces are at Causeway Bay, the counter's shop (received into its stock through the stock desk).
  for (const s of [pendant, watch])
    await apiCall(request, 'app/backOffice/stock/adjust', { skuId: s.id, storeCode: 'CWB', delta: 2, reason: 'received' }, admin);
  const qtyHere = async (s: Sku) =>
    (await apiCall<{ list: { skuId: number; qtyHere: number }[] }>(request, 'app/backOffice/till/lookup', { query: s.skuCode }, counterToken)).list.find(
      (x) => x.skuId === s.id,
    )!.qtyHere;
  const points = async () => {
    const qr = (await apiCall<{ qrContent: string }>(request, 'app/page/user/getQRCode', {}, member)).qrContent;
    return (await apiCall<{ pointsBalance: number }>(request, 'app/backOffice/till/member', { memberQr: qr }, counterToken)).pointsBalance;
  };
  const [pendantBefore, watchBefore, pointsBefore] = [await qtyHere(pendant), await qtyHere(watch), await points()];

  // The counter on a phone.
  const till = await englishWindow(browser, { viewport: { width: 390, height: 844 } });
  await staffSignedIn(till, 'counter.staff', 'Counter2026a');
  await till.goto('/backOffice/till');
  await expect(till.getByRole('heading', { name: 'Till', exact: true })).toBeVisible();

  // The day opens with a float of HK$1,000.
  const dayPanel = till.getByTestId('till-day');
  if (await till.getByTestId('till-day-open').isVisible()) {
    // A day left open by an earlier run: close it first.
    await till.getByTestId('till-day-cash').fill('0');
    await till.getByTestId('till-day-close').click();
    await confirmDialog(till);
    await expect(till.getByTestId('till-day-open-button')).toBeVisible();
  }
  await till.getByTestId('till-day-cash').fill('1000');
  await till.getByTestId('till-day-open-button').click();
  await expect(dayPanel.getByTestId('till-day-open')).toContainText('HK$1,000.00');

  // The pieces by their codes (as a scanner types them), the member by the QR they show.
  for (const s of [pendant, watch]) {
    await till.getByTestId('till-find').fill(s.skuCode);
    await till.getByTestId('till-find').press('Enter');
    await till.getByTestId(`till-add-${s.skuCode}`).click();
  }
  await expect(till.getByTestId('till-basket').locator('li')).toHaveCount(2);
  const qr = (await apiCall<{ qrContent: string }>(request, 'app/page/user/getQRCode', {}, member)).qrContent;
  await till.getByTestId('till-member').fill(qr);
  await till.getByTestId('till-member-find').click();
  await expect(till.getByTestId('till-member-found')).toContainText('Chan Tai Man');

  // Half cash (HK$100 more handed over), half card terminal with its slip.
  await expect(till.getByTestId('till-total')).toContainText('HK$');
  await till.getByTestId('till-half').click();
  const cashText = await till.getByTestId('till-pay-amount-0').inputValue();
  await till.getByTestId('till-pay-tendered-0').fill((Number(cashText) + 100).toFixed(2));
  await till.getByTestId('till-pay-reference-1').fill('SLIP-7781');
  expect(await noSideScroll(till)).toBe(true);
  await expectAxeClean(till);
  await till.getByTestId('till-sell').click();
  await confirmDialog(till);

  // The receipt: both pieces, the pendant's by-weight breakdown, both payments, the change; mailed; printed.
  const receipt = till.getByTestId('till-receipt');
  await expect(receipt).toContainText('Causeway Bay');
  await expect(receipt).toContainText(pendant.skuCode);
  await expect(receipt).toContainText(watch.skuCode);
  await expect(till.getByTestId('till-receipt-weight')).toContainText('g');
  await expect(receipt).toContainText('SLIP-7781');
  await expect(till.getByTestId('till-receipt-change')).toHaveText('HK$100.00');
  await expect(till.getByTestId('till-receipt-mail')).toHaveText('The receipt was e-mailed to the member.');
  const orderNo = (await till.getByTestId('till-receipt-no').textContent())!.trim();
  await till.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed++;
    };
  });
  await till.getByTestId('till-print-80').click();
  await expect.poll(() => till.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  await expect(receipt).toHaveClass(/bo-till-receipt--80mm/);
  await till.getByTestId('till-print-a4').click();
  await expect(receipt).toHaveClass(/bo-till-receipt--a4/);
  expect(await noSideScroll(till)).toBe(true);
  await expectAxeClean(till);

  const mailed = await mail.waitFor((m) => m.subject === `Your receipt for counter sale ${orderNo}`);
  expect(mailed.to).toContain('taiman.chan@jadeharbour.example');
  expect(mailed.text).toContain('Causeway Bay');
  expect(mailed.text).toMatch(/999\.9 gold [\d.]+ g/);
  expect(mailed.text).toContain('Cash: HK$');
  expect(mailed.text).toContain('Card: HK$');

  // The shop's stock and the member's points moved.
  expect(await qtyHere(pendant)).toBe(pendantBefore - 1);
  expect(await qtyHere(watch)).toBe(watchBefore - 1);
  expect(await points()).toBeGreaterThan(pointsBefore);

  // Day 1 closes with the drawer exactly as expected (float + the cash taken).
  await till.getByTestId('till-next').click();
  const expected1 = (await till.getByTestId('till-day-expected').textContent())!.replace(/[^\d.]/g, '');
  expect(Number(expected1)).toBeGreaterThan(1000);
  await till.getByTestId('till-day-cash').fill(expected1);
  await till.getByTestId('till-day-close').click();
  await confirmDialog(till);
  await expect(till.getByTestId('till-day-closed')).toContainText('Even');

  // The next day: the day opens again with its float, and the member brings the pendant back. The shop's day
  // is a session opened and closed by the staff (decision 488), so day 2 is a later session than the sale's.
  await till.getByTestId('till-day-cash').fill('50000');
  await till.getByTestId('till-day-open-button').click();
  await expect(dayPanel.getByTestId('till-day-open')).toContainText('HK$50,000.00');
  await till.getByTestId('till-reprint-no').fill(orderNo);
  await till.getByTestId('till-reprint').click();
  await expect(till.getByTestId('till-receipt-no')).toHaveText(orderNo);
  await expect(till.getByTestId('till-receipt-shop')).toContainText('Hennessy Road');
  await till.getByTestId(`till-return-qty-${pendant.skuCode}`).fill('1');
  await till.getByTestId('till-return-method').selectOption('cash');
  await till.getByTestId('till-return-submit').click();
  await confirmDialog(till);
  await expect(till.getByTestId('till-returned')).toContainText('(Cash)');
  const refundedText = (await till.getByTestId('till-returned').textContent())!;
  const refundedCents = Math.round(Number(/HK\$([\d,.]+)/.exec(refundedText)![1]!.replace(/,/g, '')) * 100);
  const hkd = (cents: number) => `HK$${(cents / 100).toLocaleString('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  expect(await qtyHere(pendant)).toBe(pendantBefore);

  // Day 2 counts the cash given back: expected = its float − the refund; it closes HK$5 short, and shows it.
  await expect(till.getByTestId('till-day-expected')).toHaveText(hkd(5_000_000 - refundedCents));
  await till.getByTestId('till-day-cash').fill(((5_000_000 - refundedCents - 500) / 100).toFixed(2));
  await till.getByTestId('till-day-note').fill('HK$5 short');
  await till.getByTestId('till-day-close').click();
  await confirmDialog(till);
  await expect(till.getByTestId('till-day-closed')).toContainText('HK$5.00 short');
  expect(await noSideScroll(till)).toBe(true);
  await till.context().close();

  // The merchant sees the day among every shop's days.
  const office = await staffPage(browser, 'merchant.admin', 'Merchant2026a');
  await office.goto('/backOffice/tillDays');
  const row = office.getByTestId('till-day-row-CWB').first();
  await expect(row).toContainText('counter.staff');
  await expect(row.getByTestId('till-day-difference')).toHaveText('HK$5.00 short');
  await office.context().close();
});
