import { expect, type Browser, type Page } from '@playwright/test';
import { test } from './fixtures.ts';
import { englishWindow, memberLogin } from './helpers.ts';

/**
 * Signed-in devices (issue 38, decision 388): the member signs in from two browsers; from the first they
 * see both devices and sign the other out; the second is signed out at its next step.
 */
async function memberWindow(browser: Browser, userAgent: string): Promise<Page> {
  const page = await englishWindow(browser, { userAgent });
  await memberLogin(page, '91234567', 'Jade2026a');
  await expect(page).not.toHaveURL(/\/login/);
  return page;
}

const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const DESK = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';

test('a member signs the other device out from the first; the second is signed out', async ({ browser }) => {
  const first = await memberWindow(browser, DESK);
  const second = await memberWindow(browser, PHONE);

  await first.goto('/account/devices');
  const section = first.getByTestId('signed-in-devices');
  await expect(section.getByRole('heading', { name: 'Signed-in devices' })).toBeVisible();
  const current = section.locator('[data-testid="signed-in-device"][data-current="true"]');
  await expect(current).toContainText('Firefox on Linux');
  await expect(current).toContainText('This device');
  const phone = section.getByTestId('signed-in-device').filter({ hasText: 'Chrome on Android' }).first();
  await expect(phone).toContainText('Network: 127.0.0.x');
  await expect(phone).toContainText('Last used:');

  await phone.getByRole('button', { name: 'Sign out' }).click();
  await first.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
  await expect(first.locator('.ui-toasts')).toContainText('The device is signed out');
  await expect(section.getByTestId('signed-in-device').filter({ hasText: 'Chrome on Android' })).toHaveCount(0);

  // The second browser's next step finds its session over: it is sent to log in.
  await second.goto('/onlineMyAccount');
  await expect(second).toHaveURL(/\/login/);
  // The first stays signed in.
  await first.goto('/onlineMyAccount');
  await expect(first).toHaveURL(/\/onlineMyAccount/);
  await expect(first.getByTestId('points-balance')).toBeVisible();

  await first.context().close();
  await second.context().close();
});
