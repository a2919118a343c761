import fs from 'node:fs/promises';
import path from 'node:path';
import { createHash, randomUUID } from 'node:crypto';
import { IMAGE, MEDIA, type ImageRenderWidth, type Lang, type MediaItem, type MediaUsage } from '@shop/contract';
import { AppError, fail } from '../../lib/app-error.ts';
import { RateLimiter, memoryRateLimitStore, type RateLimitStore } from '../../lib/rate-limiter.ts';
import type { Db } from '../../db/client.ts';
import { mediaRepo, type MediaRow } from './media.repository.ts';
import { boundedFiles, renderTurns, type MediaCacheLimits } from './media-cache.ts';
import { likeEscape } from '../../db/sql.ts';
import { drawWebp, loadSharp } from './media-draw.ts';
import { lowPriorityRenderer } from './media-renderer.ts';

/** Answers where an image (`/media/<key>`) is used; each domain that stores image addresses adds one. */
/** Writes the audit entry of a library change inside its transaction (the caller knows who). */
export type MediaAudit = (tx: Db, image: { key: string; name: string }) => Promise<void>;
export type MediaUsageSource = (src: string, lang: Lang) => Promise<MediaUsage[]>;

const EXT: Record<(typeof MEDIA.FORMATS)[number], string> = { jpeg: 'jpg', png: 'png', gif: 'gif', webp: 'webp', bmp: 'bmp', tiff: 'tif' };
const MIME: Record<(typeof MEDIA.FORMATS)[number], string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  bmp: 'image/bmp',
  tiff: 'image/tiff',
};

/**
 * BMP is not among the formats libvips reads, so its header is read here (the "BM" magic bytes and the
 * DIB header's size); a BMP is converted to PNG once, on upload, so that every variant can be rendered.
 */
function bmpSize(bytes: Buffer): { width: number; height: number } | null {
  if (bytes.length < 26 || bytes[0] !== 0x42 || bytes[1] !== 0x4d) return null;
  const dib = bytes.readUInt32LE(14);
  if (dib < 12 || 14 + dib > bytes.length) return null;
  const width = dib === 12 ? bytes.readUInt16LE(18) : bytes.readInt32LE(18);
  const height = dib === 12 ? bytes.readUInt16LE(20) : Math.abs(bytes.readInt32LE(22));
  return width > 0 && height > 0 ? { width, height } : null;
}

/** Decodes a 24/32-bit uncompressed BMP into raw RGBA for sharp; null for other encodings. */
function decodeBmp(bytes: Buffer): { data: Buffer; width: number; height: number } | null {
  const size = bmpSize(bytes);
  if (!size) return null;
  const dib = bytes.readUInt32LE(14);
  if (dib < 40) return null;
  const offset = bytes.readUInt32LE(10);
  const bpp = bytes.readUInt16LE(28);
  const compression = bytes.readUInt32LE(30);
  if ((bpp !== 24 && bpp !== 32) || (compression !== 0 && compression !== 3)) return null;
  const topDown = bytes.readInt32LE(22) < 0;
  const { width, height } = size;
  const stride = Math.ceil((width * bpp) / 32) * 4;
  if (offset + stride * height > bytes.length) return null;
  const out = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y++) {
    const row = offset + stride * (topDown ? y : height - 1 - y);
    for (let x = 0; x < width; x++) {
      const src = row + x * (bpp / 8);
      const dst = (y * width + x) * 4;
      out[dst] = bytes[src + 2]!;
      out[dst + 1] = bytes[src + 1]!;
      out[dst + 2] = bytes[src]!;
      out[dst + 3] = bpp === 32 && compression === 0 ? 255 : bpp === 32 ? bytes[src + 3]! : 255;
    }
  }
  return { data: out, width, height };
}

