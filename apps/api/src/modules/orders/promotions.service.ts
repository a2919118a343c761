import { conditionsMeet, type BoPromotionRow, type BoPromotionValues, type CallRequest, type boPromotionRivals } from '@shop/contract';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/sql.ts';
import { fail } from '../../lib/app-error.ts';
import type { ChangeBus } from '../../lib/change-bus.ts';
import { recordVersions } from '../../lib/record-version.ts';
import { auditSave, writeAudit } from '../audit/index.ts';
import { promotionsRepo, type PromotionDbRow } from './promotions.repository.ts';
import { promotions } from './orders.tables.ts';

const promotionVersions = recordVersions(promotions);

type State = BoPromotionRow['state'];
type RivalValues = CallRequest<typeof boPromotionRivals>['values'];
const iso = (v: Date | string) => new Date(v).toISOString();

/** The state of a promotion at `at` (the list's filter says the same in SQL, `promotions.repository.ts`). */
const stateOf = (p: { status: string; startsAt: Date | string; endsAt: Date | string }, at: Date): State =>
  p.status !== 'on' || new Date(p.endsAt) <= at ? 'ended' : new Date(p.startsAt) > at ? 'upcoming' : 'running';

/**
 * Promotions in the back office (issue 14, decision 172): the rows `priceOrder` reads (decision 046),
 * written with an audit row in one transaction; after commit `catalogue` is published, which drops the
 * pricing reference cache (running promotions) in every process, so the next preview applies the change.
 */
