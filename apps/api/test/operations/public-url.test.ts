import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app.ts';

const webSource = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web/index.html');

/**
 * A web "build" of the page template and a stand-in server bundle whose render writes the product
 * page's share links from the origin it is given, as the web app's `Share` does (currentHref): enough
 * for the server's HTML hooks (heads, first screens) and to see which origin a render gets.
 */
function templateDist() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-web-'));
  fs.copyFileSync(webSource, path.join(dir, 'index.html'));
  fs.mkdirSync(`${dir}-server`);
  fs.writeFileSync(
    path.join(`${dir}-server`, 'entry-server.js'),
    `export const QUERY_STATE_ID = 'query-state';
export function setUpServerRender() {}
export async function render(req) {
  const href = encodeURIComponent(req.origin + req.url);
  return { kind: 'page', status: 200, queryState: {}, html: '<a class="share" href="https://www.facebook.com/sharer/sharer.php?u=' + href + '">share</a>' };
}
`,
  );
  return dir;
}
const OWN = 'http://127.0.0.1:8123';

const EVIL = 'evil.example';

describe('absolute addresses never come from an unknown Host (decision 121)', () => {
  let plain: TestApp;
  let configured: TestApp;
  let dist: string;
  let pages: string[] = [];
  beforeAll(async () => {
    dist = templateDist();
    plain = await createTestApp({ env: { WEB_DIST: dist, TRUST_PROXY: '1', HOST: '127.0.0.1', PORT: '8123' } });
    configured = await createTestApp({ env: { WEB_DIST: dist, PUBLIC_URL: 'https://shop.example' } });
    const sitemap = await configured.app.inject({ url: '/sitemap.xml', headers: { host: EVIL } });
    const locs = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
    const products = locs.filter((l) => l.includes('/product?'));
    pages = [...locs.filter((l) => !l.includes('/product?')), ...products.slice(0, 3)].map((l) => l.replace('https://shop.example', ''));
  });
  afterAll(async () => {
    await plain?.close();
    await configured?.close();
    fs.rmSync(dist, { recursive: true, force: true });
    fs.rmSync(`${dist}-server`, { recursive: true, force: true });
  });

  it('the sitemap (from PUBLIC_URL) covers every page type', () => {
    expect(pages).toContain('/');
    expect(pages.some((p) => p.startsWith('/wv/'))).toBe(true);
    expect(pages.some((p) => p.startsWith('/onlineProductCategory?'))).toBe(true);
    expect(pages.some((p) => p.startsWith('/product?'))).toBe(true);
  });

  it('with PUBLIC_URL, every address is written with it whatever the Host says', async () => {
    const product = pages.find((p) => p.startsWith('/product?'))!;
    const res = await configured.app.inject({ url: product, headers: { host: EVIL } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<link rel="canonical" href="https://shop.example${product}"`);
    expect(res.body).not.toContain(EVIL);
    expect(res.body).toContain(`sharer.php?u=${encodeURIComponent(`https://shop.example${product}`)}`);
    const robots = await configured.app.inject({ url: '/robots.txt', headers: { host: EVIL } });
    expect(robots.body).toContain('Sitemap: https://shop.example/sitemap.xml');
  });

  it('without PUBLIC_URL, Host / X-Forwarded-Host evil.example appear in no answer: pages, share links, Open Graph, sitemap, robots, calls', async () => {
    const seen: string[] = [];
    const addresses = [...pages, '/sitemap.xml', '/robots.txt', '/login', '/goodsList?searchCode=ring', '/no-such-page'];
    for (const url of addresses) {
      for (const headers of [{ host: EVIL }, { host: 'localhost', 'x-forwarded-host': EVIL, 'x-forwarded-for': '203.0.113.9' }]) {
        const res = await plain.app.inject({ url, headers });
        expect(res.statusCode, url).toBeLessThan(500);
        if (res.body.includes(EVIL) || JSON.stringify(res.headers).includes(EVIL)) seen.push(`${url} ${JSON.stringify(headers)}`);
      }
    }
    const call = await plain.app.inject({
      method: 'POST',
      url: '/api/app/weaver/getAppFull',
      headers: { host: EVIL, 'content-type': 'application/json' },
      payload: JSON.stringify({ merchantCode: 'DEMO', storeCode: 'ESHOP', appCode: 'SITE', status: 'release' }),
    });
    if (call.body.includes(EVIL)) seen.push('getAppFull');
    expect(seen).toEqual([]);
    // The configured HOST:PORT instead (decision 387): canonical, Open Graph, share links, sitemap.
    const product = pages.find((p) => p.startsWith('/product?'))!;
    const res = await plain.app.inject({ url: product, headers: { host: EVIL } });
    expect(res.body).toContain(`<link rel="canonical" href="${OWN}${product}"`);
    expect(res.body).toContain(`<meta property="og:url" content="${OWN}${product}"`);
    expect(res.body).toContain(`sharer.php?u=${encodeURIComponent(`${OWN}${product}`)}`);
    const sitemap = await plain.app.inject({ url: '/sitemap.xml', headers: { host: EVIL } });
    expect(sitemap.body).toContain(`<loc>${OWN}/</loc>`);
  });

  it('a Host naming this machine but not its configured address is not written either (development)', async () => {
    for (const host of ['127.0.0.1:8080', 'localhost:6666', '[::1]:1']) {
      const res = await plain.app.inject({ url: '/robots.txt', headers: { host } });
      expect(res.body, host).toContain(`Sitemap: ${OWN}/sitemap.xml`);
      const page = await plain.app.inject({ url: pages.find((p) => p.startsWith('/product?'))!, headers: { host } });
      expect(page.body, host).not.toContain(host);
    }
  });

  it('with ALLOWED_HOSTS, a listed Host is written and any other is not', async () => {
    const listed = await createTestApp({ env: { WEB_DIST: dist, ALLOWED_HOSTS: 'shop.example.net', HOST: '0.0.0.0', PORT: '8124' } });
    try {
      const product = pages.find((p) => p.startsWith('/product?'))!;
      const ok = await listed.app.inject({ url: product, headers: { host: 'shop.example.net' } });
      expect(ok.body).toContain(`<link rel="canonical" href="http://shop.example.net${product}"`);
      expect(ok.body).toContain(`sharer.php?u=${encodeURIComponent(`http://shop.example.net${product}`)}`);
      const forged = await listed.app.inject({ url: product, headers: { host: EVIL } });
      expect(forged.body).not.toContain(EVIL);
      expect(forged.body).toContain(`<link rel="canonical" href="http://127.0.0.1:8124${product}"`);
    } finally {
      await listed.close();
    }
  });
});
