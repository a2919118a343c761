import { expect } from '@playwright/test';
import { test } from './fixtures.ts';
import { apiCall, englishUnlessChosen, staffSignedIn } from './helpers.ts';

/*
 * Issue 40: no back-office screen scrolls sideways, on a phone (390 px) or a laptop (1366 px); on a phone
 * the tables are cards. Each screen is opened as the merchant, after its reads land.
 */
const WIDTHS = [390, 1366] as const;

test.describe.configure({ timeout: 600_000 });

test('back-office screens fit 390 and 1366 px without sideways scroll', { tag: '@sweep' }, async ({ browser, request }) => {
  const owner = await apiCall<{ accessToken: string }>(request, 'app/page/user/pageStaffLogin', { username: 'merchant.admin', password: 'Merchant2026a' });
  const { list: orders } = await apiCall<{ list: { orderNo: string }[] }>(request, 'app/backOffice/orders/list', { pageNo: 1, pageSize: 1 }, owner.accessToken);
  const { list: goods } = await apiCall<{ list: { id: number }[] }>(
    request,
    'app/backOffice/goods/list',
    { pageSize: 1, status: 'on', search: '' },
    owner.accessToken,
  );
  const screens = [
    '/backOffice/home',
    '/backOffice/lowStock/CWB',
    '/backOffice/counter',
    '/backOffice/customers/JH10000001',
    '/backOffice/audit',
    '/backOffice/reconciliation',
    '/backOffice/promotions',
    '/backOffice/promotions/new',
    '/backOffice/goods',
    // The till's and the viewings' screens, which came after this check.
    '/backOffice/till',
    '/backOffice/counter/viewings',
    '/backOffice/tillDays',
    '/backOffice/viewings',
    '/backOffice/viewings/report',
    ...(goods[0] ? [`/backOffice/goods/${goods[0].id}/stock`] : []),
    ...(orders[0] ? [`/backOffice/orders/${orders[0].orderNo}`] : []),
  ];
  const wide: string[] = [];
  for (const width of WIDTHS) {
    const context = await browser.newContext({ viewport: { width, height: 800 } });
    const page = await context.newPage();
    await page.addInitScript(() => localStorage.setItem('lang', 'en'));
    await staffSignedIn(page, 'merchant.admin', 'Merchant2026a');
    for (const path of screens) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
      const { scroll, client } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
      if (scroll > client) wide.push(`${width}px ${path}: ${scroll} px wide`);
      // One menu entry marks the screen shown (the hand-over's entry was marked beside the counter's viewings).
      const current = await page.locator('.bo-nav a[aria-current="page"]').count();
      if (current > 1) wide.push(`${width}px ${path}: ${current} menu entries marked current`);
    }
    await context.close();
  }
  expect(wide, wide.join('\n')).toEqual([]);
});

test('the staff bar is one row on a phone: a menu button opens the rest, in three languages', async ({ browser }) => {
  const MENU = { zh_HK: '選單', zh_CN: '菜单', en: 'Menu' } as const;
  for (const width of WIDTHS) {
    const context = await browser.newContext({ viewport: { width, height: 800 } });
    const page = await context.newPage();
    await englishUnlessChosen(page);
    await staffSignedIn(page, 'counter.staff', 'Counter2026a');
    for (const lang of ['zh_HK', 'zh_CN', 'en'] as const) {
      await page.evaluate((l) => localStorage.setItem('lang', l), lang);
      await page.goto('/backOffice/home');
      const bar = page.locator('header.staff-bar');
      const menu = page.getByRole('button', { name: MENU[lang], exact: true });
      const user = page.getByTestId('staff-user');
      if (width === 390) {
        // One row: the brand and the menu button (44 px tall) in the bar's padding.
        expect((await bar.boundingBox())!.height, lang).toBeLessThan(70);
        await expect(menu).toHaveAttribute('aria-expanded', 'false');
        await expect(user).toBeHidden();
        await menu.click();
        await expect(menu).toHaveAttribute('aria-expanded', 'true');
        await expect(user).toBeVisible();
        // A link followed from the open menu folds it again on the next screen.
        await page.getByTestId('staff-devices-link').click();
        await expect(page).toHaveURL(/\/staffDevices/);
        await expect(menu).toHaveAttribute('aria-expanded', 'false');
        await expect(user).toBeHidden();
      } else {
        // A laptop: no menu button, everything in one row of the bar.
        await expect(menu).toBeHidden();
        await expect(user).toBeVisible();
        expect((await bar.boundingBox())!.height, lang).toBeLessThan(80);
      }
    }
    await context.close();
  }
});
