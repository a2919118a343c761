import { expect, type Page } from '@playwright/test';
import { test } from './fixtures.ts';
import { englishUnlessChosen, englishWindow, memberLogin, staffLogin } from './helpers.ts';

/*
 * The members' club as a member uses it (issue 13): browse, search, choose, be told when the points do
 * not reach, confirm with a pick-up shop, see the success page, the new balance and the redemption in my
 * account; the counter hands it over. Members JH10000006 and JH10000007 (2,000 points each, birthday not
 * this month) are seeded for these journeys.
 */

async function memberSignedIn(page: Page, phone: string, password: string) {
  await memberLogin(page, phone, password);
  await expect(page).not.toHaveURL(/\/login/);
}
const card = (page: Page, name: string) => page.getByTestId('points-card').filter({ has: page.getByRole('heading', { name, exact: true }) });
/** Searches the club's gifts for `words` (an empty search lists them all). */
async function searchGifts(page: Page, words: string) {
  const search = page.locator('.points__search input');
  await search.fill(words);
  await search.press('Enter');
}
async function closeAlert(page: Page, text: string | RegExp) {
  const dialog = page.getByRole('dialog').filter({ hasText: text });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button').last().click();
  await expect(dialog).toBeHidden();
}

test.describe('members club on a phone, in zh_HK', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('search, choose three goods, points not enough, reduce, confirm with a pick-up shop; counter staff hand it over', async ({ page, browser }) => {
    await memberSignedIn(page, '96543210', 'Club2026b');
    await page.goto('/wv/CLUB_HOME');
    const menu = page.getByTestId('club-menu');
    await expect(menu).toHaveClass(/club-menu--vertical/);
    await expect(menu.getByRole('link', { name: '積分換領' })).toBeVisible();

    // The club menu's search: a word is needed; it opens the redemption page with the word.
    await menu.getByRole('searchbox').fill('翡翠');
    await menu.getByRole('button', { name: '搜尋' }).click();
    await expect(page).toHaveURL(/\/wv\/CLUB_REDEEM\?title=/);
    expect(await page.evaluate(() => localStorage.getItem('pointsGoodsSearchValue'))).toBe('翡翠');
    await expect(page.getByTestId('points-card')).toHaveCount(2);
    await expect(page.getByTestId('points-category-select')).toBeVisible();
    await card(page, '翡翠平安扣吊墜').getByRole('button', { name: '增加 翡翠平安扣吊墜' }).click();

    await searchGifts(page, '不存在的禮品');
    await expect(page.getByTestId('points-empty')).toHaveText('沒有找到符合您選擇的產品。');

    await searchGifts(page, '珍珠手鏈');
    await card(page, '珍珠手鏈').getByRole('button', { name: '增加 珍珠手鏈' }).click();
    await searchGifts(page, '真皮錶帶');
    await card(page, '真皮錶帶').getByRole('button', { name: '增加 真皮錶帶' }).click();
    await expect(page.getByTestId('points-total-qty')).toHaveText('已選 3 件');
    await expect(page.getByTestId('points-total-points')).toContainText('合共 2,300 積分');

    // 2,300 points chosen, 2,000 held.
    await page.getByRole('button', { name: '下一步' }).click();
    await closeAlert(page, '積分不足');
    await expect(page).toHaveURL(/CLUB_REDEEM/);

    // 0 removes the item.
    await card(page, '真皮錶帶').getByRole('button', { name: '減少 真皮錶帶' }).click();
    await expect(page.getByTestId('points-total-qty')).toHaveText('已選 2 件');
    await expect(page.getByTestId('points-total-points')).toContainText('合共 1,700 積分');
    await page.getByRole('button', { name: '下一步' }).click();

    await expect(page).toHaveURL(/\/redemptionConfirm$/);
    await expect(page.getByTestId('confirm-line')).toHaveCount(2);
    await expect(page.getByTestId('confirm-points')).toHaveText('1,700 積分');
    await page.getByRole('radio', { name: '翠港珠寶 銅鑼灣店' }).check();
    await page.getByRole('button', { name: '確認換領' }).click();

    await expect(page).toHaveURL(/\/redemptionSuccess\?no=JHR/);
    await expect(page.getByRole('heading', { name: '換領成功' })).toBeVisible();
    const no = (await page.getByTestId('redemption-no').textContent())!.trim();
    // The code the member shows at the counter (issue 38: the member number alone collects nothing).
    const code = (await page.getByTestId('redemption-collection-code').textContent())!.trim();
    await expect(page.getByTestId('redemption-shop')).toHaveText('翠港珠寶 銅鑼灣店');
    await expect(page.getByText('領取時請帶備')).toBeVisible();
    await expect(page.getByTestId('success-balance')).toHaveText('現有積分 300');

    await page.getByRole('link', { name: '查看我的換領' }).click();
    await expect(page).toHaveURL(/\/account\/redemptions$/);
    await expect(page.getByTestId('account-balance')).toHaveText('現有積分 300');
    const mine = page.getByTestId('redemption-card').filter({ hasText: no });
    await expect(mine.getByTestId('redemption-status')).toHaveText('待領取');
    // The chosen items were used up.
    expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('pointsRedemptionItems:')))).toEqual([]);

    // Counter staff at Causeway Bay (their account's shop, decision 183) find the member and hand the goods over.
    const sp = await englishWindow(browser);
    await staffLogin(sp, 'counter.staff', 'Counter2026a');
    await expect(sp).toHaveURL(/\/registerByStaff$/);
    await sp.getByRole('link', { name: /Redemption pick-up/ }).click();
    await expect(sp).toHaveURL(/\/registerByStaff\/redemptionPickup$/);
    await sp.getByLabel('Member no. / QR code / phone').fill('JH10000006');
    await sp.getByRole('button', { name: 'Find' }).click();
    await expect(sp.getByTestId('counter-member')).toContainText('JH10000006');
    await expect(sp.getByTestId('counter-shop')).toContainText('Causeway Bay');
    const waiting = sp.getByTestId('redemption-card').filter({ hasText: no });
    await waiting.getByLabel('Collection code').fill(code);
    await waiting.getByRole('button', { name: 'Mark collected' }).click();
    await sp.getByRole('alertdialog').getByRole('button').last().click();
    await expect(sp.getByText('This member has no redemption waiting.')).toBeVisible();
    await sp.context().close();

    await page.reload();
    await expect(page.getByTestId('redemption-card').filter({ hasText: no }).getByTestId('redemption-status')).toHaveText('已領取');
  });
});

