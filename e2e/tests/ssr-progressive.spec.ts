import { expect, type Page } from '@playwright/test';
import { test } from './fixtures.ts';
import { appLive } from './helpers.ts';

/**
 * Issue 17, what a server-rendered page owes a visitor before (or without) its script:
 * - unknown records answer 404 with the unknown-page screen, like an unknown path;
 * - the search boxes are real forms: sent before hydration or without JavaScript they open the results
 *   page, and what was typed before hydration is kept;
 * - the language switch is links to the page's `?lang=` addresses, and every internal link keeps an
 *   address's language (decision 165).
 */
const NOT_FOUND_TITLE = { zh_HK: '找不到此頁面', zh_CN: '找不到此页面', en: 'Page not found' } as const;
const UNKNOWN_RECORDS = [
  ['product', '/product?id=999999'],
  ['article', '/wv/NEWS_DETAIL?articleId=999999&articleIdList=999999'],
  ['shop', '/wv/SHOP_DETAIL?storeId=999999'],
  ['brand', '/wv/BRAND_DETAIL?brandId=999999'],
  ['jewellery', '/wv/JEWELLERY_DETAIL?jewelleryId=999999'],
] as const;
/** What each screen showed for a missing record before it showed the unknown-page screen. */
const OWN_NOT_FOUND = ['catalogue__empty', 'blk-article__failed', 'blk-store__failed', 'blk-brand__failed', 'blk-jewel__missing'];
const withLang = (url: string, lang: string) => `${url}${url.includes('?') ? '&' : '?'}lang=${lang}`;

/** Holds the page's scripts back, so the visitor acts on the server's HTML before the app hydrates. */
async function slowScripts(page: Page, ms: number) {
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}
const notLiveYet = async (page: Page) => expect(await page.locator('html[data-app-live]').count(), 'the app has not hydrated yet').toBe(0);
/** The element is React's (hydrated): the lazy menus hydrate after the rest of the page, once their chunk came. */
const hydrated = (page: Page, selector: string) =>
  expect
    .poll(() => page.evaluate((s) => Object.keys(document.querySelector(s) ?? {}).some((k) => k.startsWith('__reactProps')), selector), { timeout: 15_000 })
    .toBe(true);

test.describe('unknown records (issue 17, honest status)', () => {
  test('the server answers 404 with the unknown-page screen in the language of the address', async ({ request }) => {
    for (const [what, url] of UNKNOWN_RECORDS) {
      for (const lang of ['zh_HK', 'en'] as const) {
        const res = await request.get(withLang(url, lang));
        expect(res.status(), `${what} ${lang}`).toBe(404);
        const html = await res.text();
        expect(html, `${what} ${lang}`).toContain('data-testid="unknown-page"');
        expect(html, `${what} ${lang}`).toContain(`<h1>${NOT_FOUND_TITLE[lang]}</h1>`);
        expect(html).toContain('<meta name="robots" content="noindex">');
        for (const own of OWN_NOT_FOUND) expect(html, `${what} ${lang} shows ${own}`).not.toContain(own);
      }
    }
    // A record that exists is no 404.
    const product = (await (await request.post('/api/app/goods/getGoodsPage', { data: { merchantCode: 'DEMO', storeCode: 'ESHOP', pageSize: 1 } })).json()).data
      .items[0];
    expect((await request.get(`/product?id=${product.id}`)).status()).toBe(200);
  });

  test('the browser hydrates the unknown-page screen without asking again, and shows it after a navigation', async ({ page }) => {
    const problems: string[] = [];
    const calls: string[] = [];
    page.on('console', (m) => {
      if ((m.type() === 'error' || m.type() === 'warning') && /hydrat|#418|#419|#421|#422|#423|#425|did not match/i.test(m.text())) problems.push(m.text());
    });
    page.on('pageerror', (e) => problems.push(e.message));
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/api/')) calls.push(new URL(r.url()).pathname);
    });
    for (const [what, url] of UNKNOWN_RECORDS) {
      const res = await page.goto(withLang(url, 'en'));
      expect(res?.status(), what).toBe(404);
      await appLive(page);
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('heading', { level: 1, name: NOT_FOUND_TITLE.en }), what).toBeVisible();
      expect(problems, `hydration of the unknown ${what}`).toEqual([]);
      expect(calls, `calls at the start of the unknown ${what}`).toEqual([]);
    }

    // In the browser: from a live page to each unknown record by the app's own navigation (no page load).
    await page.goto('/wv/NEWS?lang=zh_HK');
    await appLive(page);
    const loads: string[] = [];
    page.on('load', () => loads.push(page.url()));
    for (const [what, url] of UNKNOWN_RECORDS) {
      await page.evaluate((to) => {
        window.history.pushState(null, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, url);
      await expect(page.getByTestId('unknown-page'), what).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: NOT_FOUND_TITLE.zh_HK }), what).toBeVisible();
      for (const own of OWN_NOT_FOUND) await expect(page.locator(`.${own}`), `${what}: ${own}`).toHaveCount(0);
    }
    // And back to a page that exists: it shows normally.
    await page.evaluate(() => {
      window.history.pushState(null, '', '/wv/NEWS');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.locator('[data-page-code="NEWS"]')).toBeVisible();
    await expect(page.getByTestId('unknown-page')).toHaveCount(0);
    expect(loads, 'no page load: the app navigated').toEqual([]);
    expect(problems).toEqual([]);
  });
});

