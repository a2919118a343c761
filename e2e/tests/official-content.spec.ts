import { expect, type Page } from '@playwright/test';
import { test } from './fixtures.ts';

/**
 * Official content journeys (issue 7, part A) at a phone and a desktop width, in English: find a shop by
 * area and toggle its map; filter brands by a letter and step Next Brand round; read an article and step
 * to the next; an article body with scripts stays inert; send an enquiry and find it in the outbox.
 */
const WIDTHS = [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1280, height: 800 }],
] as const;

async function english(page: Page) {
  await page.addInitScript(() => localStorage.setItem('lang', 'en'));
}

for (const [label, viewport] of WIDTHS) {
  test.describe(`official content (${label})`, () => {
    test.use({ viewport });
    test.beforeEach(({ page }) => english(page));

    test('finds a shop by area and opens its detail with the map toggle', async ({ page }) => {
      // Map providers cannot be reached offline: the page must work regardless.
      await page.goto('/wv/SHOPS');
      await expect(page.locator('.blk-stores__card')).toHaveCount(9);
      await page.getByRole('combobox', { name: 'Area' }).selectOption({ label: 'Kowloon' });
      await page.getByRole('combobox', { name: 'District' }).selectOption({ label: 'Yau Tsim Mong' });
      await page.getByRole('button', { name: 'Search' }).click();
      await expect(page).toHaveURL(/topAreaId=\d+&childAreaId=\d+/);
      await expect(page.locator('.blk-stores__card')).toHaveCount(2);
      await expect(page.getByRole('button', { name: 'Kowloon' })).toHaveAttribute('aria-pressed', 'true');

      await page.locator('.blk-stores__card', { hasText: 'Tsim Sha Tsui' }).click();
      await expect(page).toHaveURL(/\/wv\/SHOP_DETAIL\?storeId=\d+/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Jade Harbour Tsim Sha Tsui');
      await expect(page.getByText('10:30 – 22:00')).toBeVisible();
      const map = page.locator('iframe.blk-store__frame');
      await expect(map).toHaveAttribute('data-map-provider', 'google');
      await expect(map).toHaveAttribute('src', /maps\.google\.com\/maps\?q=22\.29\d*%2C114\.17\d*&z=17/);
      await page.getByRole('button', { name: 'Baidu Map' }).click();
      await expect(map).toHaveAttribute('data-map-provider', 'baidu');
      await expect(map).toHaveAttribute('src', /api\.map\.baidu\.com\/marker\?location=22\.30\d*%2C114\.17\d*.*zoom=17/);
      await expect(page.getByRole('link', { name: 'Open in Baidu Maps' })).toHaveAttribute('target', '_blank');
      await page.getByRole('button', { name: 'Google Map' }).click();
      await expect(page.getByRole('link', { name: 'Open in Google Maps' })).toBeVisible();
    });

    test('filters brands by a letter and steps Next Brand round to the first', async ({ page }) => {
      await page.goto('/wv/BRANDS');
      await expect(page.locator('.blk-brands__card')).toHaveCount(12);
      await page.getByRole('button', { name: 'M', exact: true }).click();
      await expect(page.locator('.blk-brands__card')).toHaveCount(2);
      await page.locator('.blk-brands__card', { hasText: 'Meridian' }).click();
      await expect(page).toHaveURL(/\/wv\/BRAND_DETAIL\?brandId=\d+/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Meridian');
      await expect(page.locator('.blk-brand__watch').first()).toBeVisible();
      await page.getByRole('button', { name: /Next Brand/ }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Montclair');
      await page.getByRole('button', { name: /Next Brand/ }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Meridian');
      // The watch picture opens larger; Escape closes it.
      await page.locator('.blk-brand__watchimg').first().click();
      await expect(page.locator('.ui-preview')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.locator('.ui-preview')).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Visit the brand website ↗' })).toHaveAttribute('target', '_blank');
    });

    test('reads an article and steps to the next one', async ({ page }) => {
      await page.goto('/wv/NEWS');
      await page.getByLabel('Year').selectOption('2024');
      await expect(page.locator('.blk-articles__card')).toHaveCount(1);
      await page.getByLabel('Year').selectOption('all');
      await page.locator('.blk-articles__card').first().click();
      await expect(page).toHaveURL(/articleId=\d+&articleIdList=[\d%C,]+/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Central flagship reopens');
      await expect(page.getByRole('button', { name: /Previous/ })).toHaveCount(0);
      await page.getByRole('button', { name: 'Enlarge image 1' }).click();
      await expect(page.locator('.ui-preview')).toBeVisible();
      await page.locator('.ui-preview__nav--next').click();
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: /Next/ }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText("Mother's Day pearl showcase");
      await expect(page.getByRole('button', { name: /Previous/ })).toBeVisible();
      await page.getByRole('link', { name: 'Back to Index' }).click();
      await expect(page).toHaveURL(/\/wv\/NEWS$/);
    });

    test('an article body with scripts, event handlers and javascript: links stays inert', async ({ page }) => {
      const dialogs: string[] = [];
      page.on('dialog', (d) => {
        dialogs.push(d.message());
        void d.dismiss();
      });
      const res = await page.request.post('/api/app/article/getArticleBaseInfoListByIds', {
        data: { merchantCode: 'DEMO', articleLabelList: ['sanitiser-check'] },
      });
      const id = ((await res.json()).data as Array<{ id: number }>)[0]!.id;
      await page.goto('/');
      const scriptsBefore = await page.locator('script').count();
      await page.goto(`/wv/NEWS_DETAIL?articleId=${id}&articleIdList=${id}`);
      await expect(page.locator('.blk-article__body')).toContainText('Happy new year!');
      await page.waitForTimeout(500);
      expect(dialogs).toEqual([]);
      expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
      await expect(page.locator('.blk-article__body script')).toHaveCount(0);
      await expect(page.locator('.blk-article__body [onerror], .blk-article__body [onload]')).toHaveCount(0);
      await expect(page.locator('.blk-article__body a[href^="javascript"]')).toHaveCount(0);
      expect(await page.locator('script').count()).toBe(scriptsBefore);
    });

    test('sends an enquiry: a missing field is named, success clears the form, the mail is in the outbox', async ({ page }) => {
      const email = `mei.${label}.${Date.now()}@example.com`;
      await page.goto('/wv/CONTACT');
      await page.getByLabel('Title *').selectOption('Ms.');
      await page.getByLabel('First name *').fill('Mei');
      await page.getByLabel('Last name *').fill('Chan');
      await page.getByLabel('Telephone *').fill('+852 9123 4567');
      await page.getByLabel('Enquiry *').fill('Do you resize jade rings?');
      await page.getByRole('button', { name: 'Send' }).click();
      await expect(page.getByText('Please fill in Email')).toBeVisible();
      await expect(page.getByLabel('Email *')).toBeFocused();

      await page.getByLabel('Email *').fill(email);
      await page.getByRole('button', { name: 'Send' }).click();
      await expect(page.getByRole('dialog')).toContainText('Your enquiry has been sent');
      await page.getByRole('dialog').getByRole('button').click();
      for (const field of ['First name *', 'Last name *', 'Telephone *', 'Email *', 'Enquiry *']) await expect(page.getByLabel(field)).toHaveValue('');
      await expect(page.getByLabel('Title *')).toHaveValue('');

      const outbox = (await (await page.request.get('/__test/mail-outbox')).json()).data as Array<{
        replyTo: string;
        toAddress: string;
        bodyText: string;
        subject: string;
      }>;
      const mail = outbox.find((m) => m.replyTo === email);
      expect(mail).toBeTruthy();
      expect(mail!.toAddress).toBe('enquiry@jadeharbour.example');
      expect(mail!.subject).toBe('Website enquiry');
      expect(mail!.bodyText).toContain('Ms. Mei Chan');
      expect(mail!.bodyText).toContain('Do you resize jade rings?');
    });
  });
}

test.describe('a shop named by its code (app/store/get)', () => {
  test('an unknown code alerts "Server Update, Please refresh page." in the interface language; a known one shows the shop', async ({ page }) => {
    // No language kept yet: the interface is in Traditional Chinese.
    await page.goto('/wv/SHOP_DETAIL?storeCode=NOPE');
    const zhAlert = page.getByRole('dialog').filter({ hasText: '服務器更新，請刷新頁面。' });
    await expect(zhAlert).toBeVisible();

    await page.evaluate(() => localStorage.setItem('lang', 'en'));
    await page.reload();
    const alert = page.getByRole('dialog').filter({ hasText: 'Server Update, Please refresh page.' });
    await expect(alert).toBeVisible();
    await alert.getByRole('button').first().click();
    await expect(alert).toBeHidden();

    await page.goto('/wv/SHOP_DETAIL?storeCode=TST');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Jade Harbour Tsim Sha Tsui');
    await expect(page.getByText('10:30 – 22:00')).toBeVisible();
  });
});
