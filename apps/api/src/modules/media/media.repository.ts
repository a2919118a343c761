import { and, count, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { first } from '../../db/sql.ts';
import { media } from './media.tables.ts';

export type MediaRow = typeof media.$inferSelect;

/** The columns a library item is read with (never the image bytes). */
const itemColumns = {
  key: media.key,
  contentType: media.contentType,
  createdAt: media.createdAt,
  name: media.name,
  width: media.width,
  height: media.height,
  sizeBytes: media.sizeBytes,
  uploaded: media.uploaded,
  uploadedBy: media.uploadedBy,
};

/** Drizzle access to the media library; every function takes the handle (a transaction or the db). */
export const mediaRepo = {
  async exists(db: Db, key: string): Promise<boolean> {
    const [known] = await db.select({ key: media.key }).from(media).where(eq(media.key, key)).limit(1);
    return !!known;
  },
  /** The drawing stored under a key; null for a raster or an unknown key. */
  async svgOf(db: Db, key: string): Promise<string | null> {
    const [row] = await db.select({ svg: media.svg }).from(media).where(eq(media.key, key)).limit(1);
    return row?.svg ?? null;
  },
  async byKey(db: Db, key: string): Promise<MediaRow | undefined> {
    return first(db.select().from(media).where(eq(media.key, key)));
  },
  async nameOf(db: Db, key: string): Promise<{ key: string; name: string | null } | undefined> {
    return first(db.select({ key: media.key, name: media.name }).from(media).where(eq(media.key, key)));
  },
  /** Stores an SVG under its key, replacing the drawing a key had. */
  async putSvg(db: Db, key: string, svg: string) {
    await db.insert(media).values({ key, contentType: 'image/svg+xml', svg }).onConflictDoUpdate({
      target: media.key,
      set: { svg },
    });
  },
  /** Stores SVGs under their keys, keeping any drawing a key already has (the demo catalogue's pictures). */
  async addSvgs(db: Db, items: readonly { key: string; svg: string }[]) {
    if (!items.length) return;
    await db
      .insert(media)
      .values(items.map(({ key, svg }) => ({ key, contentType: 'image/svg+xml', svg })))
      .onConflictDoNothing();
  },
  async putBytes(db: Db, key: string, contentType: string, bytes: Buffer) {
    await db.insert(media).values({ key, contentType, bytes }).onConflictDoNothing();
  },
  /** Adds an uploaded image; answers it as a library item (without the bytes). */
  async insertUpload(db: Db, row: Omit<typeof media.$inferInsert, 'createdAt'>) {
    const [made] = await db.insert(media).values(row).returning(itemColumns);
    return made!;
  },
  /** Which of these keys are in the library. */
  async existing(db: Db, keys: string[]): Promise<Set<string>> {
    return new Set((await db.select({ key: media.key }).from(media).where(inArray(media.key, keys))).map((r) => r.key));
  },
  /** One page of the library, newest first, and the count of all that match. */
  async page(db: Db, input: { like: string | null; uploadedOnly: boolean; offset: number; limit: number }) {
    const where = and(
      input.like !== null ? ilike(sql`coalesce(${media.name}, ${media.key})`, input.like) : undefined,
      input.uploadedOnly ? eq(media.uploaded, true) : undefined,
    );
    const [rows, [total]] = await Promise.all([
      db
        .select({
          ...itemColumns,
          size: sql<number>`coalesce(octet_length(${media.bytes}), octet_length(${media.svg}))::int`,
        })
        .from(media)
        .where(where)
        .orderBy(desc(media.createdAt), media.key)
        .offset(input.offset)
        .limit(input.limit),
      db.select({ n: count() }).from(media).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  },
  async remove(db: Db, key: string) {
    await db.delete(media).where(eq(media.key, key));
  },
};
