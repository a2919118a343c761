import { expect, type Page } from '@playwright/test';
import { test } from './fixtures.ts';
import { apiCall } from './helpers.ts';
import { backOfficeRecords, checkSteps, editorSteps, editorVersions, LANGS, openAs, STAFF, visit, WIDTHS, type Role, type Step } from './axe-screens.ts';

/**
 * Issue 40: axe reports no serious or critical violation on any back-office, counter (staff area) or
 * editor screen, nor on any storefront page, at 390 and 1366 px, in zh_HK, zh_CN and en. The sweep is cut
 * into parts (a role's area × one width), each its own test, so the workers share them and each part
 * stays minutes long: one window per part signs in once and walks its screens by address in the three
 * languages (axe-screens.ts). `axe.spec.ts` keeps one screen per area in `npm test` (decision 472).
 */

test.describe.configure({ mode: 'parallel', timeout: 900_000 });
// A screen that does not open is a finding of its own (checkSteps), not a wait until the test's end.
test.use({ actionTimeout: 30_000, navigationTimeout: 30_000 });

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

const bo = (paths: string[]) => paths.map((p) => visit(`/backOffice/${p}`));

const CONTENT_KINDS = ['articles', 'shops', 'areas', 'brands', 'jewelleryItems', 'jewelleryParams'];

const STOREFRONT_PAGES = ['/', '/wv/ESHOP_HOME', '/wv/CLUB_HOME', '/wv/CLUB_REDEEM', '/wv/ABOUT', '/wv/BRANDS', '/wv/JEWELLERY', '/wv/NEWS'];
const STOREFRONT_MORE = ['/wv/GOLD_PRICE', '/wv/OFFERS', '/wv/SHOPS', '/wv/CONTACT', '/wv/TERMS', '/wv/PRIVACY', '/goodsList', '/no-such-page'];

interface Records {
  orderNo: string | null;
  goodsId: number | null;
  spus: string;
}

/** Each part: who signs in, and the screens it walks; `records` only for the parts whose screens show them. */
interface Part {
  name: string;
  records?: boolean;
  role: (member: string, r: Records) => Role;
}

const PARTS: Part[] = [
  {
    name: 'merchant: home, customers, goods, promotions, club',
    records: true,
    role: (_m, r) => ({
      name: 'merchant-goods',
      staff: STAFF.merchant,
      steps: [
        ...bo(['home', 'lowStock/CWB', 'customers', 'customers/JH10000001', 'orderSearch', 'goods', 'goods/new', 'goods/csv', 'goods/searchWords']),
        ...(r.goodsId ? bo([`goods/${r.goodsId}`, `goods/${r.goodsId}/stock`]) : []),
        ...bo(['goldPrice', 'goldPrice/byWeight', 'promotions', 'promotions/new']),
        firstRow('/backOffice/promotions'),
        ...bo(['club/goods', 'club/goods/new', 'club/categories']),
        firstRow('/backOffice/club/goods'),
      ],
    }),
  },
  {
    name: 'merchant: staff, audit, orders, counter, till, viewings',
    records: true,
    role: (_m, r) => ({
      name: 'merchant-desks',
      staff: STAFF.merchant,
      steps: [
        ...bo(['staff', 'audit', 'orders', 'counter', 'till', 'counter/viewings', 'reconciliation', 'tillDays', 'viewings', 'viewings/report']),
        ...(r.orderNo ? bo([`orders/${r.orderNo}`, `print/${r.orderNo}`]) : []),
        visit('/staffDevices'),
      ],
    }),
  },
  { name: 'editor: the page editor', role: () => ({ name: 'editor-pages', staff: STAFF.editor, steps: editorSteps() }) },
  {
    name: 'editor: content records',
    role: () => ({
      name: 'editor-records',
      staff: STAFF.editor,
      steps: [
        ...CONTENT_KINDS.flatMap((k) => [visit(`/backOffice/${k}`), visit(`/backOffice/${k}/new`), firstRow(`/backOffice/${k}`)]),
        visit('/backOffice/goldPrice'),
      ],
    }),
  },
  {
    name: 'counter staff',
    role: () => ({
      name: 'counter',
      staff: STAFF.counter,
      steps: [
        ...['/registerByStaff', '/registerByStaff/redemptionPickup'].map(visit),
        ...bo(['counter', 'till', 'counter/viewings', 'home', 'lowStock/CWB']),
        visit('/staffDevices'),
      ],
    }),
  },
  {
    name: 'CRM admin',
    role: () => ({ name: 'crm', staff: STAFF.crm, steps: ['/crmAdminCode', '/backOffice/customers', '/backOffice/customers/JH10000001'].map(visit) }),
  },
  {
    name: 'catering admin',
    role: () => ({
      name: 'catering',
      staff: STAFF.catering,
      steps: ['/cateringDepartment', '/cateringDepartment/queryMemberPoint', '/cateringDepartment/deductPoint'].map(visit),
    }),
  },
  {
    name: 'visitor: the storefront',
    role: (_m, r) => ({
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
        visit(`/bookViewing?spu=${r.spus}`),
      ],
    }),
  },
  {
    name: 'member: signed in',
    records: true,
    role: (member, r) => ({
      name: 'member',
      member,
      steps: [
        ...STOREFRONT_PAGES.map(visit),
        ...['overview', 'profile', 'addresses', 'qrcode', 'points', 'orders', 'redemptions', 'password', 'devices'].map((op) => visit(`/account/${op}`)),
        ...['/personalData', '/modifyPassword', '/onlineCart', '/wishlist', '/onlineCheckout', '/redemptionConfirm'].map(visit),
        ...(r.orderNo ? [`/orderSuccess?orderNo=${r.orderNo}`, `/orderPayment?orderNo=${r.orderNo}`].map(visit) : []),
      ],
    }),
  },
];

for (const part of PARTS)
  for (const width of WIDTHS) {
    test(`axe sweep, ${part.name}, at ${width} px in three languages: no serious or critical finding, no sideways scroll`, async ({ browser, request }) => {
      const member = (
        await apiCall<{ accessToken: string }>(request, 'app/page/user/login', { account: '91234567', phoneAreaCode: '852', password: 'Jade2026a' })
      ).accessToken;
      const spus = (
        await apiCall<{ items: { id: number }[] }>(request, 'app/goods/getGoodsPage', { merchantCode: 'DEMO', storeCode: 'ESHOP', pageNo: 1, pageSize: 2 })
      ).items
        .map((g) => g.id)
        .join(',');
      // An order (paid, one unit refunded) only for the parts whose screens show one.
      const records: Records = part.records ? { ...(await backOfficeRecords(browser, request)), spus } : { orderNo: null, goodsId: null, spus };
      if (part.name.startsWith('editor: the page')) await editorVersions(request);
      const role = part.role(member, records);
      const page = await openAs(browser, role, width);
      const found: string[] = [];
      const counts: string[] = [];
      for (const lang of LANGS) {
        const here = await checkSteps(page, role.steps, lang, width, role.name);
        counts.push(`${lang}: ${here.length}`);
        // As it goes: a person fixing the screens reads the findings while the sweep runs.
        if (here.length) console.log(here.join('\n'));
        found.push(...here);
      }
      await page.context().close();
      console.log(`axe ${role.name} ${width}px (${role.steps.length} screens × 3 languages): ${counts.join(', ')}`);
      expect(found, found.join('\n')).toEqual([]);
    });
  }
