import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app.ts';

const webSource = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web/index.html');

/** A web "build" of just the page template: enough for the server's HTML hooks (heads, first screens). */
function templateDist() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-web-'));
  fs.copyFileSync(webSource, path.join(dir, 'index.html'));
  return dir;
}

const EVIL = 'evil.example';

describe('absolute addresses never come from an unknown Host (decision 121)', () => {
  let plain: TestApp;
  let configured: TestApp;
  let dist: string;
  let pages: string[] = [];
  beforeAll(async () => {
    dist = templateDist();
    plain = await createTestApp({ env: { WEB_DIST: dist, TRUST_PROXY: '1' } });
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
    const robots = await configured.app.inject({ url: '/robots.txt', headers: { host: EVIL } });
    expect(robots.body).toContain('Sitemap: https://shop.example/sitemap.xml');
  });

  it('without PUBLIC_URL, Host / X-Forwarded-Host evil.example appear in no answer: pages, sitemap, robots, calls', async () => {
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
    // Relative instead: the product page still has its canonical.
    const product = pages.find((p) => p.startsWith('/product?'))!;
    const res = await plain.app.inject({ url: product, headers: { host: EVIL } });
    expect(res.body).toContain(`<link rel="canonical" href="${product}"`);
  });

  it('a request to this machine itself (development) keeps its own origin', async () => {
    const res = await plain.app.inject({ url: '/robots.txt', headers: { host: '127.0.0.1:8080' } });
    expect(res.body).toContain('Sitemap: http://127.0.0.1:8080/sitemap.xml');
  });
});
