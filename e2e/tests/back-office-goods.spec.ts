import { expect } from '@playwright/test';
import { test } from './fixtures.ts';
import { englishUnlessChosen, searchFindsEach, staffSignedIn as staffLogin } from './helpers.ts';

/**
 * Goods and stock in the back office as the merchant admin uses them (issue 14): a product with two
 * colours × two sizes, stock in two shops, then a visitor finds it in the storefront search in three
 * languages.
 */
test.beforeEach(({ page }) => englishUnlessChosen(page));

const TITLE = { zh_HK: '晨曦琉光手鐲', zh_CN: '晨曦琉光手镯', en: 'Dawnglow bangle' };

test('the merchant admin creates a product with 2 colours × 2 sizes, stocks two shops, a visitor finds it in three languages, and a rename shows on an open product page', async ({
  page,
  browser,
}) => {
  await staffLogin(page, 'merchant.admin', 'Merchant2026a');
  await page.goto('/backOffice');
  await page.getByTestId('bo-nav-goods').click();
  await expect(page).toHaveURL(/\/backOffice\/goods$/);
  await page.getByTestId('bo-goods-new').click();

  for (const lang of ['zh_HK', 'zh_CN', 'en'] as const) {
    await page.getByTestId(`bo-goods-title-${lang}`).fill(TITLE[lang]);
    await page.getByTestId(`bo-goods-name-${lang}`).fill(TITLE[lang]);
  }
  // The bound of the control comes from the contract.
  await expect(page.getByTestId('bo-goods-title-en')).toHaveAttribute('maxlength', '120');
  await page.getByTestId('bo-goods-category').selectOption({ index: 1 });
  await page.getByTestId('bo-goods-img').fill('/media/demo/article-1-a-v1.svg');
  const colours = page.locator('[data-testid^="bo-goods-sel-COLOR-"]');
  const sizes = page.locator('[data-testid^="bo-goods-sel-SIZE-"]');
  await colours.nth(0).check();
  await colours.nth(1).check();
  await sizes.nth(0).check();
  await sizes.nth(1).check();
  const codes = page.getByTestId('bo-sku-code');
  await expect(codes).toHaveCount(4);
  const prices = page.getByTestId('bo-sku-price');
  const originals = page.getByTestId('bo-sku-original');
  for (let i = 0; i < 4; i++) {
    await codes.nth(i).fill(`DAWN-${i + 1}`);
    await prices.nth(i).fill(String(1880 + i * 100));
    await originals.nth(i).fill('2280');
  }
  await page.getByTestId('bo-goods-save').click();
  await expect(page).toHaveURL(/\/backOffice\/goods\/\d+$/);
  await expect(page.getByTestId('bo-goods-saved')).toBeVisible();
  const productId = Number(new URL(page.url()).pathname.split('/').pop());

  // Stock in two shops: receive 6 in the first, then move 2 to the second.
  await page.getByTestId('bo-goods-stock-link').click();
  await expect(page).toHaveURL(/\/backOffice\/goods\/\d+\/stock$/);
  await expect(page.getByTestId('bo-adjust-sku')).toHaveValue(/\d+/);
  await page.getByTestId('bo-adjust-delta').fill('6');
  await page.getByTestId('bo-adjust-apply').click();
  await expect(page.getByTestId('bo-stock-list').locator('li')).toHaveCount(1);
  await page.getByRole('spinbutton', { name: 'Quantity' }).fill('2');
  await page.getByRole('button', { name: 'Apply' }).nth(1).click();
  await expect(page.getByTestId('bo-stock-list').locator('li')).toHaveCount(2);
  await expect(page.getByTestId('bo-stock-ledger').locator('li')).toHaveCount(3);

  // A visitor finds it in the storefront search in three languages.
  await searchFindsEach(page, [
    ['zh_HK', '琉光手鐲', TITLE.zh_HK],
    ['zh_CN', '琉光手镯', TITLE.zh_CN],
    ['en', 'dawnglow', TITLE.en],
  ]);

  // A shopper has the product page open (its answer now kept as a template, decision 610); the merchant
  // renames it; the shopper's next load shows the new name, never the kept one.
  const shopper = await browser.newPage();
  await shopper.goto(`${new URL(page.url()).origin}/product?id=${productId}&lang=en`);
  await expect(shopper.getByRole('heading', { level: 1 })).toHaveText(TITLE.en);
  await page.goto(`/backOffice/goods/${productId}`);
  await page.getByTestId('bo-goods-title-en').fill('Dawnglow cuff');
  await page.getByTestId('bo-goods-name-en').fill('Dawnglow cuff');
  await page.getByTestId('bo-goods-save').click();
  await expect(page.getByTestId('bo-goods-saved')).toBeVisible();
  await shopper.reload();
  await expect(shopper.getByRole('heading', { level: 1 })).toHaveText('Dawnglow cuff');
  await shopper.close();
});
