import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import { BO_LIMITS, type BoOption } from '@shop/contract';
import type { Db } from '../../db/client.ts';
import { areas, shopStores } from './shops.tables.ts';

/** The back office's choices drawn from areas and shops (bounded: these lists are short by nature). */
export async function shopOptions(db: Db, merchantCode: string, source: 'topAreas' | 'districts' | 'shops'): Promise<BoOption[]> {
  const max = BO_LIMITS.OPTIONS_MAX;
  switch (source) {
    case 'topAreas':
      return (await db.select().from(areas).where(isNull(areas.parentId)).orderBy(asc(areas.sort), asc(areas.id)).limit(max)).map((a) => ({
        id: a.id,
        name: a.name,
        group: null,
      }));
    case 'districts': {
      const parents = new Map((await db.select().from(areas).where(isNull(areas.parentId))).map((a) => [a.id, a.name]));
      const rows = await db.select().from(areas).where(isNotNull(areas.parentId)).orderBy(asc(areas.parentId), asc(areas.sort), asc(areas.id)).limit(max);
      return rows.map((a) => ({ id: a.id, name: a.name, group: parents.get(a.parentId!) ?? null }));
    }
    case 'shops':
      return (
        await db
          .select()
          .from(shopStores)
          .where(and(eq(shopStores.merchantCode, merchantCode), eq(shopStores.kind, 'physical')))
          .orderBy(asc(shopStores.sort), asc(shopStores.id))
          .limit(max)
      ).map((s) => ({ id: s.id, name: s.name, group: null }));
  }
}
