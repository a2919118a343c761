import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { BoOption, BoOptionSource } from '@shop/contract';
import { BO_LIMITS } from '@shop/contract';
import type { Db } from '../../../db/client.ts';
import { areas, shopStores } from '../../shops/shops.tables.ts';
import { jewelleryParams, jewelleryParamSelections } from '../../jewellery/jewellery.tables.ts';

/** What a picker field of a record form chooses from (bounded: these lists are short by nature). */
export async function listOptions(db: Db, merchantCode: string, source: BoOptionSource): Promise<BoOption[]> {
  const max = BO_LIMITS.OPTIONS_MAX;
  switch (source) {
    case 'topAreas':
      return (await db.select().from(areas).where(isNull(areas.parentId)).orderBy(asc(areas.sort), asc(areas.id)).limit(max)).map((a) => ({ id: a.id, name: a.name, group: null }));
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
    case 'pieceSelections':
    case 'stoneSelections': {
      const rows = await db
        .select({ s: jewelleryParamSelections, p: jewelleryParams })
        .from(jewelleryParamSelections)
        .innerJoin(jewelleryParams, eq(jewelleryParams.id, jewelleryParamSelections.paramId))
        .where(eq(jewelleryParams.paramType, source === 'pieceSelections' ? 0 : 1))
        .orderBy(asc(jewelleryParams.sort), asc(jewelleryParams.id), asc(jewelleryParamSelections.sort), asc(jewelleryParamSelections.id))
        .limit(max);
      return rows.map(({ s, p }) => ({ id: s.id, name: s.name, group: p.name }));
    }
  }
}
