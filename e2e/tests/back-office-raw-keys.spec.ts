import { expect, type Page } from '@playwright/test';
import { test } from './fixtures.ts';
import { apiCall, englishUnlessChosen, paidPickupOrder, signedInMember, skuInStock, staffSignedIn } from './helpers.ts';

/**
 * Issue 27: no raw key on any staff screen. Every back-office screen (lists, a record's form, a new
 * record's form, the counter, the audit…) and the page editor, in the three interface languages, is read
 * as a person reads it — its visible text, and the names, placeholders and titles assistive technology and
 * hovering show — and no token may look like a translation key or a code: `act_refundLines`,
 * `f_storeCode`, `sandbox_card`, `backOffice:fieldRow`.
 */

/** Tokens that are keys, not words: snake_case or `xx_Key`, and i18next's `namespace:key` when a key is missing. */
const RAW_KEY = /(?<![\w@./-])(?:[a-z][a-z0-9]*_[A-Za-z0-9_]+|[a-z][A-Za-z]+:[a-z][A-Za-z0-9]*_?[A-Za-z0-9]*)(?![\w@./-])/g;

/**
 * Issue 40: in a Chinese interface, a lowercase English word is a code shown raw (`purchase`, `adjustment`,
 * `back-office`, "counter cash", "unknown"): words the interface writes are Chinese, and data the staff
 * typed or the shop holds (names, SKU codes, usernames, e-mails) is capitalised, upper-case or dotted.
 */
const LOWER_WORD = /(?<![\w@./:-])[a-z]{3,}(?:[ -][a-z]{3,})*(?![\w@./:-])/g;

/**
 * Words the scan meets on Chinese screens that are data, not interface: codes the merchant typed in the
 * seeded records (article label names, jewellery parameter keys), the seeded bootstrap username, the CSV
 * files' own column names and values that the CSV page tells the merchant to type, and what this test
 * itself typed (a reason, a refund note).
 */
const DATA_WORDS = new Set([
  'craftsmanship',
  'events',
  'news',
  'sanitiser-check',
  'piece',
  'stone',
  'admin',
  'delta',
  'reason',
  'received',
  'counted',
  'damaged',
]);

/**
 * What a person reads on the screen now: text, accessible names, placeholders, titles, options. With
 * `content` false (the Chinese check), text marked as data is left out: `translate="no"` (as typed: a
 * reason, a subject as sent) and any element in another language (`lang="en"`: a provider's words, the
 * English field of a record); names inside `aria-hidden` are never read by anyone.
 */
async function readableTokens(page: Page, source: string = RAW_KEY.source, content = true): Promise<string[]> {
  return page.evaluate(
    ({ source, content }) => {
      const re = new RegExp(source, 'g');
      const dataSel = '[translate="no"], body [lang]:not([lang^="zh"])';
      const hide = document.createElement('style');
      if (!content) {
        hide.textContent = `${dataSel} { display: none !important; }`;
        document.head.append(hide);
      }
      const texts: string[] = [document.title, document.body.innerText];
      hide.remove();
      for (const el of Array.from(document.querySelectorAll('[aria-label],[placeholder],[title],[alt],option,[aria-description]'))) {
        if (!content && (el.closest(dataSel) || el.closest('[aria-hidden="true"]'))) continue;
        for (const attr of ['aria-label', 'placeholder', 'title', 'alt', 'aria-description']) {
          const v = el.getAttribute(attr);
          if (v) texts.push(v);
        }
        if (el.tagName === 'OPTION') texts.push(el.textContent ?? '');
      }
      // Inputs' values are what was typed or saved (data, e.g. a media file name), not the interface.
      return texts.flatMap((t) => t.match(re) ?? []);
    },
    { source, content },
  );
}

/** Opens a screen, waits until its reads have landed, and answers any raw keys found there (and, in Chinese, lowercase English words). */
async function scan(page: Page, path: string, chinese = false): Promise<string[]> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
  await expect(page.locator('.bo-main, .editor, main').first()).toBeVisible();
  const words = chinese ? (await readableTokens(page, LOWER_WORD.source, false)).filter((w) => !DATA_WORDS.has(w)) : [];
  const found = [...(await readableTokens(page)), ...words];
  return [...new Set(found)].map((k) => `${path}: ${k}`);
}

