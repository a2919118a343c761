import { expect, type Page } from '@playwright/test';
import { test } from './fixtures.ts';
import { fillMemberLogin, memberLogin } from './helpers.ts';

/** Member journeys in English (labels read best); the same screens serve zh_HK and zh_CN. */
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('e2e-lang-set')) {
      localStorage.setItem('lang', 'en');
      sessionStorage.setItem('e2e-lang-set', '1');
    }
  });
});

const greeting = (page: Page) => page.getByTestId('member-greeting');
const toast = (page: Page) => page.locator('.ui-toasts');
const dialog = (page: Page) => page.locator('.ui-dialog');

test('a visitor registers, logs in, edits data, adds an address, changes password and logs out', async ({ page }) => {
  const phone = `6${String(Date.now()).slice(-7)}`;
  const email = `pearl.${phone}@example.com`;

  await page.goto('/register');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Member registration');
  // Phone areas come from the datasets, +852, +86, +853 first.
  const areas = page.locator('select[name="phoneAreaCode"] option');
  await expect.poll(() => areas.count()).toBeGreaterThan(230);
  await expect(areas.nth(0)).toHaveText(/^\+852 Hong Kong/);
  await expect(areas.nth(1)).toHaveText(/^\+86 .*China/);
  await expect(areas.nth(2)).toHaveText(/^\+853 Macao/);

  // Submitting empty shows the starred fields' messages and the password rule.
  await page.locator('form button[type="submit"]').click();
  await expect(page.getByText('This field is required').first()).toBeVisible();
  await expect(page.getByText('Please agree to the Terms and Conditions')).toBeVisible();

  await page.locator('select[name="appellation"]').selectOption('Ms');
  await page.locator('input[name="lastName"]').fill('Ho');
  await page.locator('input[name="firstName"]').fill('Siu Ying');
  await page.locator('input[name="nickname"]').fill('Pearl');
  await page.locator('select[name="gender"]').selectOption('F');
  await page.locator('select[name="birthMonth"]').selectOption('5');
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="phone"]').fill(phone);
  await page.locator('input[name="password"]').fill('weakpass');
  await page.locator('input[name="confirmPassword"]').fill('weakpass');
  await page.locator('input[name="agreeTerms"]').check();
  await page.locator('form button[type="submit"]').click();
  await expect(page.getByText('The password does not meet the rule')).toBeVisible();
  await page.locator('input[name="password"]').fill('Pearl2026x');
  await page.locator('input[name="confirmPassword"]').fill('Pearl2026x');
  await page.locator('input[name="optOutB"]').check();
  await page.locator('form button[type="submit"]').click();

  await expect(page).toHaveURL(/\/successRegistration/);
  await expect(page.getByText(/Your member number is JH\d{8}/)).toBeVisible();
  await page.getByRole('link', { name: 'Log in now' }).click();

  await expect(page).toHaveURL(/\/login/);
  await fillMemberLogin(page, phone, 'Pearl2026x');
  await expect(greeting(page)).toHaveText('Hi, Pearl');

  // Personal data
  await page.goto('/personalData');
  await expect(page.locator('input[name="nickname"]')).toHaveValue('Pearl');
  await page.locator('input[name="nickname"]').fill('Pearl H');
  await page.locator('input[name="addressDetail"]').fill('Flat 3B, 21 Jade Street');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page)).toContainText('Saved');
  await expect(greeting(page)).toHaveText('Hi, Pearl H');

  // An address
  await page.goto('/account/addresses');
  await page.getByRole('button', { name: 'Add address' }).click();
  await page.locator('input[name="receiverName"]').fill('Ho Siu Ying');
  await page.locator('input[name="addrPhone"]').fill(phone);
  await page.locator('input[name="area"]').fill('Hong Kong');
  await page.locator('input[name="district"]').fill('Wan Chai');
  await page.locator('input[name="detail"]').fill('Room 8, 88 Queen’s Road East');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('address-list')).toContainText('Room 8, 88 Queen’s Road East');
  await expect(page.getByTestId('address-list')).toContainText('Default');

  // Change password
  await page.goto('/modifyPassword');
  await page.locator('input[name="oldPassword"]').fill('Pearl2026x');
  await page.locator('input[name="newPassword"]').fill('Jadeite2027y');
  await page.locator('input[name="confirmPassword"]').fill('Jadeite2027y');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page)).toContainText('Password changed');

  // Logout asks; cancelling keeps the session.
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(dialog(page)).toContainText('Are you sure you want to log out?');
  await dialog(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(toast(page)).toContainText('logout cancelled');
  await expect(greeting(page)).toBeVisible();
  await page.getByRole('button', { name: 'Logout' }).click();
  await dialog(page).getByRole('button', { name: 'OK' }).click();
  await expect(toast(page)).toContainText('logout successful');
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();

  // The old password fails, the new one works.
  await memberLogin(page, phone, 'Pearl2026x');
  await expect(dialog(page)).toContainText('The account or password is not correct. Please check them and try again.');
  await dialog(page).getByRole('button', { name: 'OK' }).click();
  await memberLogin(page, email, 'Jadeite2027y');
  await expect(greeting(page)).toHaveText('Hi, Pearl H');

  await page.getByRole('button', { name: 'Logout' }).click();
  await dialog(page).getByRole('button', { name: 'OK' }).click();
  await expect(toast(page)).toContainText('logout successful');
  await expect(greeting(page)).toHaveCount(0);
});

