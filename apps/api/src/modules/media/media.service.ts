import fs from 'node:fs/promises';
import path from 'node:path';
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { IMAGE } from '@shop/contract';
import type { Db } from '../../db/client.ts';
import { media } from './media.tables.ts';

/** Widths are clamped to the spec's range and snapped to 50 px, so one image has at most 27 variants. */
export function normaliseWidth(raw: unknown): number {
  const n = Number(raw);
  const w = Number.isFinite(n) && n > 0 ? n : IMAGE.COMMON_BIG;
  const clamped = Math.min(IMAGE.MAX_WIDTH, Math.max(IMAGE.MIN_WIDTH, w));
  return Math.round(clamped / 50) * 50;
}

/**
 * Serves stored images resized to a width as WebP. Variants are rendered once and kept on disk under
 * DATA_DIR/media-cache; concurrent requests for the same variant share one render.
 */
export function createMediaService(db: Db, dataDir: string) {
  const cacheDir = path.join(dataDir, 'media-cache');
  const inFlight = new Map<string, Promise<Buffer | null>>();

  async function render(key: string, width: number): Promise<Buffer | null> {
    const file = path.join(cacheDir, `${createHash('sha1').update(key).digest('hex')}-${width}.webp`);
    const cached = await fs.readFile(file).catch(() => null);
    if (cached) return cached;
    const [row] = await db.select().from(media).where(eq(media.key, key)).limit(1);
    if (!row) return null;
    const source = row.bytes ?? Buffer.from(row.svg ?? '');
    const out = await sharp(source, { density: row.svg ? 144 : 72 })
      .resize({ width, withoutEnlargement: !row.svg })
      .webp({ quality: 78, effort: 4 })
      .toBuffer();
    await fs.mkdir(cacheDir, { recursive: true });
    await fs.writeFile(`${file}.tmp`, out);
    await fs.rename(`${file}.tmp`, file);
    return out;
  }

  return {
    async variant(key: string, width: number): Promise<Buffer | null> {
      const id = `${key}@${width}`;
      let job = inFlight.get(id);
      if (!job) {
        job = render(key, width).finally(() => inFlight.delete(id));
        inFlight.set(id, job);
      }
      return job;
    },
    /** Stores an SVG drawn by a seed; keys carry a version so a changed drawing gets a new address. */
    async putSvg(key: string, svg: string) {
      await db.insert(media).values({ key, contentType: 'image/svg+xml', svg }).onConflictDoUpdate({
        target: media.key,
        set: { svg },
      });
    },
    async putBytes(key: string, contentType: string, bytes: Buffer) {
      await db.insert(media).values({ key, contentType, bytes }).onConflictDoNothing();
    },
  };
}
export type MediaService = ReturnType<typeof createMediaService>;
