import { expect, type APIRequestContext } from '@playwright/test';
import { test } from './fixtures.ts';
import { appLive } from './helpers.ts';

/**
 * The online shop catalogue as a visitor uses it. Expectations come from the real API of the same
 * server (the demo catalogue is generated), never from numbers written here.
 */

async function call<T = any>(request: APIRequestContext, path: string, body: unknown): Promise<T> {
  const res = await request.post(`/api/${path}`, { data: body, headers: { 'accept-language': 'zh-HK' } });
  expect(res.ok()).toBe(true);
  return (await res.json()).data as T;
}

test.describe('online shop catalogue', () => {
  test('search from the nav bar finds goods by a Chinese substring and by an English word', async ({ page }) => {
    await page.goto('/wv/ESHOP_HOME');
    const box = page.getByRole('searchbox');
    await box.fill('翡翠');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/goodsList\?searchCode=%E7%BF%A1%E7%BF%A0/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('翡翠');
    const results = page.locator('.catalogue__results');
    await expect(results).toHaveAttribute('aria-busy', 'false');
    const names = page.locator('.product-card__name');
    await expect(names.first()).toBeVisible();
    for (const name of await names.allTextContents()) expect(name).toContain('翡翠');

    // In English, an English word.
    await page.evaluate(() => localStorage.setItem('lang', 'en'));
    await page.reload();
    await page.getByRole('searchbox').fill('lotus');
    await page.getByRole('searchbox').press('Enter');
    await expect(page).toHaveURL(/searchCode=lotus/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('lotus');
    await expect(results).toHaveAttribute('aria-busy', 'false');
    await expect(names.first()).toBeVisible();
    for (const name of await names.allTextContents()) expect(name.toLowerCase()).toContain('lotus');
  });

  test('a category from the menu and a label list the right goods with paging', async ({ page, request }) => {
    const tree = await call<any[]>(request, 'app/category/categoryList', { merchantCode: 'DEMO', storeType: '1' });
    const rings = tree.find((c) => c.titleEng === 'Rings');
    const diamond = rings.childrenList.find((c: any) => c.titleEng === 'Diamond rings');
    const expected = await call(request, 'app/goods/getGoodsPage', { categoryId: diamond.id, pageNo: 2, pageSize: 20 });
    expect(expected.total).toBeGreaterThan(20);

    await page.goto('/wv/ESHOP_HOME');
    // Hover sub-options carry the live category names.
    await page.locator('.online-nav__item', { hasText: rings.titleTraditional }).first().hover();
    await page.getByRole('link', { name: diamond.titleTraditional, exact: true }).first().click();
    await expect(page).toHaveURL(new RegExp(`categoryId=${diamond.id}`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(diamond.titleTraditional);
    await expect(page.locator('.catalogue__count')).toHaveText(`共 ${expected.total} 件`);
    await expect(page.locator('.product-card')).toHaveCount(20);

    await page.getByRole('navigation', { name: '分頁' }).getByRole('link', { name: '下一頁' }).click();
    await expect(page).toHaveURL(/pageNo=2/);
    await expect(page.locator('.pager__num--on')).toHaveText('2');
    await expect(page.locator('.catalogue__results')).toHaveAttribute('aria-busy', 'false');
    const hrefs = page.locator('.product-card__link');
    await expect(hrefs).toHaveCount(expected.items.length);
    expect(await hrefs.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(expected.items.map((g: any) => `/product?id=${g.id}`));

    // A label chip lists the goods carrying that label.
    const hot = await call(request, 'app/goods/getGoodsPage', { tag: 'hot', pageNo: 1, pageSize: 20 });
    await page.goto('/onlineProductCategory?tag=hot');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('熱賣');
    await expect(page.locator('.catalogue__count')).toHaveText(`共 ${hot.total} 件`);
    await expect(page.locator('.catalogue__results')).toHaveAttribute('aria-busy', 'false');
    // The grid shows its first row at once and the other cards right after.
    await expect(hrefs).toHaveCount(hot.items.length);
    expect(await hrefs.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(hot.items.map((g: any) => `/product?id=${g.id}`));
    if (hot.total > 20) {
      await page.getByRole('link', { name: '第 2 頁' }).click();
      await expect(page).toHaveURL(/tag=hot.*pageNo=2|pageNo=2.*tag=hot/);
      await expect(page.locator('.pager__num--on')).toHaveText('2');
      await expect(page.locator('.catalogue__results')).toHaveAttribute('aria-busy', 'false');
      await expect(hrefs.first()).not.toHaveAttribute('href', `/product?id=${hot.items[0].id}`);
    }
  });

  test('on a product page a colour picks its sku, again deselects it; sold out and shops show', async ({ page, request }) => {
    // A product with two or more colours and sizes, one sold-out sku online, and another in shops.
    const list = await call(request, 'app/goods/getGoodsPage', { pageNo: 1, pageSize: 100 });
    const goods = list.items.find(
      (g: any) =>
        g.goodsAttributesList.length === 2 &&
        g.goodsAttributesList[0].goodsAttributesSelections.length >= 2 &&
        g.skuList.some((k: any) => k.storeStockQty === 0) &&
        g.skuList.some((k: any) => k.storeStockQty > 0),
    );
    expect(goods).toBeTruthy();
    const [colourAttr, sizeAttr] = goods.goodsAttributesList;
    const first = goods.skuList[0];
    const other = colourAttr.goodsAttributesSelections.find((s: any) => !first.goodsAttributesSelectionIdSet.includes(s.id));
    const firstOfOther = goods.skuList.find((k: any) => k.goodsAttributesSelectionIdSet.includes(other.id));

    await page.goto(`/product?id=${goods.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(goods.nameTraditional);
    await expect(page).toHaveTitle(new RegExp(`^${goods.nameTraditional} \\| 翠港珠寶`));
    await expect(page.getByTestId('sku-code')).toHaveText(first.skuCode);
    // No size is chosen at first.
    const sizes = page.locator('.product__options').nth(1).getByRole('button');
    for (const b of await sizes.all()) await expect(b).toHaveAttribute('aria-pressed', 'false');

    const colours = page.locator('.product__options').nth(0);
    const otherButton = colours.getByRole('button', { name: new RegExp(`^${other.nameTraditional}`) });
    await otherButton.click();
    await expect(otherButton).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('sku-code')).toHaveText(firstOfOther.skuCode);
    await otherButton.click();
    await expect(otherButton).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByTestId('sku-code')).toHaveText(first.skuCode);

    // A sold-out sku shows sold out.
    const soldOut = goods.skuList.find((k: any) => k.storeStockQty === 0);
    const pick = async (sku: any) => {
      for (const [i, attr] of [colourAttr, sizeAttr].entries()) {
        const sel = attr.goodsAttributesSelections.find((s: any) => sku.goodsAttributesSelectionIdSet.includes(s.id));
        const button = page
          .locator('.product__options')
          .nth(i)
          .getByRole('button', { name: new RegExp(`^${sel.nameTraditional}`) });
        if ((await button.getAttribute('aria-pressed')) !== 'true') await button.click();
      }
      await expect(page.getByTestId('sku-code')).toHaveText(sku.skuCode);
    };
    await pick(soldOut);
    await expect(page.getByTestId('sku-stock')).toHaveText('售罄');

    // The shops holding the chosen sku are listed by name.
    for (const sku of goods.skuList) {
      const stock = await call(request, 'app/goods/getSkuStoreStock', { skuId: sku.id });
      const shops = stock.storeStockList.filter((s: any) => s.stockQty > 0 && s.kind === 'physical');
      if (!shops.length) continue;
      await pick(sku);
      const list = page.getByTestId('shops-holding');
      for (const s of shops) await expect(list).toContainText(s.storeNameTraditional);
      await expect(list.locator('li')).toHaveCount(stock.storeStockList.filter((s: any) => s.stockQty > 0).length);
      break;
    }
  });

  test('product and category pages carry their head for crawlers without JavaScript', async ({ request }) => {
    const list = await call(request, 'app/goods/getGoodsPage', { pageSize: 1 });
    const g = list.items[0];
    const html = await (await request.get(`/product?id=${g.id}`, { headers: { cookie: 'lang=en' } })).text();
    expect(html).toContain(`<title>${g.nameEng.replace(/&/g, '&#38;')} | Jade Harbour`);
    expect(html).toContain('property="og:title"');
    expect(html).toContain('"@type":"Product"');
    expect(html).toMatch(/<html lang="en"[ >]/);
  });

  test('a category and a product are rendered on the server: readable before any script runs', async ({ browser, request }) => {
    const page0 = await call(request, 'app/goods/getGoodsCategoryPage', { merchantCode: 'DEMO', storeCode: 'ESHOP', categoryId: 1, pageSize: 20 });
    // A phone says so (Sec-CH-UA-Mobile), and the server renders the phone layout for it (decision 150).
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 390, height: 844 },
      extraHTTPHeaders: { 'sec-ch-ua-mobile': '?1' },
    });
    try {
      const page = await context.newPage();
      await page.goto('/onlineProductCategory?categoryId=1');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(page0.category.titleTraditional);
      await expect(page.locator('.product-card__name').first()).toHaveText(page0.items[0].nameTraditional);
      await expect(page.locator('.product-card__img').first()).toHaveJSProperty('complete', true);
      // Its links work without the app.
      await page.locator('.product-card__link').first().click();
      await expect(page).toHaveURL(new RegExp(`/product\\?id=${page0.items[0].id}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(page0.items[0].nameTraditional);
      await expect(page.locator('.product__now')).toContainText('HK$');
    } finally {
      await context.close();
    }
  });

  test('the app hydrates the server-rendered screen without asking again for what the page brought', async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (r) => r.url().includes('/api/') && asked.push(new URL(r.url()).pathname));
    await page.goto('/onlineProductCategory?categoryId=1');
    // The live screen: the sort choice and the hearts come with the app.
    await expect(page.getByRole('combobox')).toBeVisible();
    await expect(page.getByTestId('favourite-heart').first()).toBeVisible();
    expect(asked.filter((p) => /getGoodsCategoryPage|categoryList|getAppFull/.test(p))).toEqual([]);

    // Changing the sort is a new question, asked of the server (once the app is live: the server's select
    // shows before the app listens to it).
    await appLive(page);
    const sorted = page.waitForResponse((r) => r.url().includes('getGoodsCategoryPage'));
    await page.getByRole('combobox').selectOption('priceAsc');
    expect((await sorted).ok()).toBe(true);
    await expect(page).toHaveURL(/sort=priceAsc/);
  });

  test('on a phone, a product tapped far down a list opens at its top, and Back returns to the same place in the list', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/goodsList');
    await appLive(page);
    const cards = page.locator('.catalogue__results a[href^="/product?"]');
    await expect(cards.nth(10)).toBeVisible();
    await cards.nth(10).scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(844);
    // Where the visitor was as they tapped: Playwright may scroll again before its click (a bar covering the
    // card at the first position), so the place is taken by the page itself at the tap.
    await page.evaluate(() =>
      window.addEventListener('click', () => sessionStorage.setItem('e2e:tapY', String(window.scrollY)), { capture: true, once: true }),
    );
    await cards.nth(10).click();
    const inList = Number(await page.evaluate(() => sessionStorage.getItem('e2e:tapY')));
    expect(inList).toBeGreaterThan(844);
    await expect(page).toHaveURL(/\/product\?id=/);
    await expect(page.locator('.product__name')).toBeVisible();
    // A link is a new page: it starts at the top, not where the list was (clamped to the product page).
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await page.goBack();
    await expect(page).toHaveURL(/\/goodsList$/);
    await expect.poll(async () => Math.abs((await page.evaluate(() => window.scrollY)) - inList)).toBeLessThanOrEqual(8);
  });

  test('the server-rendered screen sits where the live screen will be, so nothing jumps when the app hydrates', async ({ browser }) => {
    const boxes = async (url: string, selectors: string[], javaScriptEnabled: boolean, width: number) => {
      // A phone or a desktop browser, as it tells the server (Sec-CH-UA-Mobile; decision 150).
      const context = await browser.newContext({
        javaScriptEnabled,
        viewport: { width, height: 844 },
        extraHTTPHeaders: { 'sec-ch-ua-mobile': width < 767 ? '?1' : '?0' },
      });
      try {
        const page = await context.newPage();
        await page.goto(url);
        if (javaScriptEnabled) await page.waitForLoadState('networkidle');
        return await Promise.all(selectors.map((s) => page.locator(s).first().boundingBox()));
      } finally {
        await context.close();
      }
    };
    const pages = [
      {
        url: '/onlineProductCategory?categoryId=1',
        selectors: ['.site-header__logo-img', '.catalogue__title', '.catalogue__chips--bar', '.product-card__img', '.product-card__price'],
      },
      { url: '/product?id=1', selectors: ['.site-header__logo-img', '.product__image', '.product__name', '.product__price'] },
    ];
    for (const width of [390, 1280])
      for (const { url, selectors } of pages) {
        const [first, live] = [await boxes(url, selectors, false, width), await boxes(url, selectors, true, width)];
        selectors.forEach((selector, i) => {
          const [a, b] = [first[i], live[i]];
          expect(a, `${selector} in the first screen of ${url} at ${width} px`).not.toBeNull();
          for (const k of ['x', 'y', 'width', 'height'] as const)
            expect(Math.abs(a![k] - b![k]), `${selector} ${k} at ${width} px on ${url}`).toBeLessThanOrEqual(2);
        });
      }
  });
});
