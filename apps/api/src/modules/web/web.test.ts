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
        'src/features/catalogue/CategoryScreen.tsx': { file: 'assets/CategoryScreen.js', isDynamicEntry: true, imports: ['_shared.js', '_parts.js'] },
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
    const preloads = [...res.body.matchAll(/<link rel="modulepreload" crossorigin="" href="([^"]+)">/g)].map((m) => m[1]);
    expect(preloads).toEqual(['/assets/CategoryScreen.js', '/assets/parts.js', '/assets/OnlineMenu.js']);
    expect((await t.app.inject({ method: 'GET', url: '/' })).body).not.toContain('modulepreload');
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
