import { expect } from '@playwright/test';
import { test } from './fixtures.ts';
import { apiCall, staffPage } from './helpers.ts';

/**
 * Issue 27, the merchant's safeguards as a person meets them: a bulk +10 % is previewed and applied only
 * when confirmed; a product naming an image the library does not have is refused at that field, by its
 * label; a new promotion is told, before saving, that an older one at the same priority wins.
 */
test('bulk changes preview and confirm; a missing image is named at its field; a promotion hears who wins', async ({ browser, request }) => {
  const admin = await apiCall<{ accessToken: string }>(request, 'app/page/user/pageStaffLogin', { username: 'merchant.admin', password: 'Merchant2026a' });
  const { list } = await apiCall<{ list: { id: number; title: { en: string } }[] }>(
    request,
    'app/backOffice/goods/list',
    { pageSize: 1, status: 'on', search: '' },
    admin.accessToken,
  );
  const goods = list[0]!;
  const before = await apiCall<{ values: { skus: { price: number; originalPrice: number }[] } }>(
    request,
    'app/backOffice/goods/get',
    { id: goods.id },
    admin.accessToken,
  );
  const page = await staffPage(browser, 'merchant.admin', 'Merchant2026a');

  // Bulk: pick the first product, ask for -10 %, see what changes, and nothing is written until confirmed.
  await page.goto('/backOffice/goods');
  await page.getByTestId('bo-goods-list').locator('input[type="checkbox"]').first().check();
  await page.getByLabel('Change prices by % (−90 to 500)').fill('-10');
  await page.getByTestId('bo-goods-bulk-preview').click();
  const confirm = page.getByTestId('bo-goods-bulk-confirm');
  await expect(confirm).toBeVisible();
  await expect(confirm.getByTestId('bo-goods-bulk-row').first()).toContainText('→');
  const unchanged = await apiCall<{ values: { skus: { price: number }[] } }>(request, 'app/backOffice/goods/get', { id: goods.id }, admin.accessToken);
  expect(unchanged.values.skus.map((s) => s.price)).toEqual(before.values.skus.map((s) => s.price));
  await page.getByTestId('bo-goods-bulk-apply').click();
  await expect(confirm).toBeHidden();
  const after = await apiCall<{ values: { skus: { price: number }[] } }>(request, 'app/backOffice/goods/get', { id: goods.id }, admin.accessToken);
  expect(after.values.skus[0]!.price).toBeLessThan(before.values.skus[0]!.price);

  // An image the library does not have: refused, the field marked and named by its label.
  await page.goto(`/backOffice/goods/${goods.id}`);
  await page.getByTestId('bo-goods-img').fill('/media/upload/202611/not-there.png');
  await page.getByTestId('bo-goods-save').click();
  const problem = page.getByTestId('bo-goods-problem');
  await expect(problem).toContainText('not in the media library');
  await expect(problem).not.toContainText('values.');
  await expect(page.getByTestId('bo-goods-img')).toHaveAttribute('aria-invalid', 'true');

  // A promotion on the whole order at the priority of one already running: the older one wins, said before saving.
  const code = `RIVAL${Date.now() % 100000}`;
  const now = Date.now();
  await apiCall(
    request,
    'app/backOffice/promotions/save',
    {
      values: {
        code: `${code}A`,
        title: { zh_HK: '先到', zh_CN: '先到', en: 'First come' },
        description: { zh_HK: '', zh_CN: '', en: '' },
        kind: 'amount_off',
        scope: 'order',
        categoryIds: [],
        skuCodes: [],
        threshold: 100_000_00,
        amountOff: 100,
        percentOff: 0,
        giftSkuCodes: [],
        giftLimit: 1,
        giftQty: 1,
        priority: 0,
        stackable: false,
        startsAt: new Date(now - 3_600_000).toISOString(),
        endsAt: new Date(now + 86_400_000).toISOString(),
      },
    },
    admin.accessToken,
  );
  await page.goto('/backOffice/promotions/new');
  await page.getByTestId('bo-promotion-scope').selectOption('order');
  const rivals = page.getByTestId('bo-promotion-rivals');
  await expect(rivals).toContainText(`${code}A`);
  await expect(rivals).toContainText('same priority but older');
  await page.getByTestId('bo-promotion-priority').fill('5');
  await expect(rivals).toContainText('lower priority: this one is applied instead');
});
