import { expect, test, type Page } from '@playwright/test';

/** Staff journeys at the counter, in English (the interface language kept in localStorage). */
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    if (!localStorage.getItem('lang')) localStorage.setItem('lang', 'en');
  });
});

async function staffLogin(page: Page, username: string, password: string) {
  await page.goto('/staffLogin');
  await page.getByLabel('Staff account').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

test.describe('staff area', () => {
  test('an F&B admin finds a member, deducts points for a bill and sees the new balance; registration is refused', async ({ page }) => {
    await staffLogin(page, 'fb.admin', 'Dining2026a');
    await expect(page).toHaveURL(/\/cateringDepartment$/);
    await expect(page.getByTestId('staff-user')).toContainText('Tsang Hoi Yan');

    await page.getByRole('link', { name: /Look up points/ }).click();
    await page.getByLabel(/Member no\., mobile number/).fill('JH10000001');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByTestId('member-card')).toContainText('Chan Tai Man');
    await expect(page.getByTestId('member-balance')).toHaveText('4,990');

    await page.getByRole('link', { name: 'Deduct points for this member' }).click();
    await expect(page).toHaveURL(/\/cateringDepartment\/deductPoint\?memberNo=JH10000001/);
    await expect(page.getByTestId('member-balance')).toHaveText('4,990');
    await page.getByLabel('Bill number').fill('FB-E2E-0001');
    await page.getByLabel('Bill amount').fill('388.50');
    await page.getByLabel('Points to deduct').fill('5000');
    await page.getByRole('button', { name: 'Deduct points' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Deduct points' }).click();
    // More than the balance: refused with the spec's 140006, nothing deducted.
    await expect(page.getByTestId('deduct-error')).toContainText('Score insufficient');

    await page.getByLabel('Points to deduct').fill('990');
    await page.getByRole('button', { name: 'Deduct points' }).click();
    await expect(page.getByRole('alertdialog')).toContainText('Deduct 990 points from Chan Tai Man (JH10000001)?');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Deduct points' }).click();
    await expect(page.getByTestId('deduct-done')).toContainText('990 points deducted');
    await expect(page.getByTestId('new-balance')).toHaveText('4,000');

    // The same admin may not open the counter registration screen.
    await page.goto('/registerByStaff');
    await expect(page.getByTestId('staff-refused')).toContainText('No access');
    await expect(page.getByLabel('Last name')).toHaveCount(0);
  });

  test('a counter staff member registers a customer, who must change the password at first login', async ({ page }) => {
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
    const memberNo = (await page.getByTestId('registered-member-no').textContent())?.trim() ?? '';
    expect(memberNo).toMatch(/^JH\d{8}$/);

    // The member logs in with the phone number and is told to change it first.
    const login = await page.request.post('/api/app/page/user/login', { data: { account: '61112222', phoneAreaCode: '852', password: '61112222' } });
    expect(login.status()).toBe(200);
    const { data } = await login.json();
    expect(data.user.memberNo).toBe(memberNo);
    expect(data.user.mustChangePassword).toBe(true);
    const changed = await page.request.post('/api/app/page/user/firstLoginResetPassword', {
      data: { newPassword: 'Orchid2026a', confirmPassword: 'Orchid2026a' },
      headers: { authorization: `Bearer ${data.accessToken}` },
    });
    expect(changed.status()).toBe(200);
    const again = await page.request.post('/api/app/page/user/login', { data: { account: '61112222', phoneAreaCode: '852', password: 'Orchid2026a' } });
    expect((await again.json()).data.user.mustChangePassword).toBe(false);
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