test.describe('before and without JavaScript (issue 17, progressive forms)', () => {
  test('without JavaScript, the online search opens the results and the language links switch language', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/wv/ESHOP_HOME');
    await page.getByRole('searchbox').fill('翡翠');
    await page.getByRole('searchbox').press('Enter');
    await expect(page).toHaveURL(/\/goodsList\?searchCode=%E7%BF%A1%E7%BF%A0$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('翡翠');
    const names = page.locator('.product-card__name');
    await expect(names.first()).toBeVisible();
    for (const name of await names.allTextContents()) expect(name).toContain('翡翠');

    // In English (the address names it): the search stays in English.
    await page.goto('/wv/ESHOP_HOME?lang=en');
    await page.getByRole('searchbox').fill('lotus');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/goodsList\?searchCode=lotus&lang=en$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('lotus');
    for (const name of await names.allTextContents()) expect(name.toLowerCase()).toContain('lotus');

    // The language links: plain addresses of this page in the other languages.
    await page.goto('/wv/NEWS');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-HK');
    const langs = page.locator('.site-header__langs');
    await langs.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/wv\/NEWS\?lang=en$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('link', { name: 'Home', exact: true }).first()).toBeVisible();
    await langs.getByRole('link', { name: '简体' }).click();
    await expect(page).toHaveURL(/\/wv\/NEWS\?lang=zh_CN$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await langs.getByRole('link', { name: '繁體' }).click();
    await expect(page).toHaveURL(/\/wv\/NEWS\?lang=zh_HK$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-HK');
    await context.close();
  });

  test('without JavaScript on a phone, the menu button opens the menu as links, and the language links are above the footer', async ({ browser }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 390, height: 844 },
      extraHTTPHeaders: { 'sec-ch-ua-mobile': '?1' },
    });
    const page = await context.newPage();
    await page.goto('/wv/NEWS?lang=zh_CN');
    // The scripted menu button needs the app: in its place a disclosure drawn by the server.
    await expect(page.locator('.site-header__burger--js')).toBeHidden();
    const menu = page.locator('.site-header__nojs-menu');
    await expect(menu).toBeHidden();
    await page.locator('.site-header__nojs > summary').click();
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: '信用卡优惠 减 HK$500' })).toBeVisible();
    await expect(menu.getByRole('link', { name: '登录' })).toBeVisible();
    // A branch opens its level: "All" (the entry's own page) first, then its groups, which open the same way.
    const branch = menu.locator('details').first();
    await branch.locator(':scope > summary').click();
    const all = branch.locator(':scope > ul > li').first();
    await expect(all).toHaveText('全部');
    await expect(all.getByRole('link')).toHaveAttribute('href', /\/wv\/ABOUT_US/);
    const group = branch.locator(':scope > ul > li > details').first();
    await group.locator(':scope > summary').click();
    await expect(group.getByRole('link', { name: '品牌历史' })).toBeVisible();
    await menu.getByRole('link', { name: '分店' }).click();
    await expect(page).toHaveURL(/\/wv\/SHOPS/);

    await page.goto('/wv/NEWS?lang=zh_CN');
    await page.locator('.shell__noscript-langs').getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/wv\/NEWS\?lang=en$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await context.close();
  });

  test('forms that need the app cannot be sent before it is live: no password in an address', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/login');
    await page.locator('input[name="password"]').fill('secret-1');
    await expect(page.locator('form button[type="submit"]')).toBeDisabled();
    await page.locator('input[name="password"]').press('Enter');
    await page.waitForTimeout(300);
    expect(page.url()).not.toContain('secret-1');
    await context.close();
  });

  test('a login typed before the app is live is kept, and logs in once it is', async ({ page }) => {
    // The scripts start at the first touch (decision 166) and take their time here: the visitor (or a
    // password manager) fills the form first.
    await slowScripts(page, 1500);
    await page.goto('/login?lang=en', { waitUntil: 'commit' });
    await page.locator('input[name="account"]').fill('91234567');
    await page.locator('input[name="password"]').fill('Jade2026a');
    await notLiveYet(page);
    await expect(page.locator('html[data-app-live]')).toHaveCount(1, { timeout: 15_000 });
    await page.locator('form button[type="submit"]').click();
    await expect(page).not.toHaveURL(/\/login/);
    await expect(page.getByText('This field is required')).toHaveCount(0);
  });

  test('without JavaScript, the club search opens the redemption page with the word', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/wv/CLUB_HOME');
    const menu = page.getByTestId('club-menu');
    await menu.getByRole('searchbox').fill('翡翠');
    await menu.getByRole('button', { name: '搜尋' }).click();
    await expect(page).toHaveURL(/\/wv\/CLUB_REDEEM\?title=%E7%BF%A1%E7%BF%A0$/);
    await expect(page.locator('.points__search input')).toHaveValue('翡翠');
    await expect(page.getByTestId('points-card')).toHaveCount(2);
    await context.close();
  });

  test('typed before hydration: kept once the app is live, and a submit before hydration lands on the results', async ({ page }) => {
    // Typed, then the app hydrates: the word is still there and the search uses it.
    await slowScripts(page, 2_500);
    await page.goto('/wv/ESHOP_HOME?lang=en', { waitUntil: 'commit' });
    const box = page.getByRole('searchbox');
    await box.fill('lotus');
    await notLiveYet(page);
    await appLive(page);
    await hydrated(page, '#online-search');
    await expect(box).toHaveValue('lotus');
    // Rendered again (a phone's width changes the bar's layout): the state holds the word, not the server's empty box.
    await page.setViewportSize({ width: 700, height: 800 });
    await expect(page.locator('.online-nav__menu--mobile')).toBeVisible();
    await expect(box).toHaveValue('lotus');
    await page.setViewportSize({ width: 1280, height: 800 });
    const loads: string[] = [];
    page.on('load', () => loads.push(page.url()));
    await box.press('Enter');
    await expect(page).toHaveURL(/\/goodsList\?searchCode=lotus$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('lotus');
    expect(loads, 'the app searched (no page load)').toEqual([]);

    // Typed and sent before the app is live: the browser opens the results page from the server.
    await page.goto('/wv/ESHOP_HOME?lang=en', { waitUntil: 'commit' });
    await box.fill('lotus');
    await notLiveYet(page);
    await box.press('Enter');
    await expect(page).toHaveURL(/\/goodsList\?searchCode=lotus&lang=en$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('lotus');
    await expect(page.locator('.product-card__name').first()).toBeVisible();

    // The club menu's search, typed before hydration, searches with the word once live.
    await page.goto('/wv/CLUB_HOME?lang=zh_HK', { waitUntil: 'commit' });
    const club = page.getByTestId('club-menu').getByRole('searchbox');
    await club.fill('翡翠');
    await notLiveYet(page);
    await appLive(page);
    await hydrated(page, '.club-menu__search input');
    await expect(club).toHaveValue('翡翠');
    await page.getByTestId('club-menu').getByRole('button', { name: '搜尋' }).click();
    await expect(page).toHaveURL(/\/wv\/CLUB_REDEEM\?title=%E7%BF%A1%E7%BF%A0$/);
    await expect(page.getByTestId('points-card')).toHaveCount(2);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });
});

