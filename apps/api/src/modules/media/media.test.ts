import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { MEDIA, type MediaItem } from '@shop/contract';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { tokensByRole } from '../../../test/staff-login.ts';
import { testPng, uploadMedia } from '../../../test/media-upload.ts';

let t: TestApp;
let editor: string;
beforeAll(async () => {
  t = await createTestApp();
  editor = (await tokensByRole(t))[5]!;
});
afterAll(() => t.close());

const upload = (
  file: { name: string; type: string; bytes: Buffer } | null,
  fields: Record<string, string> = {},
  token: string | undefined = editor,
  lang = 'en',
) => uploadMedia(t, { file, fields, token, lang });

const png = testPng;

/** A 2×2 24-bit BMP, written by hand (sharp cannot write BMP). */
function bmp(): Buffer {
  const w = 2,
    h = 2,
    stride = 8,
    data = stride * h;
  const b = Buffer.alloc(54 + data);
  b.write('BM', 0);
  b.writeUInt32LE(54 + data, 2);
  b.writeUInt32LE(54, 10);
  b.writeUInt32LE(40, 14);
  b.writeInt32LE(w, 18);
  b.writeInt32LE(h, 22);
  b.writeUInt16LE(1, 26);
  b.writeUInt16LE(24, 28);
  b.fill(0x80, 54);
  return b;
}

