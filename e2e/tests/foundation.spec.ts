import { expect, type Page, type Response } from '@playwright/test';
import { test } from './fixtures.ts';

/** The foundation journeys run on a desktop and on a 390 px phone. */
const SCREENS = [
  { name: 'desktop', viewport: { width: 1280, height: 800 }, hasTouch: false },
  { name: 'phone', viewport: { width: 390, height: 844 }, hasTouch: true },
] as const;

/** Desktop shows the language buttons in the header; phones show them in the menu drawer. */
async function chooseLanguage(page: Page, screen: (typeof SCREENS)[number], lang: 'en' | 'zh_CN' | 'zh_HK') {
  if (screen.name === 'phone') {
    await page.locator('.site-header__burger').click();
    await page.locator(`.site-header__drawer-langs [data-lang="${lang}"]`).click();
  } else {
    await page.locator(`.site-header__langs [data-lang="${lang}"]`).click();
  }
}

const carousel = (page: Page) => page.locator('[data-block-type="advertCarousel"]').first();
const activeSlide = (page: Page) => carousel(page).locator('.blk-carousel__slide[aria-hidden="false"]');

for (const screen of SCREENS) {
  test.describe(`the storefront shell (${screen.name})`, () => {
    test.use({ viewport: screen.viewport, hasTouch: screen.hasTouch });

    test('renders the home page blocks in zh_HK, then in English and Simplified Chinese', async ({ page }) => {
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', 'zh-HK');
      await expect(page.locator('[data-page-code="HOME"] [data-block-type]').first()).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 }).first()).toContainText('翠港珠寶');
      await expect(activeSlide(page)).toContainText('海港之光');

      await chooseLanguage(page, screen, 'en');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.getByRole('heading', { level: 1 }).first()).toContainText('Jade Harbour');
      await expect(activeSlide(page)).toContainText('Harbour Lights');

      await chooseLanguage(page, screen, 'zh_CN');
      await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
      await expect(page.getByRole('heading', { level: 1 }).first()).toContainText('翠港珠宝');

      // The choice is kept for the next visit.
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    });

    test('/wv/<pageCode> renders that page', async ({ page }) => {
      await page.goto('/wv/ABOUT');
      await expect(page.locator('[data-page-code="ABOUT"]')).toBeVisible();
      await expect(page).toHaveTitle(/關於翠港珠寶/);
    });

    test('an unknown path shows the unknown-page screen', async ({ page }) => {
      await page.goto('/no/such/place');
      await expect(page.getByTestId('unknown-page')).toBeVisible();
      await page.goto('/wv/NO_SUCH_PAGE');
      await expect(page.getByTestId('unknown-page')).toBeVisible();
    });
  });
}