/** What an uploaded file really is, from its content; null when it is not an accepted image. */
async function inspect(
  bytes: Buffer,
): Promise<{ format: (typeof MEDIA.FORMATS)[number]; width: number; height: number; store: Buffer; storedType: string } | null> {
  // A BMP too large to keep is refused from its header, before its pixels are decoded in memory.
  const header = bmpSize(bytes);
  if (header && Math.max(header.width, header.height) > MEDIA.MAX_UPLOAD_LONG_SIDE) return { format: 'bmp', ...header, store: bytes, storedType: 'image/bmp' };
  const bmp = decodeBmp(bytes);
  const sharp = await loadSharp();
  if (bmp) {
    const png = await sharp(bmp.data, { raw: { width: bmp.width, height: bmp.height, channels: 4 } })
      .png()
      .toBuffer();
    return { format: 'bmp', width: bmp.width, height: bmp.height, store: png, storedType: 'image/png' };
  }
  try {
    const meta = await sharp(bytes, { animated: false, limitInputPixels: MEDIA.MAX_DIMENSION * MEDIA.MAX_DIMENSION }).metadata();
    // Only raster formats we accept: sharp also reads SVG, PDF, HEIF… which are not uploads.
    const format: string | undefined = meta.format;
    if (!format || !(MEDIA.FORMATS as readonly string[]).includes(format) || !meta.width || !meta.height) return null;
    const f = format as (typeof MEDIA.FORMATS)[number];
    return { format: f, width: meta.width, height: meta.height, store: bytes, storedType: MIME[f] };
  } catch {
    return null;
  }
}

const toItem = (row: Omit<MediaRow, 'bytes' | 'svg'> & { bytes?: unknown; svg?: unknown; size: number | null }): MediaItem => ({
  key: row.key,
  url: `/media/${row.key}`,
  name: row.name ?? row.key,
  contentType: row.contentType,
  width: row.width,
  height: row.height,
  bytes: row.sizeBytes ?? row.size ?? 0,
  uploaded: row.uploaded,
  uploadedBy: row.uploadedBy,
  createdAt: row.createdAt.toISOString(),
});

export type { MediaCacheLimits };

/** An image answered: a drawn variant (kept a year), or an SVG drawing standing in until it is drawn. */
export interface MediaVariant {
  bytes: Buffer;
  contentType: 'image/webp' | 'image/svg+xml';
  /** False for a stand-in: not to be kept, the next ask gets the variant. */
  final: boolean;
}
export const MEDIA_CACHE_DEFAULTS: MediaCacheLimits = {
  maxBytes: 256 * 1024 * 1024,
  maxFiles: 20_000,
  renders: 1,
  queue: 64,
  perClient: 120,
  sharePercent: 25,
  lowPriorityProcess: true,
};

/**
 * The media library: images stored in the database (so every API process on one PostgreSQL sees the same
 * library), served resized as WebP with variants rendered once and kept on disk under DATA_DIR/media-cache.
 * Shared by the page editor and, later, the back office: other modules call `upload`, `list`, `remove`,
 * and add a usage source so that an image they use cannot be deleted.
 */