test('a member carried over from the old system is asked to change password at start and can cancel', async ({ page }) => {
  await memberLogin(page, '92345678', 'Upgrade2026a');
  await expect(dialog(page)).toContainText('Our member system has been upgraded');
  await dialog(page).getByRole('button', { name: 'Later' }).click();
  await expect(greeting(page)).toHaveText('Hi, Mei Ling');

  // Starting again (a new page load with the kept token) asks again; "Change now" leads to the form.
  await page.goto('/');
  await expect(dialog(page)).toContainText('Our member system has been upgraded');
  await dialog(page).getByRole('button', { name: 'Later' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.reload();
  await dialog(page).getByRole('button', { name: 'Change now' }).click();
  await expect(page).toHaveURL(/\/modifyPasswordToUpgrade\?isBeFrom=/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('System upgrade: please renew your password');
});

test('a protected page sends a visitor to login and back afterwards', async ({ page, request }) => {
  await page.goto('/onlineMyAccount');
  await expect(page).toHaveURL(/\/login\?isBeFrom=onlineMyAccount/);
  await fillMemberLogin(page, '91234567', 'Jade2026a');
  await expect(page).toHaveURL(/\/onlineMyAccount$/);
  // The seeded points ledger (staff.seed.ts) gives this member 4,990 points; earlier journeys earn (completed
  // orders, decision 170), adjust (the customers desk) and take back (refunds) points, so the account shows
  // what the ledger holds now.
  const token = await page.evaluate(() => localStorage.getItem('userToken'));
  const ledger = await request.post('/api/app/page/user/getPointsHistory', { data: {}, headers: { authorization: `Bearer ${token}` } });
  const totalBonus = ((await ledger.json()) as { data: { totalBonus: number } }).data.totalBonus;
  expect(totalBonus).toBeGreaterThan(0);
  await expect(page.getByTestId('points-balance')).toHaveText(totalBonus.toLocaleString('en'));
  await page.getByRole('link', { name: 'Member QR code' }).first().click();
  await expect(page.getByRole('img', { name: /Member QR code, member number JH10000001/ })).toBeVisible();

  // The forgot-password dialog: on-blur message and the SMS tip after submitting.
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.locator('.ui-dialog').getByRole('button', { name: 'OK' }).click();
  await page.goto('/login');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await page.locator('input[name="forgotPhone"]').focus();
  await page.locator('input[name="forgotPhone"]').blur();
  await expect(page.getByText('Please fill in phone number')).toBeVisible();
  await page.locator('input[name="forgotPhone"]').fill('91234567');
  await page.getByRole('dialog').getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('our staff will check the request and send a new password to it by SMS.')).toBeVisible();
});

test('phone areas are named by the browser: Traditional in zh_HK, Simplified in zh_CN', async ({ page }) => {
  await page.goto('/register');
  for (const [lang, us] of [
    ['zh_HK', '美國'],
    ['zh_CN', '美国'],
  ] as const) {
    await page.evaluate((l) => localStorage.setItem('lang', l), lang);
    await page.reload();
    const areas = page.locator('select[name="phoneAreaCode"] option');
    await expect.poll(() => areas.count()).toBeGreaterThan(230);
    await expect(areas.nth(0)).toHaveText(/^\+852 香港 Hong Kong/);
    await expect(areas.filter({ hasText: 'United States' })).toHaveText(`+1 ${us} United States`);
  }
});