test.describe('the blocks on the demo pages (phone)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('home: the carousel moves by dots, by swipe and by itself; the other blocks render', async ({ page }) => {
    const html = await (await page.request.get('/')).text();
    // The server hands over the first screen's data and preloads the hero picture.
    expect(html).toContain('<script type="application/json" id="boot-data">');
    expect(html).toMatch(/<link rel="preload" as="image" href="\/media\/demo\/banner-home-1-v1\.svg\?w=1300"/);

    const calls: string[] = [];
    page.on('request', (r) => r.url().includes('/api/') && calls.push(r.url()));
    await page.goto('/');
    const slides = carousel(page).locator('.blk-carousel__slide');
    await expect(slides).toHaveCount(3);
    // The first picture is the largest paint: eager; the others wait.
    await expect(slides.nth(0).locator('img')).toHaveAttribute('loading', 'eager');
    await expect(slides.nth(2).locator('img')).toHaveAttribute('loading', 'lazy');
    await expect(slides.nth(0).locator('img')).toHaveAttribute('srcset', /w=400 400w, .*w=1300 1300w/);
    // Arrows are hidden by default.
    await expect(carousel(page).locator('.blk-carousel__arrow')).toHaveCount(0);

    const dots = carousel(page).locator('.blk-carousel__dot');
    await dots.nth(2).click();
    await expect(dots.nth(2)).toHaveAttribute('aria-current', 'true');
    await expect(activeSlide(page)).toContainText('翠玉傳承');

    // A swipe to the left goes to the next slide (wrapping to the first).
    const box = (await carousel(page).locator('.blk-carousel__viewport').boundingBox())!;
    const y = box.y + box.height / 2;
    const viewport = carousel(page).locator('.blk-carousel__viewport');
    await viewport.dispatchEvent('pointerdown', { pointerId: 7, pointerType: 'touch', isPrimary: true, clientX: box.x + 300, clientY: y });
    await viewport.dispatchEvent('pointermove', { pointerId: 7, pointerType: 'touch', isPrimary: true, clientX: box.x + 200, clientY: y });
    await viewport.dispatchEvent('pointerup', { pointerId: 7, pointerType: 'touch', isPrimary: true, clientX: box.x + 120, clientY: y });
    await expect(dots.nth(0)).toHaveAttribute('aria-current', 'true');

    // It advances by itself every 5 s (pointer and focus away).
    await page.mouse.move(5, 830);
    await page.locator('body').click({ position: { x: 5, y: 830 } });
    await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true', { timeout: 8_000 });

    await expect(page.locator('[data-block-type="imageTextMenu"] .blk-imenu__item')).toHaveCount(5);
    await expect(page.locator('[data-block-type="magicCube"] .blk-cube__cell')).toHaveCount(4);
    await expect(page.locator('[data-block-type="textList"] li').filter({ hasText: '終身免費清潔' })).toBeVisible();
    // The boot data stood in for the three start-up calls.
    expect(calls.filter((u) => /getAppFull|getInitInfo|getAmountFormatInfo/.test(u))).toEqual([]);
  });

  test('home: no autoplay for visitors who prefer reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    // Past the autoplay interval by running the page's timers forward, not by waiting.
    await page.clock.install();
    await page.goto('/');
    await expect(carousel(page).locator('.blk-carousel__play')).toHaveCount(0);
    await page.clock.runFor(5_600);
    await expect(carousel(page).locator('.blk-carousel__dot').nth(0)).toHaveAttribute('aria-current', 'true');
  });

  test('online shop home: the image-text menu pages with dots', async ({ page }) => {
    await page.goto('/wv/ESHOP_HOME');
    await expect(page.locator('.blk-carousel--s3')).toBeVisible();
    const menu = page.locator('[data-block-type="imageTextMenu"]');
    const pages = menu.locator('.blk-imenu__page');
    await expect(pages).toHaveCount(2);
    await expect(pages.nth(1).locator('.blk-imenu__empty')).toHaveCount(8);
    await menu.locator('.blk-imenu__dot').nth(1).click();
    await expect(pages.nth(1)).toHaveAttribute('aria-hidden', 'false');
    await expect(pages.nth(1).getByText('禮品精選')).toBeVisible();
  });

  test('about: breadcrumb, page tabs to the terms, and an image preview', async ({ page }) => {
    await page.goto('/wv/ABOUT');
    const crumbs = page.getByRole('navigation', { name: '目前位置' });
    await expect(crumbs.locator('[aria-current="page"]')).toHaveText('關於我們');
    const tabs = page.getByRole('navigation', { name: '頁面選單' });
    await expect(tabs.locator('[aria-current="page"]')).toHaveText('品牌故事');
    await expect(page.locator('.blk-carousel--s2 .blk-carousel__thumb')).toHaveCount(3);

    await page.getByRole('button', { name: /觀塘工房內的工作枱/ }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);

    await tabs.getByText('條款及細則').click();
    await expect(page).toHaveURL(/\/wv\/TERMS$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('條款及細則');
    await expect(page.getByRole('navigation', { name: '頁面選單' }).locator('[aria-current="page"]')).toHaveText('條款及細則');
  });
});

/**
 * Script before interaction, brotli as served (decision 160): every script a page loads until the
 * network is quiet, without any interaction, counted as the bytes that cross the wire (the
 * content-length of the pre-compressed file). Issue 17's goal is 120 KB on each page; every page meets it
 * now, and these ceilings are what each loads today plus about 1 KB, so the budget cannot grow unnoticed
 * (issue 11). Lower a ceiling whenever a page gets lighter; a raise is dated here with what grew.
 */
