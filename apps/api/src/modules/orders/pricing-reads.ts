import { DEFAULT_AMOUNT_FORMAT, DEFAULT_PRICED_KIND, pickText, type Lang, type PricedKind } from '@shop/contract';
import type { ChangeBus } from '../../lib/change-bus.ts';
import { cachesAreOff, dependentMemo, memo, type Kept } from '../../lib/memo.ts';
import type { Shop, ShopResolver } from '../shops/index.ts';
import type { OrdersRepository } from './orders.repository.ts';
import { priceOrder, type PricingResult, type PricingSku } from './pricing.ts';
import { decideSources, type StockSources } from './stock-sources.ts';

/** How long the category tree, option names and promotions are kept in memory (changes made outside the app). */
const REFERENCE_TTL_MS = 5_000;

/**
 * Previews only: how long a sku's price, sale state and stock read by one preview may be shown by the
 * next (docs/decisions/080-preview-sku-snapshot.md). Changes made by this process clear it at once;
 * this bounds how late a change made elsewhere (another process, a staff tool) shows.
 */
export const PREVIEW_SNAPSHOT_MS = 1_000;
/** Beyond this many remembered skus the snapshot starts over, so a huge catalogue cannot grow it. */
const PREVIEW_SNAPSHOT_MAX = 20_000;

/**
 * What pricing reads, and the caches in front of it: the reference data (category tree, option names,
 * running promotions), the shops, and the preview's short snapshot of sku rows. `price` is the one way
 * the order use cases price lines (`priceOrder` over freshly read or, for previews, snapshot rows).
 */
