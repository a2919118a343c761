import { expect } from '@playwright/test';
import { test } from './fixtures.ts';
import { apiCall as call, confirmDialog, handOverFound, paidPickupOrder, searchFindsEach, signedInMember, staffPage } from './helpers.ts';

/*
 * Issue 14's merchant journey, end to end on one product (its "Done when", first bullet): the merchant
 * admin creates a product with two colours × two sizes (main image picked from the media library), gives
 * it stock in two shops with a CSV import, exports it; a visitor finds it in the storefront search in
 * three languages; a member orders it with pick-up at Causeway Bay and pays; the merchant admin marks it
 * ready; the counter staff of Causeway Bay hands it over; the member's account shows it completed.
 * Publishing an article and changing today's gold price are in back-office.spec.ts.
 */
const TITLE = { zh_HK: '海霞琉彩耳環', zh_CN: '海霞琉彩耳环', en: 'Seaglow earrings' };
const CODE = 'SEAGLOW';

test('the merchant journey: create, stock by CSV, find in three languages, order for pick-up, ready, hand over, completed', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(180_000);
  const admin = await staffPage(browser, 'merchant.admin', 'Merchant2026a');

  // 1. The product: three languages, category, image from the media library, 2 colours × 2 sizes.
  await admin.goto('/backOffice/goods');
  await admin.getByTestId('bo-goods-new').click();
  for (const lang of ['zh_HK', 'zh_CN', 'en'] as const) {
    await admin.getByTestId(`bo-goods-title-${lang}`).fill(TITLE[lang]);
    await admin.getByTestId(`bo-goods-name-${lang}`).fill(TITLE[lang]);
  }
  await admin.getByTestId('bo-goods-category').selectOption({ index: 1 });
  await admin.getByTestId('bo-goods-pick-img').click();
  const picker = admin.getByTestId('media-picker');
  await expect(picker).toBeVisible();
  await picker.getByTestId('media-picker-item').first().click();
  await expect(picker).toHaveCount(0);
  await expect(admin.getByTestId('bo-goods-img')).toHaveValue(/^\/media\//);
  const colours = admin.locator('[data-testid^="bo-goods-sel-COLOR-"]');
  const sizes = admin.locator('[data-testid^="bo-goods-sel-SIZE-"]');
  for (const box of [colours.nth(0), colours.nth(1), sizes.nth(0), sizes.nth(1)]) await box.check();
  const codes = admin.getByTestId('bo-sku-code');
  await expect(codes).toHaveCount(4);
  for (let i = 0; i < 4; i++) {
    await codes.nth(i).fill(`${CODE}-${i + 1}`);
    await admin
      .getByTestId('bo-sku-price')
      .nth(i)
      .fill(String(980 + i * 20));
    await admin.getByTestId('bo-sku-original').nth(i).fill('1280');
  }
  await admin.getByTestId('bo-goods-save').click();
  await expect(admin).toHaveURL(/\/backOffice\/goods\/\d+$/);
  await expect(admin.getByTestId('bo-goods-saved')).toBeVisible();

  // 2. Stock in two shops (the online shop and Causeway Bay) from a CSV file, checked first, then imported.
  await admin.goto('/backOffice/goods/csv');
  const csv = [
    'skuCode,storeCode,delta,reason,note',
    ...[1, 2, 3, 4].flatMap((i) => [`${CODE}-${i},ESHOP,5,received,first delivery`, `${CODE}-${i},CWB,3,received,first delivery`]),
  ].join('\r\n');
  const stockBox = admin.getByTestId('bo-csv-stock');
  await stockBox.getByTestId('bo-csv-stock-file').setInputFiles({ name: 'stock.csv', mimeType: 'text/csv', buffer: Buffer.from(`\ufeff${csv}\r\n`, 'utf8') });
  await stockBox.getByTestId('bo-csv-stock-check').click();
  await expect(stockBox.getByTestId('bo-csv-stock-ok')).toContainText('Check passed: 8 rows');
  await stockBox.getByTestId('bo-csv-stock-import').click();
  await expect(stockBox.getByTestId('bo-csv-stock-ok')).toContainText('Imported: 8 stock changes');
  // A bad row is reported by row and column, and nothing is written.
  await stockBox.getByTestId('bo-csv-stock-file').setInputFiles({
    name: 'bad.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`skuCode,storeCode,delta,reason\r\n${CODE}-1,CWB,-1,damaged\r\n${CODE}-2,CWB,-99,damaged\r\n`, 'utf8'),
  });
  await stockBox.getByTestId('bo-csv-stock-import').click();
  const errors = stockBox.getByTestId('bo-csv-stock-errors');
  await expect(errors.getByRole('row')).toHaveCount(2);
  await expect(errors.getByRole('row').nth(1)).toContainText('3');
  await expect(errors.getByRole('row').nth(1)).toContainText('delta');
  await expect(errors.getByRole('row').nth(1)).toContainText('Not enough stock: this shop has only 3 free.');

  // The goods list finds it, with its 32 units, and exports its stock as a file Excel opens.
  await admin.goto('/backOffice/goods');
  await admin.getByTestId('bo-search').fill('seaglow');
  await expect(admin.getByTestId('bo-goods-list').locator('li')).toHaveCount(1);
  await expect(admin.getByTestId('bo-goods-list')).toContainText('32');
  await admin.getByTestId('bo-goods-export').click();
  const [download] = await Promise.all([admin.waitForEvent('download'), admin.getByTestId('bo-export-stock').click()]);
  expect(download.suggestedFilename()).toMatch(/^stock-\d{8}-\d{4}\.csv$/);
  const text = await (await download.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString('utf8'));
  expect(text.startsWith('\ufeff')).toBe(true);
  expect(text).toContain(`${CODE}-1,CWB,3,0`);

  // 3. A visitor finds it in the storefront search in three languages.
  await page.goto('/');
  await searchFindsEach(page, [
    ['zh_HK', '琉彩耳環', TITLE.zh_HK],
    ['zh_CN', '琉彩耳环', TITLE.zh_CN],
    ['en', 'seaglow', TITLE.en],
  ]);

  // 4. A member orders one with pick-up at Causeway Bay and pays with the sandbox card.
  const token = await signedInMember(page, request);
  const found = await call<{ items: { id: number; skuList: { id: number; skuCode?: string; storeStockQty: number }[] }[] }>(request, 'app/goods/getGoodsPage', {
    searchCode: 'seaglow',
  });
  const sku = found.items[0]!.skuList.find((s) => s.storeStockQty > 0)!;
  const { orderNo } = await paidPickupOrder(page, request, token, [{ skuId: sku.id, num: 1 }], 'e2e-journey');

  // 5. The merchant admin marks it ready for pick-up.
  await admin.goto(`/backOffice/orders/${orderNo}`);
  await expect(admin.getByTestId('bo-order-status')).toHaveText('Paid');
  await admin.getByTestId('bo-order-prepare').click();
  await confirmDialog(admin);
  await expect(admin.getByTestId('bo-order-status')).toHaveText('Ready for pick-up');

  // The counter account works at Causeway Bay: the staff screen shows it (and could change it).
  await admin.goto('/backOffice/staff');
  await expect(admin.getByTestId('bo-staff-counter.staff-shop')).toHaveValue('CWB');

  // 6. The member shows the collection code from their order; the counter staff of Causeway Bay takes it
  // and hands the goods over (decision 191).
  await page.goto('/account/orders');
  const card = page.locator(`[data-order-no="${orderNo}"]`);
  await card.getByRole('button', { name: 'View' }).click();
  const code = (await card.getByTestId('order-collection-code').textContent())!.trim();
  const counter = await staffPage(browser, 'counter.staff', 'Counter2026a');
  await counter.goto('/backOffice/counter');
  await counter.getByTestId('bo-counter-code').fill(code);
  await counter.getByTestId('bo-counter-find').click();
  await expect(counter.getByTestId('bo-counter-found')).toBeVisible();
  await handOverFound(counter);

  // 7. The member's account shows it completed.
  await page.goto('/account/orders');
  await expect(page.locator(`[data-order-no="${orderNo}"]`).getByTestId('order-status')).toHaveText('Completed');
  await admin.context().close();
  await counter.context().close();
});
