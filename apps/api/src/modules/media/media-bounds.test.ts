import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_RENDER_WIDTHS, MEDIA } from '@shop/contract';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { tokensByRole } from '../../../test/staff-login.ts';
import { testPng, uploadMedia } from '../../../test/media-upload.ts';

/** Issue 38, decision 385: images only in the sizes the site uses, renders bounded, uploads capped. */
let t: TestApp;
let editor: string;
beforeAll(async () => {
  t = await createTestApp({ env: { MEDIA_RENDERS_PER_CLIENT: '1000' } });
  editor = (await tokensByRole(t))[5]!;
});
afterAll(() => t.close());

const upload = (app: TestApp, token: string, bytes: Buffer) => uploadMedia(app, { file: { name: 'big.png', type: 'image/png', bytes }, token });
const png = testPng;
const files = (dir: string) =>
  fs.existsSync(path.join(dir, 'media-cache')) ? fs.readdirSync(path.join(dir, 'media-cache')).filter((f) => f.endsWith('.webp')) : [];

describe('only the allowed sizes are rendered', () => {
  it('a size outside the allow-list renders no new variant: it gets the allowed one at or above it', async () => {
    const KEY = 'club/goods-2-v1.svg';
    const first = await t.app.inject({ url: `/media/${KEY}?w=400` });
    expect(first.statusCode).toBe(200);
    const before = files(t.dataDir).length;
    const odd = ['w=301', 'w=399', 'w=350&h=120&m=pad&color=123456', 'h=333', 's=390', 'w=400&limit=0', 'w=380&m=fixed&h=900'];
    for (const q of odd) {
      const res = await t.app.inject({ url: `/media/${KEY}?${q}` });
      expect(res.statusCode, q).toBe(200);
      expect(res.rawPayload.equals(first.rawPayload), q).toBe(true);
    }
    expect(files(t.dataDir).length).toBe(before);
    // However many addresses, one image has at most one file per allowed width.
    const many = Array.from({ length: 300 }, (_, i) => `/media/${KEY}?w=${150 + i * 5}&h=${100 + i}&m=${MEDIA.RESIZE_MODES[i % 5]}&p=${(i % 200) + 1}`);
    for (let i = 0; i < many.length; i += 20) {
      const batch = await Promise.all(many.slice(i, i + 20).map((url) => t.app.inject({ url })));
      for (const r of batch) expect([200, 503]).toContain(r.statusCode);
    }
    expect(files(t.dataDir).length).toBeLessThanOrEqual(IMAGE_RENDER_WIDTHS.length);
  });
});

describe('uploads are capped on the long side', () => {
  it(`refuses an image longer than ${MEDIA.MAX_UPLOAD_LONG_SIDE} px naming the limit; accepts one at it`, async () => {
    const tooLong = await upload(t, editor, await png(MEDIA.MAX_UPLOAD_LONG_SIDE + 1, 40));
    expect(tooLong.status).toBe(400);
    expect(tooLong.body).toEqual({
      errorCode: 70050,
      errorMessage: `The image is too large: at most ${MEDIA.MAX_UPLOAD_LONG_SIDE} pixels on the long side (this one is ${MEDIA.MAX_UPLOAD_LONG_SIDE + 1}×40). Resize it and upload again.`,
    });
    const tall = await upload(t, editor, await png(40, 9000));
    expect(tall.body.errorCode).toBe(70050);
    const atLimit = await upload(t, editor, await png(MEDIA.MAX_UPLOAD_LONG_SIDE, 40));
    expect(atLimit.status, JSON.stringify(atLimit.body)).toBe(200);
    expect(atLimit.body.data.width).toBe(MEDIA.MAX_UPLOAD_LONG_SIDE);
  });
});