/** The first row's link of a list screen (a record's form, an order's detail). */
async function firstRowLink(page: Page, listPath: string): Promise<string | null> {
  await page.goto(listPath);
  const link = page.locator('.bo-main a.bo-row__link').first();
  try {
    await link.waitFor({ timeout: 10_000 });
  } catch {
    return null;
  }
  const href = await link.getAttribute('href');
  return href;
}

const LANGS = [
  { lang: 'zh_HK', name: 'zh_HK' },
  { lang: 'zh_CN', name: 'zh_CN' },
  { lang: 'en', name: 'en' },
] as const;

test.describe.configure({ timeout: 600_000 });

test('every back-office and editor screen in three languages shows no raw key', { tag: '@sweep' }, async ({ browser, request }) => {
  // One account holding every staff role, so one sign-in reaches every screen.
  const owner = await apiCall<{ accessToken: string }>(request, 'app/page/user/pageStaffLogin', { username: 'merchant.admin', password: 'Merchant2026a' });
  const username = `all.roles${Date.now() % 100000}`;
  await apiCall(
    request,
    'app/backOffice/staff/create',
    { username, displayName: 'All Roles', password: 'AllRoles2026a', roles: [2, 3, 5, 6], defaultRole: 6 },
    owner.accessToken,
  );

  // An order paid by the sandbox card, so the orders desk, an order's payments and the print show one.
  const shopper = await browser.newPage();
  const member = await signedInMember(shopper, request);
  const sku = await skuInStock(request, 'Bracelets', 1, true);
  await paidPickupOrder(shopper, request, member, [{ skuId: sku.id, num: 1 }], 'raw-keys');
  // Issue 40: an order after each kind of refund (some lines, then the whole order), so its history names both.
  const twoUnits = await skuInStock(request, 'Bracelets', 3, true);
  const partly = await paidPickupOrder(shopper, request, member, [{ skuId: twoUnits.id, num: 2 }], 'raw-keys-lines');
  const partlyLines = (await apiCall<{ lines: { lineId: number }[] }>(request, 'app/backOffice/orders/refunds', { orderNo: partly.orderNo }, owner.accessToken))
    .lines;
  await apiCall(
    request,
    'app/backOffice/orders/refundLines',
    {
      orderNo: partly.orderNo,
      lines: [{ lineId: partlyLines[0]!.lineId, num: 1, goodsReturned: true }],
      reason: 'raw keys',
      requestKey: `rawkeys-${Date.now()}`,
    },
    owner.accessToken,
  );
  const whole = await paidPickupOrder(shopper, request, member, [{ skuId: sku.id, num: 1 }], 'raw-keys-whole');
  await apiCall(request, 'app/backOffice/orders/refund', { orderNo: whole.orderNo, reason: 'raw keys', goodsReturned: true }, owner.accessToken);
  // A points adjustment, so the member's ledger (the customer page, the member's own points page) shows one.
  await apiCall(
    request,
    'app/backOffice/customers/adjustPoints',
    { memberNo: 'JH10000001', delta: 5, reason: 'Raw-key scan goodwill', idempotencyKey: `rawkeys-${Date.now()}` },
    owner.accessToken,
  );
  await shopper.close();

  // A bulk price change (previewed, then applied), so the audit shows its before and after too.
  const { list: twoGoods } = await apiCall<{ list: { id: number }[] }>(
    request,
    'app/backOffice/goods/list',
    { pageSize: 2, status: 'on', search: '' },
    owner.accessToken,
  );
  const bulk = { ids: twoGoods.map((g) => g.id), pricePercent: 5 };
  const { previewKey } = await apiCall<{ previewKey: string }>(request, 'app/backOffice/goods/bulk', { ...bulk, dryRun: true }, owner.accessToken);
  await apiCall(request, 'app/backOffice/goods/bulk', { ...bulk, previewKey }, owner.accessToken);

  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await englishUnlessChosen(page);
  await staffSignedIn(page, username, 'AllRoles2026a');

  // The screens: every list, the first record of each, a new record of each, and the single screens. The
  // lists of records staff create each have a new-record screen and rows that open a record.
  const recordLists = [
    '/backOffice/goods',
    '/backOffice/promotions',
    '/backOffice/club/goods',
    '/backOffice/articles',
    '/backOffice/shops',
    '/backOffice/areas',
    '/backOffice/brands',
    '/backOffice/jewelleryItems',
    '/backOffice/jewelleryParams',
  ];
  const lists = [
    ...recordLists,
    '/backOffice/home',
    '/backOffice/lowStock/CWB',
    '/backOffice/customers',
    '/backOffice/orderSearch',
    '/backOffice/goods/csv',
    '/backOffice/club/categories',
    '/backOffice/staff',
    '/backOffice/audit',
    '/backOffice/orders',
    '/backOffice/counter',
    '/backOffice/goldPrice',
    '/backOffice/reconciliation',
    '/backOffice/goldPrice/byWeight',
    // The screens that came after issue 40's scan: the till, the viewings, the search words.
    '/backOffice/till',
    '/backOffice/counter/viewings',
    '/backOffice/tillDays',
    '/backOffice/viewings',
    '/backOffice/viewings/report',
    '/backOffice/goods/searchWords',
  ];
  const screens = [...lists];
  for (const list of recordLists) screens.push(`${list}/new`);
  for (const list of [...recordLists, '/backOffice/orders', '/backOffice/customers']) {
    const href = await firstRowLink(page, list);
    if (href) screens.push(href);
  }
  const goods = screens.find((s) => /^\/backOffice\/goods\/\d+$/.test(s));
  if (goods) screens.push(`${goods}/stock`);
  const order = screens.find((s) => /^\/backOffice\/orders\/[^/]+$/.test(s));
  if (order) screens.push(order.replace('/orders/', '/print/'));
  screens.push(`/backOffice/orders/${encodeURIComponent(partly.orderNo)}`, `/backOffice/orders/${encodeURIComponent(whole.orderNo)}`);
  screens.push('/backOffice/customers/JH10000001');
  screens.push('/wvEdit');
  expect(screens.length).toBeGreaterThan(35);
  console.log(`${screens.length} screens: ${screens.join(' ')}`);

  // The scan itself finds a key planted on a screen (so an empty result means something).
  await page.goto('/backOffice/goods');
  await page.evaluate(() => {
    const p = document.createElement('p');
    p.textContent = 'act_refundLines · sandbox_card · backOffice:fieldRow';
    p.setAttribute('aria-label', 'f_storeCode');
    document.body.append(p);
  });
  expect(new Set(await readableTokens(page))).toEqual(new Set(['act_refundLines', 'sandbox_card', 'backOffice:fieldRow', 'f_storeCode']));
  await page.evaluate(() => {
    const p = document.createElement('p');
    p.textContent = '購物 purchase · 門市 counter cash · back-office · JH10000001 · merchant.admin';
    document.body.append(p);
  });
  expect(await readableTokens(page, LOWER_WORD.source, false)).toEqual(expect.arrayContaining(['purchase', 'counter cash', 'back-office']));
  expect(await readableTokens(page, LOWER_WORD.source, false)).not.toContain('merchant');

  const found: string[] = [];
  for (const { lang } of LANGS) {
    await page.evaluate((l) => localStorage.setItem('lang', l), lang);
    for (const path of screens) {
      // The editor's words are the editors' half of issue 40; its Chinese check is theirs.
      found.push(...(await scan(page, path, lang !== 'en' && !path.startsWith('/wvEdit'))).map((f) => `[${lang}] ${f}`));
    }
  }
  await context.close();

  // The counter's own desks as the counter account sees them (an account of a shop: the till and the viewings
  // draw their shop's day), in the three languages.
  const counterContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const counterPage = await counterContext.newPage();
  await englishUnlessChosen(counterPage);
  await staffSignedIn(counterPage, 'counter.staff', 'Counter2026a');
  for (const { lang } of LANGS) {
    await counterPage.evaluate((l) => localStorage.setItem('lang', l), lang);
    for (const path of ['/backOffice/till', '/backOffice/counter/viewings', '/backOffice/counter', '/backOffice/home', '/registerByStaff']) {
      found.push(...(await scan(counterPage, path, lang !== 'en')).map((f) => `[${lang} counter] ${f}`));
    }
  }
  await counterContext.close();

  // The member's own points page (issue 40: "back-office" was its reference), in the three languages.
  const memberContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const memberPage = await memberContext.newPage();
  await memberPage.addInitScript((t) => localStorage.setItem('userToken', t), member);
  for (const { lang } of LANGS) {
    found.push(...(await scan(memberPage, `/account/points?lang=${lang}`, lang !== 'en')).map((f) => `[${lang}] ${f}`));
  }
  await memberContext.close();
  expect(found, found.join('\n')).toEqual([]);
});
