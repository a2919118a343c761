import { expect } from '@playwright/test';
import { test } from './fixtures.ts';
import { apiCall, englishUnlessChosen, englishWindow, fillMemberLogin, memberLogin, staffLogin } from './helpers.ts';
import { startSmsGateway } from './sms-gateway.ts';

/** Staff journeys at the counter, in English (the interface language kept in localStorage). */
test.beforeEach(({ page }) => englishUnlessChosen(page));

test.describe('staff area', () => {
  test('an F&B admin finds a member, deducts points for a bill and sees the new balance; registration is refused', async ({ page, browser }) => {
    await staffLogin(page, 'fb.admin', 'Dining2026a');
    await expect(page).toHaveURL(/\/cateringDepartment$/);
    await expect(page.getByTestId('staff-user')).toContainText('Tsang Hoi Yan');

    await page.getByRole('link', { name: /Look up points/ }).click();
    await page.getByLabel(/Member no\., mobile number/).fill('+86 13800138000');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByTestId('member-card')).toContainText('JH10000004');
    await expect(page.getByTestId('member-balance')).toHaveText('13,600');

    await page.getByRole('link', { name: 'Deduct points for this member' }).click();
    await expect(page).toHaveURL(/\/cateringDepartment\/deductPoint\?memberNo=JH10000004/);
    await expect(page.getByTestId('member-balance')).toHaveText('13,600');
    // The member opens the QR code in their account and the counter scans it (issue 38): the number alone deducts nothing.
    await page.getByLabel('Bill number').fill('FB-E2E-0001');
    await page.getByLabel('Points to deduct').fill('10');
    await page.getByRole('button', { name: 'Deduct points' }).click();
    await expect(page.getByTestId('deduct-error')).toContainText('a member number alone deducts nothing');
    const phone = await browser.newContext();
    const memberToken = (
      await apiCall<{ accessToken: string }>(phone.request, 'app/page/user/login', { account: 'zhang.wei@jadeharbour.example', password: 'Jade2026b' })
    ).accessToken;
    const qr = (await apiCall<{ qrContent: string }>(phone.request, 'app/page/user/getQRCode', {}, memberToken)).qrContent;
    await phone.close();
    await page.getByLabel("Member's QR code").fill(qr);
    await page.getByLabel('Bill amount').fill('388.50');
    await page.getByLabel('Points to deduct').fill('20000');
    await page.getByRole('button', { name: 'Deduct points' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Deduct points' }).click();
    // More than the balance: refused with the spec's 140006, nothing deducted.
    await expect(page.getByTestId('deduct-error')).toContainText('Score insufficient');

    await page.getByLabel('Points to deduct').fill('1600');
    await page.getByRole('button', { name: 'Deduct points' }).click();
    await expect(page.getByRole('alertdialog')).toContainText('Deduct 1,600 points from 张伟 (JH10000004)?');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Deduct points' }).click();
    await expect(page.getByTestId('deduct-done')).toContainText('1,600 points deducted');
    await expect(page.getByTestId('new-balance')).toHaveText('12,000');

    // The member sees the deduction in my account's points history.
    const mp = await englishWindow(browser);
    await memberLogin(mp, 'zhang.wei@jadeharbour.example', 'Jade2026b');
    await expect(mp).not.toHaveURL(/\/login/);
    await mp.goto('/account/points');
    await expect(mp.getByTestId('points-balance')).toHaveText('12,000');
    await expect(mp.getByRole('row', { name: /FB-E2E-0001/ })).toContainText('−1,600');
    await expect(mp.getByRole('row', { name: /Birthday bonus/ })).toContainText('+300');
    await mp.context().close();

    // The same admin may not open the counter registration screen.
    await page.goto('/registerByStaff');
    await expect(page.getByTestId('staff-refused')).toContainText('No access');
    await expect(page.getByLabel('Last name')).toHaveCount(0);
  });

  test('a counter staff member registers a customer, who proves the phone with the SMS code and sets a password; the phone number opens nothing', async ({
    page,
    browser,
  }) => {
    // The phone's side: a local SMS gateway receiving what the server's SMS provider would send (decision 380).
    const sms = await startSmsGateway();
    try {
      await staffLogin(page, 'counter.staff', 'Counter2026a');
      await expect(page).toHaveURL(/\/registerByStaff$/);
      await page.getByLabel('Title').selectOption('Mrs');
      await page.getByLabel('Female').check();
      await page.getByLabel('Last name').fill('Cheung');
      await page.getByLabel('First name').fill('Wai Ling');
      await page.getByLabel('Birth month').selectOption('9');
      await page.getByLabel('Mobile number').fill('61112222');
      await page.getByRole('button', { name: 'Register member' }).click();
      // Forgot the consent: the form says which field.
      await expect(page.getByRole('alert')).toContainText('Please check');
      await page.getByLabel(/agrees to the membership terms/).check();
      await page.getByRole('button', { name: 'Register member' }).click();
      await expect(page.getByTestId('registered')).toContainText('61112222');
      await expect(page.getByTestId('registered-note')).toContainText('A code was sent by SMS');
      const memberNo = (await page.getByTestId('registered-member-no').textContent())?.trim() ?? '';
      expect(memberNo).toMatch(/^JH\d{8}$/);

      // Someone who knows the phone number: it opens nothing.
      const stranger = await page.request.post('/api/app/page/user/login', { data: { account: '61112222', phoneAreaCode: '852', password: '61112222' } });
      expect(stranger.status()).toBe(400);

      const message = await sms.waitFor((m) => m.to === '+852 61112222');
      const code = /(\d{6})/.exec(message.text)?.[1] ?? '';
      expect(code).toMatch(/^\d{6}$/);

      // The member signs in for the first time: from the login page to the SMS-code screen.
      const mp = await englishWindow(browser);
      await memberLogin(mp, '61112222', '61112222');
      const said = mp.locator('dialog.ui-dialog-mask');
      await expect(said).toContainText('The account or password is not correct. Please check them and try again.');
      await said.getByRole('button', { name: 'OK' }).click();
      await expect(mp).toHaveURL(/\/login/);
      await mp.getByRole('link', { name: 'Registered at a shop? Set your password with an SMS code' }).click();
      await expect(mp).toHaveURL(/\/firstSignIn/);
      await mp.locator('input[name="codePhone"]').fill('61112222');
      await mp.locator('input[name="verifyCode"]').fill(code);
      await mp.locator('input[name="newPassword"]').fill('Orchid2026a');
      await mp.locator('input[name="confirmPassword"]').fill('Orchid2026a');
      await mp.locator('form button[type="submit"]').click();
      await expect(said).toContainText('Your mobile number is verified');
      await said.getByRole('button', { name: 'OK' }).click();
      await expect(mp).toHaveURL(/\/login/);
      await fillMemberLogin(mp, '61112222', 'Orchid2026a');
      await expect(mp).not.toHaveURL(/\/login/);
      await mp.context().close();

      // The new password works with nothing left to change; the phone number and the used code still open nothing.
      const again = await page.request.post('/api/app/page/user/login', { data: { account: '61112222', phoneAreaCode: '852', password: 'Orchid2026a' } });
      const { data } = await again.json();
      expect(data.user.memberNo).toBe(memberNo);
      expect(data.user.mustChangePassword).toBe(false);
      const old = await page.request.post('/api/app/page/user/login', { data: { account: '61112222', phoneAreaCode: '852', password: '61112222' } });
      expect(old.status()).toBe(400);
      const reused = await page.request.post('/api/app/page/user/resetPassword', {
        data: { phoneAreaCode: '852', phone: '61112222', verifyCode: code, newPassword: 'Taken2026a', confirmPassword: 'Taken2026a' },
      });
      expect(reused.status()).toBe(400);
    } finally {
      await sms.close();
    }
  });

  test('an expired staff session goes back to /staffLogin with the session cleared', async ({ page }) => {
    await page.addInitScript(() => {
      // Once per tab: a token the server does not know, as after its expiry.
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('staffUser', JSON.stringify({ accessToken: `s.${'x'.repeat(43)}`, defaultUserRole: 4, userRoleList: [4] }));
    });
    await page.goto('/cateringDepartment/queryMemberPoint?q=JH10000001&area=852');
    await expect(page).toHaveURL(/\/staffLogin$/, { timeout: 15_000 });
    expect(await page.evaluate(() => localStorage.getItem('staffUser'))).toBeNull();
  });
});