export function createPricingReads(deps: { repo: OrdersRepository; shops: ShopResolver; changes: ChangeBus }) {
  const { repo } = deps;
  /*
   * The category tree, option names and the running promotions change rarely and are read by every
   * preview and order; they are kept for REFERENCE_TTL_MS and dropped at once when the catalogue changes.
   * Shops come from the shop resolver. Prices and stock are always read fresh.
   */
  // A new gold rate (`weightPrice`) changes prices only, not this reference data.
  const reference = memo<string, unknown>({
    ttlMs: REFERENCE_TTL_MS,
    max: 200,
    dropOn: { changes: deps.changes, topics: ['catalogue'], ignore: (k) => (k?.startsWith('stock:') || k === 'weightPrice') ?? false },
  });
  const cached = <T>(key: string, load: () => Promise<T>) => reference.get(key, load) as Promise<T>;

  const shopOf = (input: { merchantCode?: string | undefined; storeCode?: string | undefined }) => deps.shops.shop(input);
  const physicalStores = async (merchant: string) => (await deps.shops.stores(merchant)).filter((s) => s.kind === 'physical');
  /** The names of shops in a language, joined as a list ("Causeway Bay / Mong Kok"): what refusals and lines name. */
  const shopNames = async (merchant: string, lang: Lang) => {
    const stores = await deps.shops.stores(merchant);
    return (codes: readonly string[]) => codes.map((c) => pickText(stores.find((s) => s.code === c)?.name, lang) || c).join(' / ');
  };
  const activePromotions = (merchant: string, at: Date) =>
    // Cached per minute of `at`, so a promotion starts or ends within a minute (docs/decisions/046).
    cached(`promotions:${merchant}:${Math.floor(at.getTime() / 60_000)}`, () => repo.activePromotions(merchant, at));
  const selectionNames = () => cached('selections', async () => new Map((await repo.selections()).map((x) => [x.id, x])));
  const categoryPaths = (merchant: string) =>
    cached(`categories:${merchant}`, async () => {
      const parents = new Map((await repo.categoryParents(merchant)).map((c) => [c.id, c.parentId]));
      return (id: number): number[] => {
        const path: number[] = [];
        for (let c: number | null | undefined = id; c != null && !path.includes(c); c = parents.get(c)) path.push(c);
        return path;
      };
    });

  /*
   * The preview's snapshot of pricing rows, per shop and sku (null: no such sku). Preview is advisory:
   * takeOrder never reads it, it re-reads and re-checks everything inside its transaction. Every change
   * of stock, price or sale state this process makes calls `skusChanged()`; `generation` keeps a read
   * that was under way during such a change from being remembered.
   */
  type SkuRow = Awaited<ReturnType<typeof repo.pricingSkus>>[number];
  const snapshot = new Map<string, { at: number; row: SkuRow | null }>();
  let generation = 0;
  // A new gold rate re-priced by-weight skus (issue 30): previews show the new prices at once.
  deps.changes.subscribe('catalogue', (key) => {
    if (key === 'weightPrice') {
      generation++;
      snapshot.clear();
    }
  });
  /**
   * Stock (or price, sale state) of these skus changed, after the commit; no ids: of skus not known here.
   * Announced on the change bus as `stock:<skuId>` (`stock:*`), so the answers drawn from them are dropped
   * in every process (decision 140).
   */
  function skusChanged(skuIds?: readonly number[]): void {
    generation++;
    snapshot.clear();
    const keys = skuIds?.length ? [...new Set(skuIds)].map((id) => `stock:${id}`) : 'stock:*';
    deps.changes.publish('catalogue', keys).catch(() => {
      // Delivered in this process already; another process's answers lag until its bus reconnects and drops all.
    });
  }
  /** The member's cart lines changed (an order took them), after the commit: their kept cart answer is dropped. */
  function cartChanged(memberId: number): void {
    deps.changes.publish('cart', String(memberId)).catch(() => {});
  }
  async function snapshotSkus(ids: readonly number[], storeCode: string): Promise<SkuRow[]> {
    if (cachesAreOff()) return repo.pricingSkus(ids, storeCode);
    const t = Date.now();
    const found: SkuRow[] = [];
    const missing: number[] = [];
    for (const id of ids) {
      const hit = snapshot.get(`${storeCode}:${id}`);
      if (hit && t - hit.at < PREVIEW_SNAPSHOT_MS) {
        if (hit.row) found.push(hit.row);
      } else missing.push(id);
    }
    if (missing.length === 0) return found;
    const seen = generation;
    const rows = await repo.pricingSkus(missing, storeCode);
    if (seen === generation) {
      if (snapshot.size + missing.length > PREVIEW_SNAPSHOT_MAX) snapshot.clear();
      const byId = new Map(rows.map((r) => [r.skuId, r]));
      for (const id of missing) snapshot.set(`${storeCode}:${id}`, { at: t, row: byId.get(id) ?? null });
    }
    return found.concat(rows);
  }

  /*
   * takeOrder's sku rows (prices, sale state, names; no stock), kept until their product changes
   * (`catalogue:goods:<spu>`, decision 141). They may lag a change made in another process by the NOTIFY
   * delay, so the order's write checks price, original price and sale state again at the moment it takes
   * the stock and refuses to write when they differ; takeOrder then prices again from rows read fresh.
   * Stock is not kept here at all: the write's conditional update is what decides it.
   */
  type OrderSkuRow = Awaited<ReturnType<typeof repo.orderSkus>>[number];
  const orderSkuRows = dependentMemo<OrderSkuRow | null>({
    name: 'orderSkus',
    changes: deps.changes,
    topics: ['catalogue'],
    maxBytes: 8 * 1024 * 1024,
    maxEntries: 20_000,
  });
  /** The skus asked for in one tick are read with one query. */
  type Batch = { ids: Set<number>; rows: Promise<Map<number, OrderSkuRow>> };
  let batch: Batch | undefined;
  function loadOrderSku(id: number): Promise<Kept<OrderSkuRow | null>> {
    if (!batch) {
      const b: Batch = { ids: new Set(), rows: undefined as never };
      b.rows = Promise.resolve().then(async () => {
        if (batch === b) batch = undefined;
        return new Map((await repo.orderSkus([...b.ids])).map((r) => [r.skuId, r]));
      });
      batch = b;
    }
    batch.ids.add(id);
    return batch.rows.then((found) => {
      const row = found.get(id);
      // An unknown sku is answered, not kept.
      // A by-weight row also goes when a new rate re-prices it (issue 30).
      const rowDeps = row?.weightPrice ? [`catalogue:goods:${row.spuId}`, 'catalogue:weightPrice'] : [`catalogue:goods:${row?.spuId}`];
      return row ? { value: row, deps: rowDeps, bytes: JSON.stringify(row).length * 2 } : { value: null, deps: [], bytes: 0, ttlMs: 0 };
    });
  }
  /** Stock as pricing sees it on the order's first try: enough; the write finds out. */
  const UNCOUNTED = Number.MAX_SAFE_INTEGER;
  async function keptSkus(ids: readonly number[]): Promise<SkuRow[]> {
    const found = await Promise.all(ids.map((id) => orderSkuRows.get(`sku:${id}`, () => loadOrderSku(id))));
    return found.filter((r) => r !== null).map((r) => ({ ...r, stockQty: UNCOUNTED }));
  }
  /** The order's write found a kept row out of date: forget these skus (the retry reads them fresh). */
  function forgetSkus(skuIds: readonly number[]): void {
    for (const id of skuIds) orderSkuRows.drop(`sku:${id}`);
  }

  async function price(
    shop: Shop,
    lines: { skuId: number; num: number }[],
    gifts: { skuId: number; promotionId?: number | undefined; num: number }[],
    needPromotion: boolean,
    at: Date,
    /**
     * 'snapshot' for previews only; 'kept' for takeOrder's first try (rows kept until their product
     * changes, stock not counted: its write checks both); 'fresh' reads everything now.
     */
    read: 'fresh' | 'snapshot' | 'kept' = 'fresh',
    /** Pick-up orders: the shop collected from, which may supply lines the online shop cannot (decision 361). */
    pickupStoreCode?: string,
    /** The kind of payment the price assumes (decision 357). */
    paymentKind: PricedKind = DEFAULT_PRICED_KIND,
    /** A counter sale (issue 43): every line takes this shop's own stock, and only it (decision 485). */
    counterStoreCode?: string,
  ): Promise<PricingResult & { sources: StockSources }> {
    const promotions = needPromotion ? await activePromotions(shop.merchantCode, at) : [];
    const pathOf = await categoryPaths(shop.merchantCode);
    const ids = new Set<number>(lines.map((l) => l.skuId));
    for (const p of promotions) for (const id of p.giftSkuIds) ids.add(id);
    const load = read === 'snapshot' ? snapshotSkus : read === 'kept' ? keptSkus : repo.pricingSkus;
    const [rows, names] = [await load([...ids], shop.storeCode), await selectionNames()];
    const sources = counterStoreCode ? await counterSources(rows, counterStoreCode) : await sourcesOf(shop, rows, lines, gifts, pickupStoreCode);
    const skus = new Map<number, PricingSku>(
      rows.map(({ categoryId, selectionIds, ...s }) => [
        s.skuId,
        {
          ...s,
          stockQty: sources.stockQty.has(s.skuId) ? sources.stockQty.get(s.skuId)! : s.stockQty,
          categoryPath: pathOf(categoryId),
          selections: selectionIds
            .map((id) => names.get(id))
            .filter((x) => x !== undefined)
            .sort((a, b) => a.attributeId - b.attributeId || a.sort - b.sort || a.id - b.id)
            .map(({ id, name }) => ({ id, name })),
        },
      ]),
    );
    const priced = priceOrder({ lines, gifts, skus, promotions, needPromotion, format: shop.amountFormat ?? DEFAULT_AMOUNT_FORMAT, paymentKind });
    return { ...priced, sources };
  }

  /**
   * Decision 361: the shop whose stock each sku takes, by the contract's availability rule — the online
   * shop when it holds the units, else (pick-up) the pick-up shop when it holds them. The shops' stock is
   * read fresh when it can matter: a pick-up order, or a line the online shop cannot supply (to name the
   * shops that hold it). A delivery the online shop supplies reads nothing more.
   */
  async function sourcesOf(
    shop: Shop,
    rows: readonly { skuId: number; onSale: boolean; stockQty: number | null }[],
    lines: readonly { skuId: number; num: number }[],
    gifts: readonly { skuId: number; num: number }[],
    pickupStoreCode: string | undefined,
  ): Promise<StockSources> {
    const want = new Map<number, number>();
    for (const l of [...lines, ...gifts]) want.set(l.skuId, (want.get(l.skuId) ?? 0) + l.num);
    const pickup = pickupStoreCode !== undefined && pickupStoreCode !== shop.storeCode;
    const short = rows.some((r) => r.onSale && want.has(r.skuId) && (r.stockQty ?? -1) < want.get(r.skuId)!);
    const held =
      pickup || short
        ? await repo.stockIn(
            rows.map((r) => r.skuId),
            [shop.storeCode, ...(await physicalStores(shop.merchantCode)).map((s) => s.code)],
          )
        : null;
    return decideSources({
      want,
      skus: rows.map((r) => ({ skuId: r.skuId, onSale: r.onSale, online: r.stockQty })),
      held,
      take: pickup ? { takeWay: 'pickup', storeCode: pickupStoreCode } : { takeWay: 'delivery' },
      onlineStoreCode: shop.storeCode,
      ordered: new Set(want.keys()),
    });
  }

  /** A counter sale takes each sku from the counter's shop: its units there are the stock pricing sees. */
  async function counterSources(rows: readonly { skuId: number }[], storeCode: string): Promise<StockSources> {
    const held = await repo.stockIn(
      rows.map((r) => r.skuId),
      [storeCode],
    );
    const stockQty = new Map(rows.map((r) => [r.skuId, held.find((h) => h.skuId === r.skuId)?.qty ?? 0]));
    return { sourceOf: new Map(rows.map((r) => [r.skuId, storeCode])), needsShop: new Map(), stockQty, storeCode };
  }

  return { price, skusChanged, cartChanged, forgetSkus, shopOf, physicalStores, shopNames, close: () => orderSkuRows.close() };
}
export type PricingReads = ReturnType<typeof createPricingReads>;
