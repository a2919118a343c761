import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appFullSchema, normalizeBlock, outlineOf, pagesDrawnWith } from '@shop/contract';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const request = { merchantCode: 'DEMO', storeCode: 'ESHOP', appCode: 'SITE', status: 'release' };

describe('app/weaver/getAppFull', () => {
  it('answers the released site matching the contract', async () => {
    const res = await t.call('app/weaver/getAppFull', request);
    expect(res.status).toBe(200);
    const full = appFullSchema.parse(res.body.data);
    expect(full.appCode).toBe('SITE');
    expect(full.appInfo.appProps.homePageCode).toBe('HOME');
    const codes = full.pageList.map((p) => p.pageCode);
    for (const code of ['HOME', 'ESHOP_HOME', 'CLUB_HOME', 'ABOUT', 'TERMS']) expect(codes).toContain(code);
  });

  it('holds only blocks the renderer knows', async () => {
    const res = await t.call('app/weaver/getAppFull', request);
    const unknown = (res.body.data.pageList as Array<{ pageCode: string; blocks: unknown[] }>).flatMap((p) =>
      p.blocks
        .map(normalizeBlock)
        .filter((b) => !b.known)
        .map((b) => `${p.pageCode}:${b.type}`),
    );
    expect(unknown).toEqual([]);
  });

  it('refuses an unknown status, and the draft to anyone but an editor', async () => {
    const res = await t.call('app/weaver/getAppFull', { ...request, status: 'preview' }, { lang: 'en' });
    expect(res.status).toBe(400);
    expect(res.body.errorMessage).toBe('Invalid input: status');
    expect((await t.call('app/weaver/getAppFull', { ...request, status: 'draft' })).status).toBe(401);
  });

  it("with a page code, answers that screen's outline: every page's props, the blocks of the pages it draws (decision 535)", async () => {
    const whole = appFullSchema.parse((await t.call('app/weaver/getAppFull', request)).body.data);
    const withBlocks = (app: typeof whole) => app.pageList.filter((p) => p.blocks.length > 0).map((p) => p.pageCode);
    for (const pageCode of ['HOME', 'SHOPS', '', 'NO_SUCH_PAGE']) {
      const res = await t.call('app/weaver/getAppFull', { ...request, pageCode });
      expect(res.status).toBe(200);
      const outline = appFullSchema.parse(res.body.data);
      expect(outline).toEqual(outlineOf(whole, pagesDrawnWith(whole, pageCode || undefined)));
      expect(outline.pageList.map((p) => p.pageCode)).toEqual(whole.pageList.map((p) => p.pageCode));
      if (pageCode === 'SHOPS') expect(withBlocks(outline)).toEqual(['SHOPS']);
    }
    const home = await t.call('app/weaver/getAppFull', { ...request, pageCode: 'HOME' });
    expect(home.response.body.length).toBeLessThan((await t.call('app/weaver/getAppFull', request)).response.body.length / 2);
    expect((await t.call('app/weaver/getAppFull', { ...request, pageCode: 'no spaces' })).status).toBe(400);
  });

  it('answers 404 for an unknown app', async () => {
    const res = await t.call('app/weaver/getAppFull', { ...request, appCode: 'NOPE' });
    expect(res.status).toBe(404);
  });

  it('sends the answer serialised once, compressed or not, until a publish invalidates it', async () => {
    const plain = await t.call('app/weaver/getAppFull', request);
    const br = await t.call('app/weaver/getAppFull', request, { headers: { 'accept-encoding': 'br' } });
    expect(br.response.headers['content-encoding']).toBe('br');
    expect(JSON.parse(zlib.brotliDecompressSync(br.response.rawPayload).toString())).toEqual(plain.body);
    expect(plain.response.body).toBe(JSON.stringify({ data: await t.services.pages.getAppFull(request) }));

    const [home] = await t.database.query<{ id: number; page_name: string }>(
      `select id, page_name from pages where app_code = 'SITE' and status = 'release' and page_code = 'HOME'`,
    );
    await t.database.query(`update pages set page_name = 'Renamed' where id = ${home!.id}`);
    try {
      const pageName = (body: any) => body.data.pageList.find((p: { pageCode: string }) => p.pageCode === 'HOME').pageName;
      expect(pageName((await t.call('app/weaver/getAppFull', request)).body)).toBe(home!.page_name);
      await t.services.pages.invalidate();
      expect(pageName((await t.call('app/weaver/getAppFull', request)).body)).toBe('Renamed');
      const again = await t.call('app/weaver/getAppFull', request, { headers: { 'accept-encoding': 'gzip' } });
      expect(pageName(JSON.parse(zlib.gunzipSync(again.response.rawPayload).toString()))).toBe('Renamed');
    } finally {
      await t.database.query(`update pages set page_name = '${home!.page_name.replaceAll("'", "''")}' where id = ${home!.id}`);
      await t.services.pages.invalidate();
    }
  });
});

describe('media', () => {
  it('serves a seeded image as WebP at a clamped width with a long cache', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/media/demo/logo-v1.svg?w=99999' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toContain('max-age=31536000');
    const sharp = (await import('sharp')).default;
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta.width).toBe(1500);
  });

  it('answers 404 for an unknown image and refuses path tricks', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/media/nope.svg' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/media/../../etc/passwd' })).statusCode).toBe(404);
  });
});