test.describe('links keep the language of the address (issue 17, decision 165)', () => {
  const ascii = /^[\x20-\x7e’‘–—]+$/;
  const inEnglish = async (page: Page, url: RegExp, what: string) => {
    await expect(page, what).toHaveURL(url);
    await expect(page.locator('html'), what).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('link', { name: 'Home', exact: true }).first(), what).toBeVisible();
  };

  test('without JavaScript, from an English page: menu, article, shop, online shop and product links open English pages', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/wv/NEWS?lang=en');
    await inEnglish(page, /\/wv\/NEWS\?lang=en$/, 'news');

    // An article of the list.
    const article = page.locator('.blk-articles__card').first();
    await article.click();
    await inEnglish(page, /\/wv\/NEWS_DETAIL\?articleId=\d+&articleIdList=[^&]+&lang=en$/, 'article');
    const articleTitle = (await page.locator('.blk-article__title').textContent()) ?? '';
    expect(articleTitle, 'the article in English').toMatch(ascii);

    // The header menu, then a shop of the list.
    await page.locator('.site-header__link', { hasText: 'Shops' }).click();
    await inEnglish(page, /\/wv\/SHOPS\?lang=en$/, 'shops');
    await page.locator('.blk-stores__card').first().click();
    await inEnglish(page, /\/wv\/SHOP_DETAIL\?storeId=\d+&lang=en$/, 'shop');
    expect((await page.locator('.blk-store__name').textContent()) ?? '', 'the shop in English').toMatch(ascii);

    // The footer's links (drawn in <noscript> before the footer's timer) keep it too.
    await page.locator('footer a[href^="/wv/TERMS"]').first().click();
    await inEnglish(page, /\/wv\/TERMS\?lang=en$/, 'terms');

    // The online shop from the menu, then a product card.
    await page.locator('.site-header__link', { hasText: 'Online shop' }).click();
    await inEnglish(page, /\/wv\/ESHOP_HOME\?lang=en$/, 'online shop');
    await page.locator('.product-card__link').first().click();
    await inEnglish(page, /\/product\?id=\d+&lang=en$/, 'product');
    expect((await page.locator('.product__name').textContent()) ?? '', 'the product in English').toMatch(ascii);

    // Simplified Chinese the same way; zh_HK, the default, keeps clean addresses.
    await page.goto('/wv/SHOPS?lang=zh_CN');
    await page.locator('.blk-stores__card').first().click();
    await expect(page).toHaveURL(/\/wv\/SHOP_DETAIL\?storeId=\d+&lang=zh_CN$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    for (const start of ['/wv/NEWS?lang=zh_HK', '/wv/NEWS']) {
      await page.goto(start);
      const hrefs = await page
        .locator('main a[href^="/"], header a[href^="/"]:not(.site-header__lang)')
        .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      expect(hrefs.length, start).toBeGreaterThan(10);
      expect(
        hrefs.filter((h) => h?.includes('lang=')),
        `${start}: clean links`,
      ).toEqual([]);
    }
    await context.close();
  });

  test('with JavaScript: the same links hydrate without warning in every language, and navigate in the app keeping the language', async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (m) => {
      if ((m.type() === 'error' || m.type() === 'warning') && /hydrat|#418|#419|#421|#422|#423|#425|did not match/i.test(m.text())) problems.push(m.text());
    });
    page.on('pageerror', (e) => problems.push(e.message));
    for (const lang of ['zh_HK', 'zh_CN', 'en'] as const) {
      for (const path of ['/wv/NEWS', '/wv/ESHOP_HOME', '/wv/SHOPS']) {
        await page.goto(`${path}?lang=${lang}`);
        await appLive(page);
        await page.waitForLoadState('networkidle');
        const card = page.locator(path === '/wv/NEWS' ? '.blk-articles__card' : path === '/wv/SHOPS' ? '.blk-stores__card' : '.product-card__link').first();
        if (lang === 'zh_HK') await expect(card, `${path} ${lang}`).not.toHaveAttribute('href', /lang=/);
        else await expect(card, `${path} ${lang}`).toHaveAttribute('href', new RegExp(`[?&]lang=${lang}$`));
      }
    }
    expect(problems, 'hydration warnings').toEqual([]);

    // A plain click navigates in the app (no page load) and the address keeps the language.
    await page.goto('/wv/NEWS?lang=en');
    await appLive(page);
    const loads: string[] = [];
    page.on('load', () => loads.push(page.url()));
    await page.locator('.site-header__link', { hasText: 'Shops' }).click();
    await expect(page).toHaveURL(/\/wv\/SHOPS\?lang=en$/);
    await page.locator('.blk-stores__card').first().click();
    await expect(page).toHaveURL(/\/wv\/SHOP_DETAIL\?storeId=\d+&lang=en$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(loads, 'no page load: the app navigated').toEqual([]);

    // Switching language in place: the address and the links follow the interface language.
    await page.locator('.site-header__langs').getByRole('link', { name: '简体' }).click();
    await expect(page).toHaveURL(/[?&]lang=zh_CN$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(page.locator('.site-header__link', { hasText: '分店' })).toHaveAttribute('href', '/wv/SHOPS?lang=zh_CN');
    expect(problems).toEqual([]);
  });

  test("with JavaScript, the visitor's kept language (localStorage lang) still decides on clean addresses", async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.addInitScript(() => localStorage.setItem('lang', 'en'));
    const problems: string[] = [];
    page.on('console', (m) => {
      if ((m.type() === 'error' || m.type() === 'warning') && /hydrat|#418|#419|#421|#422|#423|#425|did not match/i.test(m.text())) problems.push(m.text());
    });
    await page.goto('/wv/NEWS');
    await appLive(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const shops = page.locator('.site-header__link', { hasText: 'Shops' });
    await expect(shops).toHaveAttribute('href', '/wv/SHOPS');
    await shops.click();
    await expect(page).toHaveURL(/\/wv\/SHOPS$/);
    await expect(page.locator('.blk-stores__card').first()).toHaveAttribute('href', /^\/wv\/SHOP_DETAIL\?storeId=\d+$/);
    // A new page load on a clean address: the kept language (its cookie) renders English on the server too.
    await page.goto('/wv/SHOPS');
    await appLive(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(problems).toEqual([]);
    await context.close();
  });
});
