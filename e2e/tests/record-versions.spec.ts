import { expect } from '@playwright/test';
import { test } from './fixtures.ts';
import { apiCall, staffPage } from './helpers.ts';

/**
 * One concurrency rule for every back-office record (issue 27, decision 240), as two merchants meet it:
 * two windows on one product; the first saves a price, the second (which changed only the title) is told
 * who changed the product and when, reloads, sees its title kept beside the latest values, applies it and
 * saves — the first one's price survives. Never a silent overwrite.
 */
test('two merchants edit one product: the second gets a conflict with reload, not an overwrite', async ({ browser, request }) => {
  const admin = await apiCall<{ accessToken: string }>(request, 'app/page/user/pageStaffLogin', { username: 'merchant.admin', password: 'Merchant2026a' });
  const second = `merchant.two${Date.now() % 100000}`;
  await apiCall(
    request,
    'app/backOffice/staff/create',
    { username: second, displayName: 'Merchant Two', password: 'Merchant2026b', roles: [6], defaultRole: 6 },
    admin.accessToken,
  );
  const { list } = await apiCall<{ list: { id: number }[] }>(request, 'app/backOffice/goods/list', { pageSize: 1, status: 'on' }, admin.accessToken);
  const id = list[0]!.id;
  const read = () =>
    apiCall<{ version: number; values: { title: { en: string }; skus: { price: number; originalPrice: number }[] } }>(
      request,
      'app/backOffice/goods/get',
      { id },
      admin.accessToken,
    );
  const start = await read();

  const a = await staffPage(browser, 'merchant.admin', 'Merchant2026a');
  const b = await staffPage(browser, second, 'Merchant2026b');
  for (const page of [a, b]) {
    await page.goto(`/backOffice/goods/${id}`);
    await expect(page.getByTestId('bo-goods-title-en')).toHaveValue(start.values.title.en);
  }

  // A changes the first price (to the original price, or a dollar under it when it is there already) and saves.
  const original = await a.getByTestId('bo-sku-original').first().inputValue();
  const priceNow = await a.getByTestId('bo-sku-price').first().inputValue();
  const newPrice = Number(priceNow) === Number(original) ? String(Number(original) - 1) : original;
  await a.getByTestId('bo-sku-price').first().fill(newPrice);
  await a.getByTestId('bo-goods-save').click();
  await expect(a.getByTestId('bo-goods-saved')).toBeVisible();
  const afterA = await read();
  expect(afterA.version).toBe(start.version + 1);
  expect(afterA.values.skus[0]!.price).toBe(Math.round(Number(newPrice) * 100));
  expect(afterA.values.skus[0]!.price).not.toBe(start.values.skus[0]!.price);

  // B, drawn from the older version, changes only the title: refused, told who and when, typing kept.
  await b.getByTestId('bo-goods-title-en').fill('Retitled by the second merchant');
  await b.getByTestId('bo-goods-save').click();
  const notice = b.getByTestId('bo-conflict');
  await expect(notice).toBeVisible();
  // The refusal comes into view wherever the save button was (issue 40).
  await expect(notice).toBeInViewport();
  await expect(notice).toContainText('merchant.admin');
  await expect(b.getByTestId('bo-goods-saved')).toHaveCount(0);
  await expect(b.getByTestId('bo-goods-title-en')).toHaveValue('Retitled by the second merchant');
  const unchanged = await read();
  expect([unchanged.version, unchanged.values.title.en, unchanged.values.skus[0]!.price]).toEqual([
    afterA.version,
    start.values.title.en,
    afterA.values.skus[0]!.price,
  ]);

  // Reload (issue 40): a field-by-field merge — A's price (which B did not touch) and B's title (which A did
  // not touch) are both in the form, nothing dropped; the table shows A's change beside B's, then B saves.
  await b.getByTestId('bo-conflict-reload').click();
  await expect(b.getByTestId('bo-conflict')).toHaveCount(0);
  await expect(b.getByTestId('bo-sku-price').first()).toHaveValue(newPrice);
  await expect(b.getByTestId('bo-goods-title-en')).toHaveValue('Retitled by the second merchant');
  await expect(b.getByTestId('bo-conflict-mine-title')).toContainText('Retitled by the second merchant');
  await expect(b.getByTestId('bo-conflict-row-skus')).toContainText('Theirs taken');
  await expect(b.getByTestId('bo-conflict-kept')).toBeInViewport();
  await b.getByTestId('bo-goods-save').click();
  await expect(b.getByTestId('bo-goods-saved')).toBeVisible();
  const end = await read();
  expect([end.version, end.values.title.en, end.values.skus[0]!.price]).toEqual([
    afterA.version + 1,
    'Retitled by the second merchant',
    afterA.values.skus[0]!.price,
  ]);

  await a.context().close();
  await b.context().close();
});
