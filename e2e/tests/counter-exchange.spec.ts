import { expect, type Page } from '@playwright/test';
import { test } from './fixtures.ts';
import { apiCall, confirmDialog, englishWindow, skuInStock, staffSignedIn, staffToken } from './helpers.ts';

/*
 * Issue 43, decision 515: an exchange at the till in one step, on a phone (390 px). A walk-in sale paid in
 * cash comes back for a cheaper piece: the receipt is found by its number, the pieces coming back and the
 * new piece chosen, the rest of the credit given back in cash; one receipt shows both sides and the shop's
 * address; both pieces' stock at the shop moves.
 */

const noSideScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test('an exchange at the till: pieces back, a cheaper piece out, the difference given back (390 px)', async ({ browser, request }) => {
  const admin = await staffToken(request, 'merchant.admin', 'Merchant2026a');
  const counter = await staffToken(request, 'counter.staff', 'Counter2026a');
  const [a, b] = [await skuInStock(request, 'Watches', 1), await skuInStock(request, 'Earrings', 1)];
  const [dear, cheap] = a.price >= b.price ? [a, b] : [b, a];
  expect(dear.price).toBeGreaterThan(cheap.price);
  for (const s of [dear, cheap]) await apiCall(request, 'app/backOffice/stock/adjust', { skuId: s.id, storeCode: 'CWB', delta: 2, reason: 'received' }, admin);
  const priced = async (s: { id: number }) =>
    (
      await apiCall<{ lines: { skuCode: string; totalPayPrice: number }[] }>(
        request,
        'app/backOffice/till/quote',
        { lines: [{ skuId: s.id, num: 1 }], methods: ['cash'] },
        counter,
      )
    ).lines[0]!;
  const [dearLine, cheapLine] = [await priced(dear), await priced(cheap)];
  const qtyHere = async (skuCode: string) =>
    (await apiCall<{ list: { skuCode: string; qtyHere: number }[] }>(request, 'app/backOffice/till/lookup', { query: skuCode }, counter)).list.find(
      (x) => x.skuCode === skuCode,
    )!.qtyHere;
  const sale = await apiCall<{ orderNo: string }>(
    request,
    'app/backOffice/till/sale',
    {
      idempotencyKey: `e2e-exchange-${Date.now()}`,
      lines: [{ skuId: dear.id, num: 1 }],
      totalPayPrice: dearLine.totalPayPrice,
      payments: [{ method: 'cash', amount: dearLine.totalPayPrice }],
    },
    counter,
  );
  const [dearBefore, cheapBefore] = [await qtyHere(dearLine.skuCode), await qtyHere(cheapLine.skuCode)];

  const till = await englishWindow(browser, { viewport: { width: 390, height: 844 } });
  await staffSignedIn(till, 'counter.staff', 'Counter2026a');
  await till.goto('/backOffice/till');
  await till.getByTestId('till-reprint-no').fill(sale.orderNo);
  await till.getByTestId('till-reprint').click();
  await expect(till.getByTestId('till-receipt-no')).toHaveText(sale.orderNo);
  await till.getByTestId('till-mode-exchange').click();
  await till.getByTestId(`till-exchange-back-${dearLine.skuCode}`).fill('1');
  await till.getByTestId('till-exchange-find').fill(cheapLine.skuCode);
  await till.getByTestId('till-exchange-find').press('Enter');
  await till.getByTestId(`till-exchange-add-${cheapLine.skuCode}`).click();
  await expect(till.getByTestId('till-exchange-settle')).toContainText('Give back');
  expect(await noSideScroll(till)).toBe(true);
  await till.getByTestId('till-exchange-submit').click();
  await confirmDialog(till);

  // One receipt, both sides: the pieces back from the first sale, the credit, the money given back in cash.
  const receipt = till.getByTestId('till-receipt');
  await expect(till.getByTestId('till-receipt-exchange')).toContainText(`Exchange for pieces returned from sale ${sale.orderNo}`);
  await expect(till.getByTestId('till-receipt-exchange')).toContainText(dearLine.skuCode);
  await expect(till.getByTestId('till-receipt-settle')).toContainText('by Cash');
  await expect(receipt).toContainText(cheapLine.skuCode);
  await expect(till.getByTestId('till-receipt-shop')).toContainText('Hennessy Road');
  expect(await till.getByTestId('till-receipt-no').textContent()).not.toBe(sale.orderNo);
  expect(await noSideScroll(till)).toBe(true);
  expect(await qtyHere(dearLine.skuCode)).toBe(dearBefore + 1);
  expect(await qtyHere(cheapLine.skuCode)).toBe(cheapBefore - 1);
  await till.context().close();
});