describe('renders are bounded in parallel and per client', () => {
  it('MEDIA_RENDERS at once, MEDIA_RENDER_QUEUE waiting, the rest 503 at once', async () => {
    const app = await createTestApp({ env: { MEDIA_RENDERS: '1', MEDIA_RENDER_QUEUE: '2', MEDIA_RENDERS_PER_CLIENT: '1000' } });
    try {
      const token = (await tokensByRole(app))[5]!;
      // The largest picture an upload may be, so that renders overlap: each decodes 24 million pixels.
      const up = await upload(app, token, await png(MEDIA.MAX_UPLOAD_LONG_SIDE, 4000));
      expect(up.status, JSON.stringify(up.body)).toBe(200);
      const answers = await Promise.all(IMAGE_RENDER_WIDTHS.map((w) => app.app.inject({ url: `/media/${up.body.data.key}?w=${w}` })));
      const codes = answers.map((a) => a.statusCode);
      expect(codes.every((c) => c === 200 || c === 503)).toBe(true);
      expect(codes.filter((c) => c === 503).length).toBeGreaterThan(0);
      expect(answers.find((a) => a.statusCode === 503)!.json().errorCode).toBe(100003);
      expect(app.services.media.renderStats().peak).toBe(1);
      expect(app.services.media.renderStats()).toMatchObject({ running: 0, waiting: 0 });
    } finally {
      await app.close();
    }
  }, 60_000);

  it('a client past MEDIA_RENDERS_PER_CLIENT new variants a minute gets 429 for a raster, our drawing for an SVG; files already drawn and other clients are served', async () => {
    const app = await createTestApp({ env: { MEDIA_RENDERS_PER_CLIENT: '3' } });
    try {
      const token = (await tokensByRole(app))[5]!;
      const up = await upload(app, token, await png(600, 400));
      const KEY = 'club/goods-3-v1.svg';
      const get = (w: number, ip = '203.0.113.7', key = up.body.data.key as string) => app.app.inject({ url: `/media/${key}?w=${w}`, remoteAddress: ip });
      for (const w of [200, 300, 400]) expect((await get(w)).statusCode).toBe(200);
      const fourth = await get(500);
      expect(fourth.statusCode).toBe(429);
      expect(fourth.json().errorCode).toBe(70051);
      // Past the limit, a new size of an SVG drawing is the drawing itself, not kept, and nothing is drawn.
      const drawing = await get(500, '203.0.113.7', KEY);
      expect([drawing.statusCode, drawing.headers['content-type'], drawing.headers['cache-control']]).toEqual([200, 'image/svg+xml', 'no-cache']);
      expect((await get(300)).statusCode).toBe(200);
      expect((await get(500, '198.51.100.4')).statusCode).toBe(200);
      // …and once drawn, the limited client gets it too.
      expect((await get(500)).statusCode).toBe(200);
      expect((await get(500)).headers['content-type']).toBe('image/webp');
    } finally {
      await app.close();
    }
  });
});

describe('a drawing stands in while its variant waits for a turn (decision 612)', () => {
  it('answers the SVG at once, not to be kept, draws the variant for the next ask; a raster waits its turn', async () => {
    // 2 %: after each render the slot rests 49 times as long, so it is busy right after one.
    const app = await createTestApp({ env: { MEDIA_RENDER_SHARE: '2', MEDIA_RENDERS_PER_CLIENT: '1000' } });
    try {
      const token = (await tokensByRole(app))[5]!;
      const up = await upload(app, token, await png(60, 40));
      const KEY = 'club/goods-4-v1.svg';
      const get = (w: number, key = KEY) => app.app.inject({ url: `/media/${key}?w=${w}` });
      const first = await get(200);
      expect([first.statusCode, first.headers['content-type'], first.headers['cache-control']]).toEqual([
        200,
        'image/webp',
        'public, max-age=31536000, immutable',
      ]);
      expect(app.services.media.renderStats().running).toBe(1);

      const standIn = await get(300);
      expect([standIn.statusCode, standIn.headers['content-type'], standIn.headers['cache-control']]).toEqual([200, 'image/svg+xml', 'no-cache']);
      expect(standIn.body).toMatch(/^<svg[\s>]/);
      expect(standIn.headers['content-security-policy']).toContain('sandbox');
      // A variant already drawn is answered as drawn, busy slot or not.
      expect((await get(200)).rawPayload.equals(first.rawPayload)).toBe(true);

      // The queued render draws the 300 for the next ask.
      await expect.poll(() => files(app.dataDir).length, { timeout: 30_000 }).toBe(2);
      const drawn = await get(300);
      expect([drawn.headers['content-type'], drawn.headers['cache-control']]).toEqual(['image/webp', 'public, max-age=31536000, immutable']);

      // An uploaded raster has no drawing to stand in: it waits for its turn and is answered drawn.
      expect(app.services.media.renderStats().running).toBe(1);
      const raster = await get(200, up.body.data.key as string);
      expect([raster.statusCode, raster.headers['content-type']]).toEqual([200, 'image/webp']);
    } finally {
      await app.close();
    }
  }, 60_000);
});
