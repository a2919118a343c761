import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outlineOf, pagesDrawnWith, type AppFull } from '@shop/contract';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { jsonScript, renderHtml, tag } from './html.ts';
import { SCRIPT_STARTER } from './script-start.ts';

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
        'src/features/catalogue/CategoryScreen.tsx': {
          file: 'assets/CategoryScreen.js',
          isDynamicEntry: true,
          imports: ['_shared.js', '_parts.js'],
          css: ['assets/CategoryScreen.css'],
        },
        'src/app/shell/OnlineMenu.tsx': { file: 'assets/OnlineMenu.js', isDynamicEntry: true, imports: ['_parts.js'], css: ['assets/OnlineMenu.css'] },
        'src/features/club/ClubMenu.tsx': { file: 'assets/ClubMenu.js', isDynamicEntry: true, css: ['assets/ClubMenu.css'] },
        'src/blocks/store-list/StoreListBlock.tsx': { file: 'assets/StoreListBlock.js', isDynamicEntry: true, css: ['assets/StoreListBlock.css'] },
        'src/blocks/article-list/ArticleListBlock.tsx': { file: 'assets/ArticleListBlock.js', isDynamicEntry: true, css: ['assets/ArticleListBlock.css'] },
        '_strings-zh_HK.js': { file: 'assets/strings-zh_HK.js', name: 'strings-zh_HK' },
        '_strings-en.js': { file: 'assets/strings-en.js', name: 'strings-en' },
        '_online-strings-zh_HK.js': { file: 'assets/online-strings-zh_HK.js', name: 'online-strings-zh_HK' },
        '_online-strings-en.js': { file: 'assets/online-strings-en.js', name: 'online-strings-en' },
      }),
    );
    t = await createTestApp({ env: { WEB_DIST: webDist, HOST: '127.0.0.1', PORT: '8080' } });
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
    // The outline of the answer for the home page (decision 167): every page listed, the blocks of the
    // pages the home draws (itself, and the club's redemption page its menu's search opens).
    const whole = calls.body.data as AppFull;
    expect(boot.pagesWithBlocks).toEqual(pagesDrawnWith(whole, whole.appInfo.appProps.homePageCode));
    expect(boot.pagesWithBlocks).toContain(whole.appInfo.appProps.homePageCode);
    expect(boot.appFull).toEqual(outlineOf(whole, boot.pagesWithBlocks));
    expect(boot.appFull.pageList.map((p: AppFull['pageList'][number]) => p.pageCode)).toEqual(whole.pageList.map((p) => p.pageCode));
    expect(json!.length).toBeLessThan(JSON.stringify(whole).length / 2);
    expect(res.body).toMatch(
      /<link rel="preload" as="image" href="\/media\/demo\/banner-home-1-v1\.svg\?w=1300" imagesrcset="[^"]+ 400w, [^"]+ 800w, [^"]+ 1300w" imagesizes="100vw" fetchpriority="high">/,
    );
  });

  it('preloads nothing for a page that does not open with a carousel', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/wv/TERMS' });
    expect(res.body).toContain('id="boot-data"');
    expect(res.body).not.toContain('rel="preload"');
  });

  it("preloads a lazy screen's chunks with its page, leaving out what the entry loads", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/onlineProductCategory?categoryId=1' });
    const preloads = [...res.body.matchAll(/<link rel="modulepreload"(?: fetchpriority="low")? crossorigin="" href="([^"]+)">/g)].map((m) => m[1]);
    // The page language's strings, the online shop's too where its bar shows (decision 160).
    expect(preloads).toEqual([
      '/assets/CategoryScreen.js',
      '/assets/parts.js',
      '/assets/OnlineMenu.js',
      '/assets/strings-zh_HK.js',
      '/assets/online-strings-zh_HK.js',
    ]);
    // The screen's styles come with the page: its first screen is drawn with them.
    expect(res.body).toContain('<link rel="stylesheet" crossorigin="" href="/assets/CategoryScreen.css">');
    const home = (await t.app.inject({ method: 'GET', url: '/?lang=en' })).body;
    expect([...home.matchAll(/<link rel="modulepreload" crossorigin="" href="([^"]+)">/g)].map((m) => m[1])).toEqual(['/assets/strings-en.js']);
  });

  it('links the styles of the lazy blocks a configured page draws, so the first screen does not shift when their scripts come', async () => {
    const shops = (await t.app.inject({ method: 'GET', url: '/wv/SHOPS' })).body;
    expect(shops).toContain('<link rel="stylesheet" crossorigin="" href="/assets/StoreListBlock.css">');
    expect(shops).toContain('<link rel="modulepreload" crossorigin="" href="/assets/StoreListBlock.js">');
    expect(shops).not.toContain('ArticleListBlock');
  });

  it('preloads the shell menus a configured page shows, with their styles (the server draws them)', async () => {
    const online = (await t.app.inject({ method: 'GET', url: '/wv/ESHOP_HOME' })).body;
    expect(online).toContain('<link rel="modulepreload" crossorigin="" href="/assets/OnlineMenu.js">');
    expect(online).toContain('<link rel="stylesheet" crossorigin="" href="/assets/OnlineMenu.css">');
    expect(online).not.toContain('ClubMenu');
    const club = (await t.app.inject({ method: 'GET', url: '/wv/CLUB_HOME' })).body;
    expect(club).toContain('<link rel="modulepreload" crossorigin="" href="/assets/ClubMenu.js">');
    expect(club).toContain('<link rel="stylesheet" crossorigin="" href="/assets/ClubMenu.css">');
    expect(club).not.toContain('OnlineMenu');
    expect((await t.app.inject({ method: 'GET', url: '/wv/NEWS' })).body).not.toMatch(/OnlineMenu|ClubMenu/);
  });

  it('sends pages without a server bundle unrendered, in the language of their address', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/wv/NEWS?lang=en' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="en"');
    expect(res.body).toContain('<div id="root"></div>');
  });

  it('lists every page of the sitemap in the three languages, each naming its alternates', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    expect(locs).toContain('http://127.0.0.1:8080/wv/NEWS');
    expect(locs).toContain('http://127.0.0.1:8080/wv/NEWS?lang=zh_CN');
    expect(locs).toContain('http://127.0.0.1:8080/wv/NEWS?lang=en');
    expect(res.body).toMatch(/<xhtml:link rel="alternate" hreflang="en" href="http:\/\/127\.0\.0\.1:8080\/product\?id=\d+&amp;lang=en"\/>/);
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

  it("sends a hashed file without the document's policies or revalidation headers (decision 555)", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app.js', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    for (const name of [
      'content-security-policy',
      'x-frame-options',
      'cross-origin-opener-policy',
      'strict-transport-security',
      'referrer-policy',
      'etag',
      'last-modified',
    ])
      expect(res.headers[name], name).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-site');
    expect(res.headers['x-request-id']).toBeDefined();
    // A page keeps them all.
    const page = await t.app.inject({ method: 'GET', url: '/wv/ABOUT' });
    expect(page.headers['content-security-policy']).toBeDefined();
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(page.headers['strict-transport-security']).toBeDefined();
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

