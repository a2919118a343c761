import { expect } from '@playwright/test';
import { test } from './fixtures.ts';
import { englishUnlessChosen, staffSignedIn as staffLogin } from './helpers.ts';

/**
 * The goods form kept honest (issue 37, decision 372): a new sku saves with the form's own defaults (the
 * original price left blank is the price), a refusal names the field of the row by its label, and a
 * by-weight sku priced as a metal its title does not name is warned about beside its pricing fields.
 */
test.beforeEach(({ page }) => englishUnlessChosen(page));

const TITLE = { zh_HK: '晨光足金戒指', zh_CN: '晨光足金戒指', en: 'Morninglight 999 Gold Ring' };

test('a new 足金 ring saves with the original price left blank; 18K pricing is warned about; a bad original price names its field', async ({ page }) => {
  await staffLogin(page, 'merchant.admin', 'Merchant2026a');
  await page.goto('/backOffice/goods/new');
  for (const lang of ['zh_HK', 'zh_CN', 'en'] as const) {
    await page.getByTestId(`bo-goods-title-${lang}`).fill(TITLE[lang]);
    await page.getByTestId(`bo-goods-name-${lang}`).fill(TITLE[lang]);
  }
  await page.getByTestId('bo-goods-category').selectOption({ index: 1 });
  await page.getByTestId('bo-goods-img').fill('/media/demo/article-1-a-v1.svg');
  await page.locator('[data-testid^="bo-goods-sel-COLOR-"]').first().check();
  await expect(page.getByTestId('bo-sku-code')).toHaveCount(1);
  await page.getByTestId('bo-sku-price').fill('3280');
  await expect(page.getByTestId('bo-sku-original')).toHaveValue('');

  // Priced by weight as 18K while the title says 足金 / 999: the form says so; as 999.9 it does not.
  await page.getByTestId('bo-sku-pricing-mode').selectOption('weight');
  await page.getByTestId('bo-sku-metal').selectOption('gold18k');
  await expect(page.getByTestId('bo-sku-metal-warning')).toContainText('The title says 999.9 gold, but this SKU is priced as 18K gold');
  await page.getByTestId('bo-sku-metal').selectOption('gold9999');
  await expect(page.getByTestId('bo-sku-metal-warning')).toHaveCount(0);
  await page.getByTestId('bo-sku-pricing-mode').selectOption('fixed');

  await page.getByTestId('bo-goods-save').click();
  await expect(page).toHaveURL(/\/backOffice\/goods\/\d+$/);
  await expect(page.getByTestId('bo-goods-saved')).toBeVisible();
  await expect(page.getByTestId('bo-sku-original')).toHaveValue('3280');

  // An original price below the price: refused, naming the row's field by its label.
  await page.getByTestId('bo-sku-original').fill('1');
  await page.getByTestId('bo-goods-save').click();
  await expect(page.getByTestId('bo-goods-problem')).toContainText('SKU grid, row 1, Original price (HK$)');
});
