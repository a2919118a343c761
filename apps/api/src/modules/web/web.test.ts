import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { jsonScript, renderHtml, tag } from './html.ts';

const TEMPLATE = `<!doctype html>
<html lang="zh-HK">
  <head>
    <title>Shop</title>
    <meta name="description" content="Default" />
    <script type="module" crossorigin src="/assets/app.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

describe('page HTML', () => {
  it('embeds data that cannot close its element or run', () => {
    const out = jsonScript('boot-data', { html: '</script><script>alert(1)</script>', sep: '\u2028' });
    expect(out.startsWith('<script type="application/json" id="boot-data">')).toBe(true);
    expect(out.match(/<\/script>/g)).toHaveLength(1);
    expect(JSON.parse(out.replace(/^<script[^>]*>/, '').replace(/<\/script>$/, ''))).toEqual({ html: '</script><script>alert(1)</script>', sep: '\u2028' });
  });

  it('renders what hooks add: head tags, title, description, lang', () => {
    const html = renderHtml(TEMPLATE, {
      path: '/',
      query: new URLSearchParams(),
      pageLang: 'en',
      head: [tag('meta', { property: 'og:title', content: 'Ring "Aurora" & co' })],
      title: 'Rings <new>',
      description: 'Gold & jade',
      lang: 'en',
    });
    expect(html).toContain('<html lang="en"');
    expect(html).toContain('<title>Rings &lt;new&gt;</title>');
    expect(html).toContain('<meta name="description" content="Gold &amp; jade" />');
    expect(html).toContain('<meta property="og:title" content="Ring &quot;Aurora&quot; &amp; co">\n</head>');
  });
});

describe('serving the web app', () => {
  let t: TestApp;
  const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-web-'));
  const script = 'console.log("storefront");'.repeat(100);

  beforeAll(async () => {
    fs.mkdirSync(path.join(webDist, 'assets'));
    fs.writeFileSync(path.join(webDist, 'index.html'), TEMPLATE);
    fs.writeFileSync(path.join(webDist, 'assets/app.js'), script);
    fs.writeFileSync(path.join(webDist, 'assets/app.js.br'), zlib.brotliCompressSync(script));
    // The build manifest: the entry, a lazy screen sharing a chunk with the entry, and the online-shop bar.
    fs.mkdirSync(path.join(webDist, '.vite'));
    fs.writeFileSync(
      path.join(webDist, '.vite/manifest.json'),
      JSON.stringify({
        'index.html': { file: 'assets/app.js', isEntry: true, imports: ['_shared.js'] },
        '_shared.js': { file: 'assets/shared.js' },
        '_parts.js': { file: 'assets/parts.js' },
        'src/features/catalogue/CategoryScreen.tsx': { file: 'assets/CategoryScreen.js', isDynamicEntry: true, imports: ['_shared.js', '_parts.js'], css: ['assets/CategoryScreen.css'] },
        'src/app/shell/OnlineMenu.tsx': { file: 'assets/OnlineMenu.js', isDynamicEntry: true, imports: ['_parts.js'] },
      }),
    );
    t = await createTestApp({ env: { WEB_DIST: webDist } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  it('embeds the three start-up answers and preloads the home carousel picture', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    const json = /<script type="application\/json" id="boot-data">([^<]*)<\/script>/.exec(res.body)?.[1];
    const boot = JSON.parse(json!);
    expect(boot.site).toEqual({ merchantCode: 'DEMO', storeCode: 'ESHOP', appCode: 'SITE' });
    expect(boot.initInfo.currencySymbol).toBe('HK$');
    expect(boot.amountFormat).toMatchObject({ roundingmethod: 'D' });
    const calls = await t.call('app/weaver/getAppFull', { merchantCode: 'DEMO', storeCode: 'ESHOP', appCode: 'SITE', status: 'release' });
    expect(boot.appFull).toEqual(calls.body.data);
    expect(res.body).toMatch(/<link rel="preload" as="image" href="\/media\/demo\/banner-home-1-v1\.svg\?w=1300" imagesrcset="[^"]+ 400w, [^"]+ 800w, [^"]+ 1300w" imagesizes="100vw" fetchpriority="high">/);
  });

  it('preloads nothing for a page that does not open with a carousel', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/wv/TERMS' });
    expect(res.body).toContain('id="boot-data"');
    expect(res.body).not.toContain('rel="preload"');
  });

  it("preloads a lazy screen's chunks with its page, leaving out what the entry loads", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/onlineProductCategory?categoryId=1' });
    const preloads = [...res.body.matchAll(/<link rel="modulepreload"(?: fetchpriority="low")? crossorigin="" href="([^"]+)">/g)].map((m) => m[1]);
    expect(preloads).toEqual(['/assets/CategoryScreen.js', '/assets/parts.js', '/assets/OnlineMenu.js']);
    // The screen's styles come with the page: its first screen is drawn with them.
    expect(res.body).toContain('<link rel="stylesheet" crossorigin="" href="/assets/CategoryScreen.css">');
    expect((await t.app.inject({ method: 'GET', url: '/' })).body).not.toContain('modulepreload');
  });

  /** The embedded answers of a served page, by call path. */
  const answersOf = (html: string) => {
    const json = /<script type="application\/json" id="call-answers">([^<]*)<\/script>/.exec(html)?.[1];
    return new Map((JSON.parse(json ?? '[]') as { path: string; input: unknown; data: unknown; answeredAt: number }[]).map((a) => [a.path, a]));
  };
  const rootOf = (html: string) => /<div id="root">([\s\S]*?)<\/div>\s*<\/body>/.exec(html)?.[1] ?? '';

  it('serves a category page with its first screen, drawn from the answers it embeds for the app', async () => {
    const input = { merchantCode: 'DEMO', storeCode: 'ESHOP', categoryId: 1, orderBy: 'gmt_create', isAsc: false, pageNo: 1, pageSize: 20 };
    const page = (await t.call('app/goods/getGoodsCategoryPage', input)).body.data;
    const res = await t.app.inject({ method: 'GET', url: '/onlineProductCategory?categoryId=1' });
    const answers = answersOf(res.body);
    // Exactly the call the category screen makes, answered as the browser would be.
    expect(answers.get('app/goods/getGoodsCategoryPage')).toMatchObject({ input, data: page });
    expect(answers.get('app/category/categoryList')?.input).toEqual({ merchantCode: 'DEMO', storeType: '1' });
    const root = rootOf(res.body);
    expect(root).toContain(`<h1 class="catalogue__title">${page.category.titleTraditional}</h1>`);
    expect(root).toContain(`<h2 class="product-card__name">${page.items[0].nameTraditional}</h2>`);
    expect(root).toContain(`href="/product?id=${page.items[0].id}"`);
    // The scripts that take the screen over wait behind its pictures and styles.
    expect(res.body).toContain('<script type="module" fetchpriority="low" crossorigin src="/assets/app.js">');
  });

  it('serves the first screen in the language the app keeps (its cookie), else in zh_HK', async () => {
    const product = (await t.call('app/goods/getGoodsPage', { merchantCode: 'DEMO', storeCode: 'ESHOP', pageSize: 1 })).body.data.items[0];
    const en = await t.app.inject({ method: 'GET', url: `/product?id=${product.id}`, headers: { cookie: 'other=1; lang=en' } });
    expect(en.body).toContain('<html lang="en"');
    expect(rootOf(en.body)).toContain(`<h1 class="product__name">${product.nameEng}</h1>`);
    // The app ignores the browser's language (core §1: zh_HK unless the visitor chose), so the page does too.
    const hk = await t.app.inject({ method: 'GET', url: `/product?id=${product.id}`, headers: { 'accept-language': 'en' } });
    expect(hk.body).toContain('<html lang="zh-HK"');
    expect(rootOf(hk.body)).toContain(`<h1 class="product__name">${product.nameTraditional}</h1>`);
    const answers = answersOf(hk.body);
    const mix = (await t.call('app/goods/getGoodsMixData', { merchantCode: 'DEMO', storeCode: 'ESHOP', spuId: product.id, relatedQty: 4 })).body.data;
    expect(answers.get('app/goods/getGoodsMixData')?.data).toEqual(mix);
    expect(answers.get('app/goods/getSkuStoreStock')?.input).toEqual({ merchantCode: 'DEMO', skuId: mix.goods.skuList[0].id });
    expect(rootOf(hk.body)).toContain('<span class="product__now">HK$');
  });

  it('serves an unknown product or category without a first screen or answers', async () => {
    for (const url of ['/product?id=999999', '/product?id=abc', '/onlineProductCategory?categoryId=999999', '/onlineProductCategory']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(rootOf(res.body)).toBe('');
      expect(res.body).not.toContain('id="call-answers"');
    }
  });

  it('does not hand out the build manifest', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/.vite/manifest.json' })).statusCode).toBe(404);
  });

  it('sends built scripts pre-compressed and cached for a year', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toContain('immutable');
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });

  it('has no benchmark route unless asked for', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/__bench/bare', payload: {} })).statusCode).toBe(404);
    const bench = await createTestApp({ env: { BENCH_BARE_ROUTE: '1' } });
    try {
      const res = await bench.app.inject({ method: 'POST', url: '/__bench/bare', payload: {} });
      expect(res.json()).toEqual({ data: { ok: true } });
    } finally {
      await bench.close();
    }
  });
});
