import { expect, type Page } from '@playwright/test';
import { test } from './fixtures.ts';
import { apiCall } from './helpers.ts';
import { backOfficeRecords, checkSteps, editorSteps, editorVersions, LANGS, openAs, STAFF, visit, WIDTHS, type Role, type Step } from './axe-screens.ts';

/**
 * Issue 40: axe reports no serious or critical violation on any back-office, counter (staff area) or
 * editor screen, nor on any storefront page, at 390 and 1366 px, in zh_HK, zh_CN and en. Each role signs
 * in once per width and walks its list of screens in the three languages (axe-screens.ts). The long
 * suite runs it; `axe.spec.ts` keeps one screen per area in `npm test`.
 */

test.describe.configure({ timeout: 1_800_000 });
// A screen that does not open is a finding of its own (checkSteps), not a wait until the test's end.
test.use({ actionTimeout: 60_000, navigationTimeout: 60_000 });

/** Opens a list and then its first row's record (a record's form, an order's detail), if it has one. */
const firstRow = (list: string, link = '.bo-main a.bo-row__link'): Step => ({
  name: `${list} → first row`,
  go: async (page: Page) => {
    await page.goto(list);
    const first = page.locator(link).first();
    await first.waitFor({ timeout: 10_000 });
    await page.goto((await first.getAttribute('href'))!);
  },
});

/** Opens a storefront page and follows its first link matching `selector` (a detail page). */
const follow = (path: string, selector: string): Step => ({
  name: `${path} → ${selector}`,
  go: async (page: Page) => {
    await page.goto(path);
    const first = page.locator(selector).first();
    await first.waitFor({ state: 'attached', timeout: 10_000 });
    await page.goto((await first.getAttribute('href'))!);
  },
});

const CONTENT_KINDS = ['articles', 'shops', 'areas', 'brands', 'jewelleryItems', 'jewelleryParams'];

const STOREFRONT_PAGES = ['/', '/wv/ESHOP_HOME', '/wv/CLUB_HOME', '/wv/CLUB_REDEEM', '/wv/ABOUT', '/wv/BRANDS', '/wv/JEWELLERY', '/wv/NEWS'];
const STOREFRONT_MORE = ['/wv/GOLD_PRICE', '/wv/OFFERS', '/wv/SHOPS', '/wv/CONTACT', '/wv/TERMS', '/wv/PRIVACY', '/goodsList', '/no-such-page'];

function roles(member: string, records: { orderNo: string | null; goodsId: number | null }): Role[] {
  return [
    {
      name: 'merchant',
      staff: STAFF.merchant,
      steps: [
        ...['home', 'lowStock/CWB', 'customers', 'customers/JH10000001', 'orderSearch', 'goods', 'goods/new', 'goods/csv'].map((p) =>
          visit(`/backOffice/${p}`),
        ),
        ...(records.goodsId ? [visit(`/backOffice/goods/${records.goodsId}`), visit(`/backOffice/goods/${records.goodsId}/stock`)] : []),
        ...['goldPrice', 'goldPrice/byWeight', 'promotions', 'promotions/new'].map((p) => visit(`/backOffice/${p}`)),
        firstRow('/backOffice/promotions'),
        ...['club/goods', 'club/goods/new', 'club/categories'].map((p) => visit(`/backOffice/${p}`)),
        firstRow('/backOffice/club/goods'),
        ...['staff', 'audit', 'orders', 'counter', 'reconciliation'].map((p) => visit(`/backOffice/${p}`)),
        ...(records.orderNo ? [`/backOffice/orders/${records.orderNo}`, `/backOffice/print/${records.orderNo}`].map(visit) : []),
        visit('/staffDevices'),
      ],
    },
    {
      name: 'editor',
      staff: STAFF.editor,
      steps: [
        ...editorSteps(),
        ...CONTENT_KINDS.flatMap((k) => [visit(`/backOffice/${k}`), visit(`/backOffice/${k}/new`), firstRow(`/backOffice/${k}`)]),
        visit('/backOffice/goldPrice'),
      ],
    },
    {
      name: 'counter',
      staff: STAFF.counter,
      steps: [
        '/registerByStaff',
        '/registerByStaff/redemptionPickup',
        '/backOffice/counter',
        '/backOffice/home',
        '/backOffice/lowStock/CWB',
        '/staffDevices',
      ].map(visit),
    },
    {
      name: 'crm',
      staff: STAFF.crm,
      steps: ['/crmAdminCode', '/backOffice/customers', '/backOffice/customers/JH10000001'].map(visit),
    },
    {
      name: 'catering',
      staff: STAFF.catering,
      steps: ['/cateringDepartment', '/cateringDepartment/queryMemberPoint', '/cateringDepartment/deductPoint'].map(visit),
    },
    {
      name: 'visitor',
      steps: [
        ...STOREFRONT_PAGES.map(visit),
        ...STOREFRONT_MORE.map(visit),
        follow('/wv/SHOPS', 'a[href*="SHOP_DETAIL"]'),
        follow('/wv/NEWS', 'a[href*="NEWS_DETAIL"]'),
        follow('/wv/BRANDS', 'a[href*="BRAND_DETAIL"]'),
        follow('/wv/JEWELLERY', 'a[href*="JEWELLERY_DETAIL"]'),
        follow('/goodsList', 'a[href*="/product?"]'),
        follow('/wv/ESHOP_HOME', 'a[href*="onlineProductCategory"]'),
        ...['/login', '/loginTips', '/register', '/forgetPassword', '/firstSignIn', '/staffLogin', '/onlineCart', '/wishlist'].map(visit),
      ],
    },
    {
      name: 'member',
      member,
      steps: [
        ...STOREFRONT_PAGES.map(visit),
        ...['overview', 'profile', 'addresses', 'qrcode', 'points', 'orders', 'redemptions', 'password', 'devices'].map((op) => visit(`/account/${op}`)),
        ...['/personalData', '/modifyPassword', '/onlineCart', '/wishlist', '/onlineCheckout', '/redemptionConfirm'].map(visit),
        ...(records.orderNo ? [`/orderSuccess?orderNo=${records.orderNo}`, `/orderPayment?orderNo=${records.orderNo}`].map(visit) : []),
      ],
    },
  ];
}

for (const name of ['merchant', 'editor', 'counter', 'crm', 'catering', 'visitor', 'member']) {
  test(`axe: no serious or critical violation on the ${name}'s screens at 390 and 1366 px in three languages`, async ({ browser, request }) => {
    const member = (
      await apiCall<{ accessToken: string }>(request, 'app/page/user/login', { account: '91234567', phoneAreaCode: '852', password: 'Jade2026a' })
    ).accessToken;
    // Only the merchant's and the member's screens show orders: the others need not wait for one.
    const records = name === 'merchant' || name === 'member' ? await backOfficeRecords(browser, request) : { orderNo: null, goodsId: null };
    if (name === 'editor') await editorVersions(request);
    const role = roles(member, records).find((r) => r.name === name)!;
    const found: string[] = [];
    const counts: string[] = [];
    for (const width of WIDTHS) {
      const page = await openAs(browser, role, width);
      for (const lang of LANGS) {
        const here = await checkSteps(page, role.steps, lang, width, role.name);
        counts.push(`${width}px ${lang}: ${here.length}`);
        // As it goes: the sweep is long, and a person fixing it reads the findings while it runs.
        if (here.length) console.log(here.join('\n'));
        found.push(...here);
      }
      await page.context().close();
    }
    console.log(`axe ${name} (${role.steps.length} screens): ${counts.join(', ')}`);
    expect(found, found.join('\n')).toEqual([]);
  });
}