export function createMediaService(
  db: Db,
  dataDir: string,
  limits: MediaCacheLimits = MEDIA_CACHE_DEFAULTS,
  rateLimits: RateLimitStore = memoryRateLimitStore(),
) {
  const cacheDir = path.join(dataDir, 'media-cache');
  const inFlight = new Map<string, Promise<Buffer | null>>();
  const usageSources: MediaUsageSource[] = [];
  const keyHash = (key: string) => createHash('sha1').update(key).digest('hex');
  const cache = boundedFiles(cacheDir, limits);
  const turns = renderTurns(limits.renders, limits.queue, limits.sharePercent);
  // Renders run in a child process at the lowest CPU priority (decision 411), or here when asked.
  const drawVariant = limits.lowPriorityProcess ? lowPriorityRenderer() : drawWebp;
  const perClient = new RateLimiter('media-render', { max: limits.perClient, windowMs: 60_000 }, rateLimits);

  /** The variant's file if it was drawn already (kept in the bounded cache as just used). */
  async function drawnFile(key: string, width: ImageRenderWidth): Promise<Buffer | null> {
    const name = `${keyHash(key)}-w${width}.webp`;
    const cached = await fs.readFile(path.join(cacheDir, name)).catch(() => null);
    if (cached) cache.touch(name, cached.length);
    return cached;
  }

  async function render(key: string, width: ImageRenderWidth, client: string | null): Promise<Buffer | null> {
    const cached = await drawnFile(key, width);
    if (cached) return cached;
    const name = `${keyHash(key)}-w${width}.webp`;
    const file = path.join(cacheDir, name);
    // An unknown key is answered from the database's index alone: nothing is decoded or written.
    if (!(await mediaRepo.exists(db, key))) return null;
    // Only a render counts against the caller: files already drawn are served to anyone.
    if (client !== null && !(await perClient.tryTake(client))) fail('MEDIA_RENDERS_TOO_MANY');
    const out = await turns.run(() => draw(key, width));
    if (!out) return null;
    await fs.mkdir(cacheDir, { recursive: true });
    const tmp = `${file}.${process.pid}.tmp`;
    await fs.writeFile(tmp, out);
    await fs.rename(tmp, file);
    await cache.added(name, out.length);
    return out;
  }

  async function draw(key: string, width: ImageRenderWidth): Promise<Buffer | null> {
    const row = await mediaRepo.byKey(db, key);
    if (!row) return null;
    const isSvg = !row.bytes;
    return drawVariant(row.bytes ?? Buffer.from(row.svg ?? ''), isSvg, width);
  }

  const standIn = (svg: string): MediaVariant => ({ bytes: Buffer.from(svg), contentType: 'image/svg+xml', final: false });
  const drawn = (bytes: Buffer | null): MediaVariant | null => bytes && { bytes, contentType: 'image/webp', final: true };

  /** One render of a variant at a time: a second ask for it shares the first's. */
  function rendered(key: string, width: ImageRenderWidth, client: string | null): Promise<Buffer | null> {
    const id = `${key}@${width}`;
    let job = inFlight.get(id);
    if (!job) {
      job = render(key, width, client).finally(() => inFlight.delete(id));
      inFlight.set(id, job);
    }
    return job;
  }

  return {
    /**
     * A variant of a stored image at an allowed width, rendered once; null when there is no such image.
     * `client`: the caller's rate-limit key, charged when this call renders a new variant (null: uncounted).
     *
     * A variant not drawn yet whose render would wait for its turn, of an image that is one of our own
     * drawings (an SVG: seeds and catalogue loads store them; uploads are rasters only), is answered with
     * the drawing itself at once, not to be kept (decision 612), and its render queued for the next ask. A
     * page of twenty new sizes would otherwise hold the browser's six connections to the origin for
     * seconds, and the page's own calls (an editor's save) wait behind them. A caller past its limit of new
     * variants gets the drawing too, where a raster's caller gets 429.
     */
    async variant(key: string, width: ImageRenderWidth = IMAGE.COMMON_BIG, client: string | null = null): Promise<MediaVariant | null> {
      if (!turns.busy() && !inFlight.has(`${key}@${width}`)) {
        try {
          return drawn(await rendered(key, width, client));
        } catch (err) {
          // A caller past its limit of new variants is refused a render, not a drawing that costs none.
          if (!(err instanceof AppError && err.key === 'MEDIA_RENDERS_TOO_MANY')) throw err;
          const svg = await mediaRepo.svgOf(db, key);
          if (svg === null) throw err;
          return standIn(svg);
        }
      }
      const ready = await drawnFile(key, width);
      if (ready) return drawn(ready);
      const svg = await mediaRepo.svgOf(db, key);
      if (svg === null) return drawn(await rendered(key, width, client));
      // Queued on the caller's account; a caller past its limit or a full queue draws nothing now.
      rendered(key, width, client).catch(() => {});
      return standIn(svg);
    },
    /** Renders running, waiting and the most at once so far (decision 385: never past MEDIA_RENDERS). */
    renderStats: () => turns.stats(),
    /** Stores an SVG drawn by a seed; keys carry a version so a changed drawing gets a new address. */
    async putSvg(key: string, svg: string) {
      await mediaRepo.putSvg(db, key, svg);
    },
    async putBytes(key: string, contentType: string, bytes: Buffer) {
      await mediaRepo.putBytes(db, key, contentType, bytes);
    },

    /**
     * Adds an uploaded image to the library after checking what it is from its content (never its name
     * or declared type): jpg, png, gif, webp, bmp or tiff, within the size limits.
     */
    async upload(file: { filename: string; bytes: Buffer }, opts: { name?: string | undefined; uploadedBy: string; audit?: MediaAudit }): Promise<MediaItem> {
      if (file.bytes.length > MEDIA.MAX_UPLOAD_BYTES) fail('MEDIA_TOO_LARGE', { limit: `${MEDIA.MAX_UPLOAD_BYTES / 1024 / 1024} MB` });
      const seen = await inspect(file.bytes);
      if (!seen || seen.width > MEDIA.MAX_DIMENSION || seen.height > MEDIA.MAX_DIMENSION) return fail('MEDIA_NOT_IMAGE');
      // Refused rather than shrunk (decision 385): the editor knows at once, and the server never spends
      // a full decode of a camera original on a picture shown at 1,500 px at most.
      if (Math.max(seen.width, seen.height) > MEDIA.MAX_UPLOAD_LONG_SIDE) {
        fail('MEDIA_TOO_MANY_PIXELS', { limit: MEDIA.MAX_UPLOAD_LONG_SIDE, width: seen.width, height: seen.height });
      }
      const now = new Date();
      const month = `${now.getUTCFullYear()}${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
      const ext = seen.storedType === 'image/png' && seen.format === 'bmp' ? 'png' : EXT[seen.format];
      const key = `upload/${month}/${randomUUID()}.${ext}`;
      const name = (opts.name?.trim() || file.filename || key).slice(0, MEDIA.NAME_MAX_LENGTH);
      // The row and its audit entry commit together (issue 27: every staff write is audited).
      const row = await db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const made = await mediaRepo.insertUpload(tx, {
          key,
          contentType: seen.storedType,
          bytes: seen.store,
          name,
          width: seen.width,
          height: seen.height,
          sizeBytes: seen.store.length,
          uploaded: true,
          uploadedBy: opts.uploadedBy,
        });
        await opts.audit?.(tx, { key, name });
        return made;
      });
      return toItem({ ...row, size: null });
    },

    /**
     * The addresses among these that name a library image (`/media/<key>`) which is not in the library,
     * in the order given. Addresses elsewhere (`https://…`) are not ours to check and pass. `within`: the
     * caller's open transaction (the embedded database has one connection: a read beside it would wait forever).
     */
    async missingImages(addresses: readonly string[], within: Db = db): Promise<string[]> {
      const keyOf = (a: string) => (a.startsWith('/media/') ? a.slice('/media/'.length).split('?')[0]! : null);
      const keys = [...new Set(addresses.map(keyOf).filter((k): k is string => !!k))];
      if (!keys.length) return [];
      const found = await mediaRepo.existing(within, keys);
      return addresses.filter((a) => {
        const k = keyOf(a);
        return k !== null && !found.has(k);
      });
    },
    /** The library, newest first; `keyword` matches names (a seeded image's name is its key) case-insensitively. */
    async list(input: { keyword: string; uploadedOnly: boolean; pageNo: number; pageSize: number }) {
      const like = `%${likeEscape(input.keyword)}%`;
      const { rows, total } = await mediaRepo.page(db, {
        like: input.keyword ? like : null,
        uploadedOnly: input.uploadedOnly,
        offset: (input.pageNo - 1) * input.pageSize,
        limit: input.pageSize,
      });
      return { list: rows.map(toItem), total };
    },

    /** Lets a domain that stores image addresses say where an image is used, so it is not deleted under it. */
    addUsageSource(source: MediaUsageSource) {
      usageSources.push(source);
    },

    /** Every place an image is used, across all usage sources. */
    async usage(key: string, lang: Lang): Promise<MediaUsage[]> {
      const all = await Promise.all(usageSources.map((s) => s(`/media/${key}`, lang)));
      return all.flat();
    },

    /** Deletes an image nothing uses; refused with 409 listing the places that still use it. */
    async remove(key: string, lang: Lang, audit?: MediaAudit) {
      const row = await mediaRepo.nameOf(db, key);
      if (!row) return fail('MEDIA_NOT_FOUND');
      const used = await this.usage(key, lang);
      if (used.length > 0) {
        const shown = used.slice(0, 10).map((u) => u.place);
        if (used.length > 10) shown.push(`… (+${used.length - 10})`);
        fail('MEDIA_IN_USE', { places: shown.join('; ') });
      }
      await db.transaction(async (t) => {
        const tx = t as unknown as Db;
        await mediaRepo.remove(tx, key);
        await audit?.(tx, { key, name: row.name ?? key });
      });
      // Rendered variants of this process; other processes' copies are of an image nothing shows any more.
      const prefix = `${keyHash(key)}-`;
      const files = await fs.readdir(cacheDir).catch(() => [] as string[]);
      await Promise.all(files.filter((f) => f.startsWith(prefix)).map((f) => cache.remove(f)));
      return { key, deleted: true as const };
    },
  };
}
export type MediaService = ReturnType<typeof createMediaService>;
