import { expect } from '@playwright/test';
import { test } from './fixtures.ts';
import { appLive, fillMemberLogin } from './helpers.ts';

/**
 * Failure screens and start-up rules (issue 11): the route error screen in the interface language, one
 * reload when a lazy screen's file is missing after a deploy (never a loop), the progress bar while a
 * route's file loads, the `replace` parameter (same-site paths only), logout from the online menu.
 */
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'en'));
});

test('a missing lazy screen reloads the page once, then shows the error screen in the interface language', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('[data-page-code="HOME"]')).toBeVisible();
  // The server's page shows before the app listens to the history: wait for it to be live.
  await appLive(page);
  // The deploy removed the old build's file of the goods list screen.
  await page.route(/\/assets\/GoodsListScreen-[\w-]+\.js$/, (route) => route.fulfill({ status: 404, body: 'gone' }));
  let documents = 0;
  page.on('request', (r) => r.resourceType() === 'document' && documents++);
  await page.evaluate(() => {
    window.history.pushState(null, '', '/goodsList');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  const screen = page.getByTestId('route-error');
  await expect(screen).toBeVisible();
  await expect(screen.getByRole('heading', { level: 1 })).toHaveText('Something went wrong');
  await expect(screen.getByRole('button', { name: 'Reload' })).toBeVisible();
  await expect(screen.getByRole('link', { name: 'Back to home' })).toBeVisible();
  // Exactly one reload, and it stays on the error screen rather than reloading again.
  await page.waitForTimeout(1_500);
  expect(documents).toBe(1);
  await expect(screen).toBeVisible();

  // Once the file is there again, Reload recovers.
  await page.unroute(/\/assets\/GoodsListScreen-[\w-]+\.js$/);
  await screen.getByRole('button', { name: 'Reload' }).click();
  await expect(page.locator('.catalogue, [data-testid="goods-list"], main h1').first()).toBeVisible();
  await expect(page.getByTestId('route-error')).toHaveCount(0);
});

test('a thin progress bar shows while the next screen loads', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('[data-page-code="HOME"]')).toBeVisible();
  // The server's page shows before the app listens to the history: wait for it to be live.
  await appLive(page);
  await page.route(/\/assets\/WishlistPage-[\w-]+\.js$/, async (route) => {
    await new Promise((r) => setTimeout(r, 1_200));
    await route.continue();
  });
  await page.evaluate(() => {
    window.history.pushState(null, '', '/wishlist');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByTestId('route-progress')).toBeVisible();
  await expect(page.getByTestId('route-progress')).toHaveCount(0, { timeout: 15_000 });
  await expect(page).toHaveURL(/\/wishlist$/);
});

test('a replace parameter at start goes to that path of the site, never elsewhere', async ({ page }) => {
  await page.goto('/?replace=%2Fwv%2FOFFERS');
  await expect(page).toHaveURL(/\/wv\/OFFERS$/);
  await expect(page.locator('[data-page-code="OFFERS"]')).toBeVisible();

  for (const bad of ['https://example.com/', '//example.com/', '/\\example.com']) {
    await page.goto(`/?replace=${encodeURIComponent(bad)}`);
    await expect(page.locator('[data-page-code="HOME"]')).toBeVisible();
    expect(page.url()).toContain('/?replace=');
  }
});

test('logging out where the online menu is shown goes to the online home', async ({ page }) => {
  await page.goto('/login?isBeFrom=goodsList');
  await fillMemberLogin(page, '91234567', 'Jade2026a');
  await expect(page).toHaveURL(/\/goodsList$/);
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.locator('.ui-dialog').getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/wv\/ESHOP_HOME$/);
});

test('the one login guard sends a visitor from a members-only route to login and back', async ({ page }) => {
  await page.goto('/onlineCheckout');
  await expect(page).toHaveURL(/\/login\?isBeFrom=onlineCheckout$/);
  await expect(page.locator('.ui-toasts')).toContainText('Please login first');
});
