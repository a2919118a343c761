import { and, asc, count, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { BoRecordValues } from '@shop/contract';
import { AppError } from '../../lib/app-error.ts';
import type { Db } from '../../db/client.ts';
import { intArray } from '../../db/sql.ts';
import { jewelleryItems, jewelleryParams, jewelleryParamSelections } from './jewellery.tables.ts';
import { recordVersions } from '../../lib/record-version.ts';
import { formValuesOf, searchOf, type RecordStore } from '../../lib/record-store.ts';

type Param = BoRecordValues<'jewelleryParams'>;

/** The selection ids exist and belong to parameters of the given type (0 piece, 1 stone). */
async function checkSelections(tx: Db, ids: number[], paramType: 0 | 1, field: string) {
  const unique = [...new Set(ids)];
  if (!unique.length) return;
  const found = await tx
    .select({ id: jewelleryParamSelections.id })
    .from(jewelleryParamSelections)
    .innerJoin(jewelleryParams, eq(jewelleryParams.id, jewelleryParamSelections.paramId))
    .where(and(inArray(jewelleryParamSelections.id, unique), eq(jewelleryParams.paramType, paramType)));
  if (found.length !== unique.length) throw new AppError('REF_UNKNOWN', { field });
}

/** Jewellery pieces; hidden pieces (`visible: false`) leave the storefront's list but keep their page. */
export const jewelleryItemsStore = (): RecordStore<'jewelleryItems'> => ({
  versions: recordVersions(jewelleryItems),
  async list(db, q) {
    const where = searchOf(q.search, jewelleryItems.name);
    const [total] = await db.select({ n: count() }).from(jewelleryItems).where(where);
    const rows = await db.select().from(jewelleryItems).where(where).orderBy(asc(jewelleryItems.sort), asc(jewelleryItems.id)).limit(q.limit).offset(q.offset);
    return { total: total?.n ?? 0, list: rows.map((r) => ({ id: r.id, title: r.name, detail: `#${r.id}`, active: r.visible })) };
  },
  async get(db, id) {
    const [r] = await db.select().from(jewelleryItems).where(eq(jewelleryItems.id, id));
    if (!r) return undefined;
    const values = formValuesOf('jewelleryItems', r);
    return { values, updatedAt: r.createdAt.toISOString() };
  },
  async check(tx, v) {
    await checkSelections(tx, v.selectionIds, 0, 'values.selectionIds');
    await checkSelections(tx, v.jewelSelectionIds, 1, 'values.jewelSelectionIds');
  },
  async insert(tx, v) {
    const [made] = await tx
      .insert(jewelleryItems)
      .values({ ...v, selectionIds: [...new Set(v.selectionIds)], jewelSelectionIds: [...new Set(v.jewelSelectionIds)] })
      .returning({ id: jewelleryItems.id });
    return made!.id;
  },
  async update(tx, id, v) {
    const rows = await tx
      .update(jewelleryItems)
      .set({ ...v, selectionIds: [...new Set(v.selectionIds)], jewelSelectionIds: [...new Set(v.jewelSelectionIds)] })
      .where(eq(jewelleryItems.id, id))
      .returning({ id: jewelleryItems.id });
    return rows.length > 0;
  },
  async remove(tx, id) {
    await tx.delete(jewelleryItems).where(eq(jewelleryItems.id, id));
  },
  label: (v) => v.name,
});

/** Drops selection ids that no longer exist from every piece (the arrays have no foreign key). */
async function forgetSelections(tx: Db, ids: number[]) {
  if (!ids.length) return;
  const list = intArray(ids);
  await tx.execute(sql`update jewellery_items set
    selection_ids = array(select x from unnest(selection_ids) x where not x = any(${list})),
    jewel_selection_ids = array(select x from unnest(jewel_selection_ids) x where not x = any(${list}))
    where selection_ids && ${list} or jewel_selection_ids && ${list}`);
}

/** Writes a parameter's selections (kept rows keep their ids, which the pieces refer to). */
async function writeSelections(tx: Db, paramId: number, v: Param) {
  const keep = v.selections.flatMap((s) => (s.id ? [s.id] : []));
  const dropped = await tx
    .delete(jewelleryParamSelections)
    .where(and(eq(jewelleryParamSelections.paramId, paramId), keep.length ? notInArray(jewelleryParamSelections.id, keep) : undefined))
    .returning({ id: jewelleryParamSelections.id });
  await forgetSelections(
    tx,
    dropped.map((d) => d.id),
  );
  for (const [sort, s] of v.selections.entries()) {
    const row = { name: s.name, displayedGoldPrice: s.displayedGoldPrice, sort };
    if (s.id) {
      const updated = await tx
        .update(jewelleryParamSelections)
        .set(row)
        .where(and(eq(jewelleryParamSelections.id, s.id), eq(jewelleryParamSelections.paramId, paramId)))
        .returning({ id: jewelleryParamSelections.id });
      if (updated.length === 0) throw new AppError('REF_UNKNOWN', { field: `values.selections.${sort}.id` });
    } else {
      await tx.insert(jewelleryParamSelections).values({ paramId, ...row });
    }
  }
}

/** Jewellery parameters (category, metal, stone…) with their selections, the filters of the jewellery list. */
export const jewelleryParamsStore = (): RecordStore<'jewelleryParams'> => ({
  versions: recordVersions(jewelleryParams),
  async list(db, q) {
    const where = searchOf(q.search, jewelleryParams.name);
    const [total] = await db.select({ n: count() }).from(jewelleryParams).where(where);
    const rows = await db
      .select()
      .from(jewelleryParams)
      .where(where)
      .orderBy(asc(jewelleryParams.sort), asc(jewelleryParams.id))
      .limit(q.limit)
      .offset(q.offset);
    return { total: total?.n ?? 0, list: rows.map((r) => ({ id: r.id, title: r.name, detail: r.paramType === 0 ? 'piece' : 'stone', active: true })) };
  },
  async get(db, id) {
    const [r] = await db.select().from(jewelleryParams).where(eq(jewelleryParams.id, id));
    if (!r) return undefined;
    const selections = await db
      .select()
      .from(jewelleryParamSelections)
      .where(eq(jewelleryParamSelections.paramId, id))
      .orderBy(asc(jewelleryParamSelections.sort), asc(jewelleryParamSelections.id));
    const values = formValuesOf('jewelleryParams', r, {
      selections: selections.map((s) => ({ id: s.id, name: s.name, displayedGoldPrice: s.displayedGoldPrice })),
    });
    return { values, updatedAt: '' };
  },
  async check(tx, v, id) {
    // A parameter's type decides which list of the pieces its selections sit in: it cannot change under them.
    if (!id) return;
    const [r] = await tx.select().from(jewelleryParams).where(eq(jewelleryParams.id, id));
    if (r && r.paramType !== v.paramType) {
      const [used] = await tx
        .select({ id: jewelleryParamSelections.id })
        .from(jewelleryParamSelections)
        .where(eq(jewelleryParamSelections.paramId, id))
        .limit(1);
      if (used) throw new AppError('INVALID_INPUT', { field: 'values.paramType' });
    }
  },
  async insert(tx, v) {
    const [made] = await tx
      .insert(jewelleryParams)
      .values({ name: v.name, paramType: v.paramType as 0 | 1, sort: v.sort })
      .returning({ id: jewelleryParams.id });
    await writeSelections(tx, made!.id, v);
    return made!.id;
  },
  async update(tx, id, v) {
    const rows = await tx
      .update(jewelleryParams)
      .set({ name: v.name, paramType: v.paramType as 0 | 1, sort: v.sort })
      .where(eq(jewelleryParams.id, id))
      .returning({ id: jewelleryParams.id });
    if (rows.length === 0) return false;
    await writeSelections(tx, id, v);
    return true;
  },
  async remove(tx, id) {
    const dropped = await tx.delete(jewelleryParamSelections).where(eq(jewelleryParamSelections.paramId, id)).returning({ id: jewelleryParamSelections.id });
    await forgetSelections(
      tx,
      dropped.map((d) => d.id),
    );
    await tx.delete(jewelleryParams).where(eq(jewelleryParams.id, id));
  },
  label: (v) => v.name,
});