export function createPromotionsService(deps: { db: Db; changes: ChangeBus; merchantCode: string; now?: () => Date }) {
  const { db, changes, merchantCode } = deps;
  const now = deps.now ?? (() => new Date());

  async function skuIdsOf(tx: Db, codes: string[], field: string): Promise<number[]> {
    if (codes.length === 0) return [];
    const found = await promotionsRepo.skusByCodes(tx, merchantCode, codes);
    const byCode = new Map(found.map((f) => [f.code, f.id]));
    return codes.map((c, i) => byCode.get(c.toUpperCase()) ?? fail('PROMOTION_SKU_UNKNOWN', { code: c, field: `values.${field}.${i}` }));
  }

  async function codesOf(ids: number[]): Promise<string[]> {
    if (ids.length === 0) return [];
    const found = await promotionsRepo.skuCodesByIds(db, ids);
    const byId = new Map(found.map((f) => [f.id, f.code]));
    return ids.map((id) => byId.get(id)).filter((c): c is string => c !== undefined);
  }

  async function read(id: number): Promise<PromotionDbRow> {
    const p = await promotionsRepo.byId(db, merchantCode, id);
    return p ?? fail('PROMOTION_NOT_FOUND');
  }

  async function valuesOf(p: PromotionDbRow): Promise<BoPromotionValues> {
    return {
      code: p.code,
      title: p.title,
      description: p.description,
      kind: p.kind,
      scope: p.scope,
      categoryIds: p.categoryIds,
      skuCodes: await codesOf(p.skuIds),
      threshold: p.threshold,
      amountOff: p.amountOff,
      percentOff: p.percentOff,
      giftSkuCodes: await codesOf(p.giftSkuIds),
      giftLimit: p.giftLimit,
      giftQty: p.giftQty,
      priority: p.priority,
      stackable: p.stackable,
      paymentCondition: p.paymentCondition,
      startsAt: iso(p.startsAt),
      endsAt: iso(p.endsAt),
    };
  }

  return {
    async list(q: { pageNo: number; pageSize: number; search: string; state?: State | undefined }) {
      const at = now();
      const { total, list } = await promotionsRepo.list(db, merchantCode, {
        at,
        state: q.state,
        search: q.search,
        limit: q.pageSize,
        offset: (q.pageNo - 1) * q.pageSize,
      });
      return {
        total,
        list: list.map(({ status, ...p }) => ({ ...p, state: stateOf({ ...p, status }, at), startsAt: iso(p.startsAt), endsAt: iso(p.endsAt) })),
      };
    },

    async get(id: number) {
      // The version before the values: a save in between makes this form stale, never silently older.
      const version = await promotionVersions.versionOf(db, id);
      const p = await read(id);
      return { id: p.id, version: version ?? fail('PROMOTION_NOT_FOUND'), state: stateOf(p, now()), values: await valuesOf(p) };
    },

    async save(input: { id?: number | undefined; baseVersion?: number | undefined; values: BoPromotionValues }, staffId: number) {
      const v = input.values;
      let version = 1;
      const before = input.id === undefined ? undefined : await valuesOf(await read(input.id));
      if (await promotionsRepo.codeTaken(db, v.code, input.id ?? 0)) return fail('PROMOTION_CODE_TAKEN', { code: v.code, field: 'values.code' });
      const id = await db
        .transaction(async (t) => {
          const tx = t as unknown as Db;
          if (input.id !== undefined) version = (await promotionVersions.claim(tx, input.id, input.baseVersion, staffId)) ?? fail('PROMOTION_NOT_FOUND');
          if (v.categoryIds.length) {
            const found = await promotionsRepo.categoriesFound(tx, merchantCode, v.categoryIds);
            if (found !== new Set(v.categoryIds).size) fail('PROMOTION_CATEGORY_UNKNOWN', { field: 'values.categoryIds' });
          }
          const skuIds = v.scope === 'sku' ? await skuIdsOf(tx, v.skuCodes, 'skuCodes') : [];
          const giftSkuIds = v.kind === 'gift' ? await skuIdsOf(tx, v.giftSkuCodes, 'giftSkuCodes') : [];
          const categoryIds = v.scope === 'category' ? v.categoryIds : [];
          const cols = {
            code: v.code,
            title: v.title,
            description: v.description,
            kind: v.kind,
            scope: v.scope,
            categoryIds,
            skuIds,
            threshold: v.threshold,
            amountOff: v.kind === 'amount_off' ? v.amountOff : 0,
            percentOff: v.kind === 'percent_off' ? v.percentOff : 0,
            giftSkuIds,
            giftLimit: v.giftLimit,
            giftQty: v.giftQty,
            priority: v.priority,
            stackable: v.stackable,
            paymentCondition: v.paymentCondition,
            startsAt: new Date(v.startsAt),
            endsAt: new Date(v.endsAt),
          };
          let saved: number;
          if (input.id === undefined) {
            saved = await promotionsRepo.insert(tx, merchantCode, cols);
            await promotionVersions.stampCreated(tx, saved, staffId);
          } else {
            // Saving an edited promotion puts it back on: its period says when it runs.
            await promotionsRepo.update(tx, input.id, cols);
            saved = input.id;
          }
          await auditSave(tx, {
            staffId,
            entity: 'promotions',
            id: saved,
            label: { zh_HK: `${v.code} ${v.title.zh_HK}`, zh_CN: `${v.code} ${v.title.zh_CN}`, en: `${v.code} ${v.title.en}` },
            before,
            after: v,
          });
          return saved;
        })
        // Two saves of one new code at once: the unique index lets one through.
        .catch((err: unknown) => (isUniqueViolation(err) ? fail('PROMOTION_CODE_TAKEN', { code: v.code, field: 'values.code' }) : Promise.reject(err)));
      await changes.publish('catalogue');
      return { id, version };
    },

    /**
     * The promotions that compete with these values for the same carts, each saying whether it wins:
     * the pricing (`priceOrder`) gives a line, or the order, at most one promotion that is not stackable,
     * by priority and at equal priority the older (lower id). Gifts and stackable promotions never shut
     * another out, so they have no rivals.
     */
    async rivals(input: { id?: number | undefined; values: RivalValues }) {
      const v = input.values;
      if (v.kind === 'gift' || v.stackable) return { list: [] };
      const at = now();
      // A card offer and a cash offer are never on one order's price (decision 395): only promotions whose
      // conditions one kind of payment meets compete (`any` meets every kind).
      const found = (
        await promotionsRepo.competing(db, merchantCode, {
          at,
          exceptId: input.id ?? 0,
          startsAt: new Date(v.startsAt),
          endsAt: new Date(v.endsAt),
          orderScope: v.scope === 'order',
        })
      ).filter((p) => conditionsMeet(v.paymentCondition ?? 'any', p.paymentCondition));
      if (!found.length) return { list: [] };
      let overlaps: (p: PromotionDbRow) => boolean = () => true;
      if (v.scope !== 'order') {
        // A line is the same cart's line when its sku is named by both, or its category (or a parent) is.
        const cats = await promotionsRepo.categoryParents(db, merchantCode);
        const parent = new Map(cats.map((c) => [c.id, c.parentId]));
        const pathOf = (id: number) => {
          const out: number[] = [];
          for (let c: number | null | undefined = id; c != null && !out.includes(c); c = parent.get(c)) out.push(c);
          return out;
        };
        const codes = v.skuCodes.map((c) => c.toUpperCase());
        const skuIds = new Set(v.scope === 'sku' && codes.length ? (await promotionsRepo.skusByCodes(db, merchantCode, codes)).map((r) => r.id) : []);
        const allSkus = [...new Set([...skuIds, ...found.flatMap((p) => p.skuIds)])];
        const skuCategory = new Map((allSkus.length ? await promotionsRepo.skuCategories(db, allSkus) : []).map((r) => [r.id, r.categoryId]));
        const skuInCategories = (skuId: number, categoryIds: readonly number[]) => {
          const c = skuCategory.get(skuId);
          return c !== undefined && pathOf(c).some((x) => categoryIds.includes(x));
        };
        const categoriesMeet = (a: readonly number[], b: readonly number[]) =>
          a.some((x) => pathOf(x).some((y) => b.includes(y))) || b.some((x) => pathOf(x).some((y) => a.includes(y)));
        overlaps = (p) => {
          if (v.scope === 'sku' && p.scope === 'sku') return p.skuIds.some((id) => skuIds.has(id));
          if (v.scope === 'sku') return [...skuIds].some((id) => skuInCategories(id, p.categoryIds));
          if (p.scope === 'sku') return p.skuIds.some((id) => skuInCategories(id, v.categoryIds));
          return categoriesMeet(v.categoryIds, p.categoryIds);
        };
      }
      const list = found.filter(overlaps).map((p) => {
        const older = input.id === undefined || p.id < input.id;
        const why =
          p.priority > v.priority ? 'higherPriority' : p.priority < v.priority ? 'lowerPriority' : older ? 'equalPriorityOlder' : 'equalPriorityNewer';
        return {
          id: p.id,
          code: p.code,
          title: p.title,
          priority: p.priority,
          startsAt: iso(p.startsAt),
          endsAt: iso(p.endsAt),
          wins: why === 'higherPriority' || why === 'equalPriorityOlder',
          why,
        } as const;
      });
      return { list };
    },

    async end(id: number, staffId: number) {
      const p = await read(id);
      const at = now();
      if (stateOf(p, at) === 'ended') return { id, state: 'ended' as const };
      await db.transaction(async (t) => {
        const tx = t as unknown as Db;
        await promotionVersions.claim(tx, id, undefined, staffId);
        // A started promotion ends now; one not yet started is switched off (its period is kept).
        await promotionsRepo.end(tx, id, at);
        await writeAudit(tx, {
          staffId,
          action: 'status',
          entity: 'promotions',
          entityId: String(id),
          label: { zh_HK: `${p.code} ${p.title.zh_HK}`, zh_CN: `${p.code} ${p.title.zh_CN}`, en: `${p.code} ${p.title.en}` },
          // Before and after of what moved: a promotion not yet started keeps its period.
          ...((): { changedFields: string[]; changes: Record<string, { before: unknown; after: unknown }> } => {
            const moved: Record<string, { before: unknown; after: unknown }> = { status: { before: 'on', after: 'off' } };
            if (new Date(p.startsAt) < at && new Date(p.endsAt) > at) moved.endsAt = { before: iso(p.endsAt), after: at.toISOString() };
            return { changedFields: Object.keys(moved), changes: moved };
          })(),
        });
      });
      await changes.publish('catalogue');
      return { id, state: 'ended' as const };
    },
  };
}