const SCRIPT_BUDGET_KB: Record<string, number> = {
  // Measured 2026-11-27 after issue 26's one route guard and one request language (KB brotli): home 104.8,
  // online shop home 116.6, category 115.8, search 115.3, product 119.3, article detail 107.5, shop list
  // 109.0, brand detail 108.9 (each 0.2–0.3 KB more than before them).
  // Measured 2026-11-29 after issues 37 and 38 (availability on the product page, the image width
  // allow-list, more routes): home 105.0, online shop home 116.8, category 116.0, search 115.5, product
  // 120.6, article detail 107.7, shop list 109.2, brand detail 109.1. The product page is 0.6 KB over issue
  // 17's 120 KB goal: its ceiling is held at 121 until issue 41 (a quieter main thread, smaller boot data)
  // brings it back under; every other page is within the goal.
  // Measured 2026-11-29 after round 4 (suggestions under the shop's search box, issue 42; the search's
  // links through lib/links; the header's drawer items at 390 px, issue 40): home 105.3, online shop home
  // 117.8, category 117.0, search 117.5, product 121.9, article detail 108.2, shop list 109.6, brand detail
  // 109.6. The product page is now 1.9 KB over the 120 KB goal; issue 41 (open) is to bring it back.
  // Measured 2026-11-29 after round 5 (the till, the staff bar's phone menu, the shared call writer), quiet
  // machine: home 105.5, online shop home 118.0 (6 bytes over its 118), category 117.2, search 117.6,
  // product 122.0, article detail 108.4, shop list 109.8, brand detail 109.7. Home and online shop home
  // raised to 105.8 and 118.3 (they sat at their ceilings).
  // Measured 2026-11-29 16:55 UTC after issue 41's round 6 (decisions 535, 536), from the build's bytes as
  // served, load ≈ 10 (two other helpers running; the bytes do not depend on it): home 105.6, online shop
  // home 117.1, category 117.1, search 117.5, product 119.0 (under issue 17's 120 KB goal again: the
  // by-weight price breakdown, the add-to-cart animation and the lists' sort parts load when used), article
  // detail 108.5, shop list 109.9, brand detail 109.8. Every ceiling is its figure + 0.3; the official
  // site's pages carry 0.1 KB more than before (the per-page outline's query, decision 535).
  // Measured 2026-11-29 19:45 UTC after issue 41's round 7 (decision 555: fewer, larger files, lean asset
  // headers), load ≈ 18 (the bytes do not depend on it): home 104.8, online shop home 115.3, category
  // 115.3, search 115.7, product 116.6, article detail 107.7, shop list 108.6, brand detail 108.7.
  // Measured 2026-11-29 21:00 UTC after round 7's merge (back to top on a link, Back holding its place; the
  // shared NamedOptions and language names, issue 39): home 105.0, online shop home 115.4, category 115.4,
  // search 115.9, product 116.7, article detail 107.9, shop list 108.9 (raised to 109.2), brand detail 108.8.
  home: 105.1,
  'online shop home': 115.6,
  category: 115.6,
  search: 116.0,
  product: 116.9,
  'article detail': 108.0,
  'shop list': 109.2,
  'brand detail': 109.0,
};
/**
 * Issue 41's goal, counted as Lighthouse counts a page's script (its `resource-summary`): each file's bytes
 * on the wire with its response headers, ≈ 0.4 KB a file since decision 555 (1.1 KB before). Measured
 * with the ceilings above: home 106.8, online shop home 119.6, category 118.8, search 119.3, product 119.7,
 * article detail 111.3, shop list 113.3, brand detail 112.6 KB; after round 7's merge: home 106.9, online shop
 * home 119.8, category 119.0, search 119.4, product 119.9, article detail 111.4, shop list 114.0, brand detail
 * 112.8 KB (product and online shop home within 0.2 KB of the goal).
 */
const SCRIPT_GOAL_WITH_HEADERS_KB = 120;

test.describe('script budget per landing page', () => {
  test.use({ viewport: { width: 412, height: 823 } });

  test('each landing page stays within its script budget, brotli as served', async ({ page, request }) => {
    const goods = (
      await (await request.post('/api/app/goods/getGoodsPage', { data: { merchantCode: 'DEMO', storeCode: 'ESHOP', pageNo: 1, pageSize: 1 } })).json()
    ).data.items[0];
    const brand = (await (await request.post('/api/app/official/brand/list', { data: {} })).json()).data[0];
    const articles = (
      await (
        await request.post('/api/app/article/getArticleBaseInfoListByIds', { data: { merchantCode: 'DEMO', articleIds: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] } })
      ).json()
    ).data as { id: number }[];
    const pages: Record<string, string> = {
      home: '/',
      'online shop home': '/wv/ESHOP_HOME',
      category: `/onlineProductCategory?categoryId=${goods.categoryId}`,
      search: `/goodsList?searchCode=${encodeURIComponent('翡翠')}`,
      product: `/product?id=${goods.id}`,
      'article detail': `/wv/NEWS_DETAIL?articleId=${articles[0]!.id}&articleIdList=${articles.map((a) => a.id).join(',')}`,
      'shop list': '/wv/SHOPS',
      'brand detail': `/wv/BRAND_DETAIL?brandId=${brand.id}`,
    };
    const figures: string[] = [];
    for (const [name, path] of Object.entries(pages)) {
      const scripts: Response[] = [];
      const listener = (r: Response) => void (r.request().resourceType() === 'script' && scripts.push(r));
      page.on('response', listener);
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      page.off('response', listener);
      let bytes = 0;
      let headerBytes = 0;
      for (const r of scripts) {
        expect(r.headers()['content-encoding'], r.url()).toBe('br');
        bytes += Number(r.headers()['content-length'] ?? NaN);
        headerBytes += (await r.request().sizes()).responseHeadersSize;
      }
      const kb = bytes / 1024;
      const withHeadersKb = (bytes + headerBytes) / 1024;
      figures.push(`${name} ${kb.toFixed(1)} KB in ${scripts.length} files (${withHeadersKb.toFixed(1)} KB with headers)`);
      expect(scripts.length, name).toBeGreaterThan(0);
      // Soft: one run names every page over its ceiling, with every page's figure.
      expect.soft(kb, `${name}: ${kb.toFixed(1)} KB of script`).toBeLessThanOrEqual(SCRIPT_BUDGET_KB[name]!);
      expect.soft(withHeadersKb, `${name}: ${withHeadersKb.toFixed(1)} KB of script with headers`).toBeLessThanOrEqual(SCRIPT_GOAL_WITH_HEADERS_KB);
    }
    // The figures go into the report so a change can be compared before and after.
    console.log(`script before interaction (brotli): ${figures.join('; ')}`);
  });
});
