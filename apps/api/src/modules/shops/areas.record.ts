import { asc, count, eq, or, sql } from 'drizzle-orm';
import type { BoRecordValues } from '@shop/contract';
import { AppError } from '../../lib/app-error.ts';
import { areas, shopStores } from './shops.tables.ts';
import { recordVersions } from '../../lib/record-version.ts';
import { searchOf, type RecordStore } from '../../lib/record-store.ts';

type V = BoRecordValues<'areas'>;

/** Top areas (no parent) and their districts: two levels, as the shop search shows them. */
export const areasStore = (): RecordStore<'areas'> => ({
  versions: recordVersions(areas),
  async list(db, q) {
    const where = searchOf(q.search, areas.name);
    const [total] = await db.select({ n: count() }).from(areas).where(where);
    // Each top area followed by its districts.
    const rows = await db
      .select({
        id: areas.id,
        name: areas.name,
        parentId: areas.parentId,
        parentName: sql<V['name'] | null>`(select p.name from areas p where p.id = ${areas.parentId})`,
      })
      .from(areas)
      .where(where)
      .orderBy(sql`coalesce(${areas.parentId}, ${areas.id})`, sql`${areas.parentId} nulls first`, asc(areas.sort), asc(areas.id))
      .limit(q.limit)
      .offset(q.offset);
    return {
      total: total?.n ?? 0,
      list: rows.map((r) => ({ id: r.id, title: r.name, detail: r.parentName ? `↳ ${r.parentName.en}` : '', active: true })),
    };
  },
  async get(db, id) {
    const [r] = await db.select().from(areas).where(eq(areas.id, id));
    return r ? { values: { name: r.name, parentId: r.parentId, sort: r.sort }, updatedAt: '' } : undefined;
  },
  async check(tx, v, id) {
    if (v.parentId === null) return;
    const [parent] = await tx.select().from(areas).where(eq(areas.id, v.parentId));
    if (!parent || parent.parentId !== null || parent.id === id) throw new AppError('AREA_PARENT_INVALID');
    if (id) {
      const [hasChildren] = await tx.select({ id: areas.id }).from(areas).where(eq(areas.parentId, id)).limit(1);
      if (hasChildren) throw new AppError('AREA_PARENT_INVALID');
    }
  },
  async insert(tx, v) {
    const [made] = await tx.insert(areas).values(v).returning({ id: areas.id });
    return made!.id;
  },
  async update(tx, id, v) {
    const rows = await tx.update(areas).set(v).where(eq(areas.id, id)).returning({ id: areas.id });
    return rows.length > 0;
  },
  async remove(tx, id) {
    const [child] = await tx.select({ id: areas.id }).from(areas).where(eq(areas.parentId, id)).limit(1);
    if (child) throw new AppError('RECORD_IN_USE', { what: 'areas' });
    const [shop] = await tx
      .select({ id: shopStores.id })
      .from(shopStores)
      .where(or(eq(shopStores.parentAreaId, id), eq(shopStores.childAreaId, id)))
      .limit(1);
    if (shop) throw new AppError('RECORD_IN_USE', { what: 'shops' });
    await tx.delete(areas).where(eq(areas.id, id));
  },
  label: (v) => v.name,
});