/**
 * The page plumbing of modules/web around the server render: status, language links, the rendered-page
 * cache and the friendly 500 page. The web app's real bundle is exercised by e2e/tests/ssr.spec.ts (it
 * needs a build); here a small stand-in bundle answers from the real calls it makes in-process.
 */
describe('serving server-rendered pages', () => {
  let t: TestApp;
  const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-web-'));
  const serverDist = `${webDist}-server`;
  const renders = () => (globalThis as { __ssrRenders?: string[] }).__ssrRenders ?? [];
  beforeAll(async () => {
    fs.writeFileSync(path.join(webDist, 'index.html'), TEMPLATE);
    fs.mkdirSync(serverDist);
    fs.writeFileSync(
      path.join(serverDist, 'entry-server.js'),
      `let fetchApi;
export const QUERY_STATE_ID = 'query-state';
export function setUpServerRender(opts) { fetchApi = opts.fetch; }
export async function render(req) {
  (globalThis.__ssrRenders ??= []).push(req.lang + ' ' + req.url);
  if (req.url.startsWith('/boom')) throw new Error('render failed');
  const res = await fetchApi('/api/app/system/getInitInfo', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ merchantCode: 'DEMO', storeCode: 'ESHOP' }) });
  const init = (await res.json()).data;
  const status = req.url.startsWith('/nope') ? 404 : 200;
  return { kind: 'page', status, html: '<main data-lang="' + req.lang + '">' + init.currencySymbol + '</main>', queryState: { mutations: [], queries: [{ queryHash: '["x"]', queryKey: ['x'], state: { data: init } }] }, title: 'T ' + req.lang };
}
`,
    );
    t = await createTestApp({ env: { WEB_DIST: webDist, HOST: '127.0.0.1', PORT: '8080' } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDist, { recursive: true, force: true });
    fs.rmSync(serverDist, { recursive: true, force: true });
  });

  it('renders the page in the language of its address, with canonical and hreflang alternates', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/wv/NEWS?lang=en' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="en"');
    expect(res.body).toContain('<div id="root"><main data-lang="en">HK$</main></div>');
    expect(res.body).toContain('<title>T en</title>');
    // Absolute addresses on the server's origin (decision 121).
    expect(res.body).toContain('<link rel="canonical" href="http://127.0.0.1:8080/wv/NEWS?lang=en">');
    expect(res.body).toContain('<link rel="alternate" hreflang="zh-HK" href="http://127.0.0.1:8080/wv/NEWS">');
    expect(res.body).toContain('<link rel="alternate" hreflang="zh-CN" href="http://127.0.0.1:8080/wv/NEWS?lang=zh_CN">');
    expect(res.body).toContain('<link rel="alternate" hreflang="en" href="http://127.0.0.1:8080/wv/NEWS?lang=en">');
    expect(res.body).toContain('<link rel="alternate" hreflang="x-default" href="http://127.0.0.1:8080/wv/NEWS">');
    // The answers the render used are embedded once, as data.
    expect(res.body).toMatch(/<script type="application\/json" id="query-state">\{"mutations":\[\],"queries":\[\{"queryHash":"\[\\"x\\"\]"/);
  });

  it('starts the scripts of a rendered page after it is shown: listed as data, started by the one inline script the CSP allows', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/wv/NEWS?lang=en' });
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    // No script tag or module preload asks for script before the page is painted (decision 166).
    expect(head).not.toMatch(/<script type="module"|rel="modulepreload"/);
    const list = JSON.parse(/<script type="application\/json" id="app-scripts">([^<]*)<\/script>/.exec(head)![1]!);
    expect(list).toEqual({ entries: ['/assets/app.js'], preload: [] });
    const inline = [...head.matchAll(/<script>([^<]*)<\/script>/g)].map((m) => m[1]!);
    expect(inline).toEqual([SCRIPT_STARTER]);
    const hash = crypto.createHash('sha256').update(inline[0]!).digest('base64');
    expect(res.headers['content-security-policy']).toContain(`script-src 'self' 'sha256-${hash}'`);
  });

  it('without a language in the address, renders the kept one (cookie), else zh_HK, and says it varies', async () => {
    const kept = await t.app.inject({ method: 'GET', url: '/wv/ABOUT', headers: { cookie: 'lang=zh_CN' } });
    expect(kept.body).toContain('<html lang="zh-CN"');
    expect(kept.body).toContain('<link rel="canonical" href="http://127.0.0.1:8080/wv/ABOUT?lang=zh_CN">');
    expect(kept.headers.vary).toContain('cookie');
    const plain = await t.app.inject({ method: 'GET', url: '/wv/ABOUT', headers: { 'accept-language': 'en' } });
    expect(plain.body).toContain('<html lang="zh-HK"');
    expect(plain.body).toContain('<link rel="canonical" href="http://127.0.0.1:8080/wv/ABOUT">');
  });

  it('renders the layout the browser asks for: its client hint, else its User-Agent (decision 164), and says so', async () => {
    const firefox = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
    const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
    const desktop = await t.app.inject({ method: 'GET', url: '/wv/LAYOUT', headers: { 'user-agent': firefox } });
    expect(desktop.body).toMatch(/<html lang="zh-HK"[^>]* data-screen="pc">/);
    expect(desktop.headers['accept-ch']).toBe('Sec-CH-UA-Mobile');
    expect(String(desktop.headers.vary)).toMatch(/sec-ch-ua-mobile, user-agent/);
    const phone = await t.app.inject({ method: 'GET', url: '/wv/LAYOUT', headers: { 'user-agent': iphone } });
    expect(phone.body).not.toContain('data-screen="pc"');
    // The hint wins over the User-Agent, and the two layouts are kept apart in the page cache.
    const hinted = await t.app.inject({ method: 'GET', url: '/wv/LAYOUT', headers: { 'user-agent': firefox, 'sec-ch-ua-mobile': '?1' } });
    expect(hinted.body).not.toContain('data-screen="pc"');
  });

  it("answers the render's status: 404 with noindex and no alternates", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/nope/at/all' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<meta name="robots" content="noindex">');
    expect(res.body).not.toContain('hreflang');
    // The browser's start knows the address is not found (lib/not-found.ts).
    expect(res.body).toMatch(/<html lang="zh-HK"[^>]* data-status="404">/);
    expect((await t.app.inject({ method: 'GET', url: '/wv/FOUND' })).body).not.toContain('data-status');
  });

  it('answers 500 with a friendly page in three languages and no script when rendering fails', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.body).toContain('data-testid="server-error"');
    expect(res.body).toContain('Something went wrong on our side');
    expect(res.body).toContain('伺服器暫時未能處理');
    expect(res.body).not.toContain('<script type="module"');
  });

  it('keeps rendered pages per address and language, not junk queries, and drops them on a change', async () => {
    const count = (url: string) => renders().filter((r) => r === url).length;
    await t.app.inject({ method: 'GET', url: '/wv/OFFERS?lang=en' });
    await t.app.inject({ method: 'GET', url: '/wv/OFFERS?lang=en' });
    expect(count('en /wv/OFFERS?lang=en')).toBe(1);
    await t.app.inject({ method: 'GET', url: '/wv/OFFERS?lang=zh_CN' });
    expect(count('zh_CN /wv/OFFERS?lang=zh_CN')).toBe(1);
    // An address with a parameter no page reads is rendered each time, never kept.
    await t.app.inject({ method: 'GET', url: '/wv/OFFERS?utm_x=1' });
    await t.app.inject({ method: 'GET', url: '/wv/OFFERS?utm_x=1' });
    expect(count('zh_HK /wv/OFFERS?utm_x=1')).toBe(2);
    // A publish (or a goods, content or shop change) drops what was kept.
    await t.services.changes.publish('release', 'SITE');
    await t.app.inject({ method: 'GET', url: '/wv/OFFERS?lang=en' });
    expect(count('en /wv/OFFERS?lang=en')).toBe(2);
    // A 404 is not kept either.
    await t.app.inject({ method: 'GET', url: '/nope/again' });
    await t.app.inject({ method: 'GET', url: '/nope/again' });
    expect(count('zh_HK /nope/again')).toBe(2);
  });
});