test.describe('members club on a desktop, in English', () => {
  test.beforeEach(({ page }) => englishUnlessChosen(page));

  test('a visitor is sent to log in; a member sees English texts through to the success page', async ({ page }) => {
    await page.goto('/wv/CLUB_REDEEM');
    const menu = page.getByTestId('club-menu');
    await expect(menu).toHaveClass(/club-menu--horizontal/);
    // Tabs on a desktop, with All first.
    await expect(page.getByRole('tab').first()).toHaveText('All');
    await page.getByRole('tab', { name: 'Watch accessories' }).click();
    await expect(card(page, 'Steel bracelet strap')).toContainText('Out Of Stock');
    await expect(card(page, 'Steel bracelet strap').getByRole('button', { name: 'More Steel bracelet strap' })).toBeDisabled();
    // One page of results: no pager.
    await expect(page.locator('.points__pager')).toHaveCount(0);
    await card(page, 'Leather watch strap').getByRole('button', { name: 'Leather watch strap' }).first().click();
    const detail = page.getByRole('dialog', { name: 'Leather watch strap' });
    await expect(detail).toBeVisible();
    // The modal (decision 430) is the full-screen mask; the detail's frame inside it is half the window wide.
    const width = await detail.locator('.points-dialog').evaluate((el) => el.getBoundingClientRect().width);
    expect(Math.round(width)).toBe(640);
    await detail.getByRole('button', { name: 'More Leather watch strap' }).click();
    await detail.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByTestId('points-total-qty')).toHaveText('1 selected');
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(page).toHaveURL(/\/loginTips\?pageCode=CLUB_REDEEM$/);

    await memberSignedIn(page, '97654321', 'Club2026c');
    await page.goto('/wv/CLUB_REDEEM');
    // The choice made as a visitor is still there after logging in.
    await expect(page.getByTestId('points-total-qty')).toHaveText('1 selected');
    await expect(page.getByTestId('club-balance')).toHaveText('2,000 points available');
    await searchGifts(page, 'nothing like this');
    await expect(page.getByTestId('points-empty')).toHaveText('NO PRODUCTS WERE FOUND MATCHING YOUR SELECTION.');
    await searchGifts(page, '');
    await expect(page.locator('.points__pager')).toBeVisible();
    await card(page, 'Jade peace-buckle pendant').getByRole('button', { name: 'More Jade peace-buckle pendant' }).click();
    await card(page, 'Freshwater pearl bracelet').getByRole('button', { name: 'More Freshwater pearl bracelet' }).click();
    await expect(page.getByTestId('points-total-points')).toContainText('Total 2,300 points');
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await closeAlert(page, 'Points Not Enough');
    await card(page, 'Leather watch strap').getByRole('button', { name: 'Less Leather watch strap' }).click();
    await page.getByRole('button', { name: 'Next', exact: true }).click();

    await expect(page).toHaveURL(/\/redemptionConfirm$/);
    await expect(page.getByRole('heading', { name: 'Confirm redemption' })).toBeVisible();
    await expect(page.getByTestId('confirm-cash')).toHaveText('Nothing to pay');
    await page.getByRole('button', { name: 'Confirm redemption' }).click();
    // The pick-up shop is the form's field: its problem is said beside it (decision 460), not in a dialog.
    await expect(page.getByText('Please choose a pick-up shop')).toBeVisible();
    await page.getByRole('radio', { name: 'Jade Harbour Tsim Sha Tsui' }).check();
    await page.getByRole('button', { name: 'Confirm redemption' }).click();
    await expect(page.getByRole('heading', { name: 'Redemption complete' })).toBeVisible();
    await expect(page.getByText('What to bring')).toBeVisible();
    await expect(page.getByTestId('success-balance')).toHaveText('300 points available');
    await expect(page.getByTestId('redemption-status')).toHaveText('Ready for pick-up');
  });
});
