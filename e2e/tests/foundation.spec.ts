import { expect, test } from '@playwright/test';

test.describe('the storefront shell', () => {
  test('renders the home page blocks in zh_HK, then in English and Simplified Chinese', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-HK');
    await expect(page.locator('[data-page-code="HOME"] [data-block-type]').first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 }).first()).toContainText('翠港珠寶');

    await page.locator('.site-header__langs [data-lang="en"]').click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 }).first()).toContainText('Jade Harbour');

    await page.locator('.site-header__langs [data-lang="zh_CN"]').click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(page.getByRole('heading', { level: 1 }).first()).toContainText('翠港珠宝');

    // The choice is kept for the next visit.
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  });

  test('/wv/<pageCode> renders that page', async ({ page }) => {
    await page.goto('/wv/ABOUT');
    await expect(page.locator('[data-page-code="ABOUT"]')).toBeVisible();
    await expect(page).toHaveTitle(/關於我們/);
  });

  test('an unknown path shows the unknown-page screen', async ({ page }) => {
    await page.goto('/no/such/place');
    await expect(page.getByTestId('unknown-page')).toBeVisible();
    await page.goto('/wv/NO_SUCH_PAGE');
    await expect(page.getByTestId('unknown-page')).toBeVisible();
  });
});