describe('app/media/upload', () => {
  it('accepts jpg, png, gif, webp, bmp and tiff by their content, whatever their name', async () => {
    const base = sharp({ create: { width: 40, height: 30, channels: 3, background: '#00053e' } });
    const files: Array<[string, Buffer, string]> = [
      ['a.jpg', await base.clone().jpeg().toBuffer(), 'image/jpeg'],
      ['b.png', await base.clone().png().toBuffer(), 'image/png'],
      ['c.gif', await base.clone().gif().toBuffer(), 'image/gif'],
      ['d.webp', await base.clone().webp().toBuffer(), 'image/webp'],
      ['e.tif', await base.clone().tiff().toBuffer(), 'image/tiff'],
      // Named wrongly: the content decides.
      ['photo.txt', await base.clone().png().toBuffer(), 'image/png'],
    ];
    for (const [name, bytes, type] of files) {
      const res = await upload({ name, type: 'application/octet-stream', bytes });
      expect(res.status, `${name}: ${JSON.stringify(res.body)}`).toBe(200);
      const item = res.body.data as MediaItem;
      expect(item).toMatchObject({ name, contentType: type, width: 40, height: 30, uploaded: true, uploadedBy: 'Editor · Yip Sau Man' });
      expect(item.url).toBe(`/media/${item.key}`);
      const served = await t.app.inject({ method: 'GET', url: `${item.url}?w=200` });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
    }
    const b = await upload({ name: 'scan.bmp', type: 'image/bmp', bytes: bmp() }, { name: 'Shop scan' });
    expect(b.status, JSON.stringify(b.body)).toBe(200);
    expect(b.body.data).toMatchObject({ name: 'Shop scan', width: 2, height: 2, contentType: 'image/png' });
    expect((await t.app.inject({ method: 'GET', url: b.body.data.url })).statusCode).toBe(200);
  });

  it('refuses a renamed non-image, an SVG, an empty request and a file over the limit', async () => {
    const text = await upload({ name: 'cat.png', type: 'image/png', bytes: Buffer.from('this is not a picture at all') });
    expect(text.status).toBe(400);
    expect(text.body).toEqual({ errorCode: 70009, errorMessage: 'The file is not an accepted image (jpg, png, gif, webp, bmp, tiff).' });
    const svg = await upload({ name: 'x.png', type: 'image/png', bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>') });
    expect(svg.status).toBe(400);
    const none = await upload(null, { name: 'nothing' });
    expect(none.status).toBe(400);
    expect(none.body.errorCode).toBe(70013);
    const json = await t.call('app/media/upload', {}, { token: editor });
    expect(json.status).toBe(400);
    const big = await upload({ name: 'big.png', type: 'image/png', bytes: Buffer.concat([await png(), Buffer.alloc(MEDIA.MAX_UPLOAD_BYTES)]) });
    expect(big.status).toBe(413);
    expect(big.body.errorCode).toBe(70010);
    // Nothing was stored by the refused uploads.
    const list = await t.call('app/media/list', { keyword: 'cat.png' }, { token: editor });
    expect(list.body.data.total).toBe(0);
  });
});

describe('app/media/list and app/media/delete', () => {
  it('lists newest first, searches by name, pages', async () => {
    const a = await upload({ name: 'Jade bangle hero.png', type: 'image/png', bytes: await png() });
    const b = await upload({ name: 'jade ring.png', type: 'image/png', bytes: await png() });
    expect(a.status).toBe(200);
    const found = await t.call('app/media/list', { keyword: 'JADE', uploadedOnly: true }, { token: editor });
    expect(found.status).toBe(200);
    expect(found.body.data.list.map((m: MediaItem) => m.name)).toEqual(['jade ring.png', 'Jade bangle hero.png']);
    expect(found.body.data.total).toBe(2);
    const paged = await t.call('app/media/list', { keyword: 'jade', uploadedOnly: true, pageSize: 1, pageNo: 2 }, { token: editor });
    expect(paged.body.data.list.map((m: MediaItem) => m.key)).toEqual([a.body.data.key]);
    const seeded = await t.call('app/media/list', { keyword: 'logo-v1' }, { token: editor });
    expect(seeded.body.data.list[0]).toMatchObject({ key: 'demo/logo-v1.svg', uploaded: false, contentType: 'image/svg+xml' });
    expect((await t.call('app/media/list', { keyword: 'logo-v1', uploadedOnly: true }, { token: editor })).body.data.total).toBe(0);
    expect((await t.call('app/media/list', { keyword: '%' }, { token: editor })).body.data.total).toBe(0);
    expect(b.status).toBe(200);
  });

  it('deletes an unused image; refuses (409) one still used, listing where', async () => {
    const unused = await upload({ name: 'spare.png', type: 'image/png', bytes: await png() });
    const del = await t.call('app/media/delete', { key: unused.body.data.key }, { token: editor });
    expect(del.status).toBe(200);
    expect(del.body.data).toEqual({ key: unused.body.data.key, deleted: true });
    expect((await t.app.inject({ method: 'GET', url: unused.body.data.url })).statusCode).toBe(404);
    expect((await t.call('app/media/delete', { key: unused.body.data.key }, { token: editor })).status).toBe(404);

    const used = await t.call('app/media/delete', { key: 'demo/logo-v1.svg' }, { token: editor, lang: 'en' });
    expect(used.status).toBe(409);
    expect(used.body.errorCode).toBe(70011);
    expect(used.body.errorMessage).toContain('SITE draft: Site settings and menus, appProps.logo');
    expect(used.body.errorMessage).toContain('SITE release: Site settings and menus, appProps.logo');

    // An image another domain's record refers to (an article's cover) is in use too.
    const [article] = await t.database.query<{ img: string }>(`select img from articles where img like '/media/%' limit 1`);
    const cover = await t.call('app/media/delete', { key: article!.img.slice('/media/'.length) }, { token: editor, lang: 'en' });
    expect(cover.status).toBe(409);
    expect(cover.body.errorMessage).toMatch(/articles\.img/);

    // An uploaded image placed in a draft page is in use too.
    const placed = await upload({ name: 'placed.png', type: 'image/png', bytes: await png() });
    const draft = (await t.call('app/weaver/getAppFull', { merchantCode: 'DEMO', storeCode: 'ESHOP', appCode: 'SITE', status: 'draft' }, { token: editor }))
      .body.data;
    const pageList = draft.pageList.map((p: { pageCode: string; blocks: unknown[] }) =>
      p.pageCode === 'ABOUT' ? { ...p, blocks: [...p.blocks, { id: 'img-placed', type: 'image', version: 1, props: { image: placed.body.data.url } }] } : p,
    );
    const saved = await t.call(
      'app/weaver/saveAppDraft',
      { appCode: 'SITE', baseRevision: draft.draft.revision, appProps: draft.appInfo.appProps, menus: draft.appInfo.menus, pageList },
      { token: editor },
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const refused = await t.call('app/media/delete', { key: placed.body.data.key }, { token: editor, lang: 'en' });
    expect(refused.status).toBe(409);
    expect(refused.body.errorMessage).toBe('The image is still in use and cannot be deleted: SITE draft: Page ABOUT, block img-placed (image), image');
  });
});

describe('GET /media/<key>', () => {
  it('reads only m, w, h, s, limit, color and p; anything else is a 400 naming it', async () => {
    const ok = [
      'w=300',
      'w=300&h=200&m=fill',
      'w=300&h=300&m=pad&color=ffffff',
      's=300',
      'p=50',
      'w=300&limit=0',
      'h=250',
      'w=400&h=200&m=fixed',
      'w=400&h=200&m=mfit',
    ];
    for (const q of ok) {
      const res = await t.app.inject({ method: 'GET', url: `/media/demo/logo-v1.svg?${q}` });
      expect(res.statusCode, q).toBe(200);
    }
    // Every one is answered with an allowed variant (decision 385): `m=fill` is the w=300 file, fitted inside.
    const filled = await t.app.inject({ method: 'GET', url: '/media/demo/logo-v1.svg?w=300&h=200&m=fill' });
    const plain = await t.app.inject({ method: 'GET', url: '/media/demo/logo-v1.svg?w=300' });
    expect(filled.rawPayload.equals(plain.rawPayload)).toBe(true);
    expect((await sharp(filled.rawPayload).metadata()).width).toBe(300);

    for (const [q, param] of [
      ['x=1', 'x'],
      ['w=300&format=png', 'format'],
      ['m=crop', 'm'],
      ['w=abc', 'w'],
      ['color=red', 'color'],
      ['limit=2', 'limit'],
      ['p=0', 'p'],
      ['w=1&w=2', 'w'],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url: `/media/demo/logo-v1.svg?${q}`, headers: { 'accept-language': 'en' } });
      expect(res.statusCode, q).toBe(400);
      expect(res.json()).toEqual({ errorCode: 70012, errorMessage: `Invalid image parameter: ${param} (only m, w, h, s, limit, color and p are accepted)` });
    }
  });
});
