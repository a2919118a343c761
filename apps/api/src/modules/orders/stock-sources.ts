import { lineSource, skuAvailability, type Take } from '@shop/contract';

/** Where an order's skus take their units from (decision 361), decided by the contract's availability rule. */
export interface StockSources {
  /** sku → the shop whose stock its units come from, for the skus this order can take this way. */
  sourceOf: ReadonlyMap<number, string>;
  /** sku → the shops holding all its units for pick-up, when this order cannot take it (pick-up elsewhere). */
  needsShop: ReadonlyMap<number, string[]>;
  /** sku → the units the pricing sees in its source (or online, when it has none). */
  stockQty: ReadonlyMap<number, number | null>;
  /** The one shop every ordered sku takes from, else the online shop: the order's `store_code`. */
  storeCode: string;
}

/**
 * Decides each sku's source from the stock read: `want` the units of every sku (ordered lines and chosen
 * gifts; 1 for a gift only offered), `online` the online shop's units (null: no stock record) and `held`
 * the physical shops' rows, or null when no shop stock was read (delivery with the online shop supplying).
 */
export function decideSources(opts: {
  want: ReadonlyMap<number, number>;
  skus: readonly { skuId: number; onSale: boolean; online: number | null }[];
  held: readonly { skuId: number; storeCode: string; qty: number }[] | null;
  take: Take;
  onlineStoreCode: string;
  /** Skus really ordered (lines and chosen gifts): only they decide the order's one `store_code`. */
  ordered: ReadonlySet<number>;
}): StockSources {
  const sourceOf = new Map<number, string>();
  const needsShop = new Map<number, string[]>();
  const stockQty = new Map<number, number | null>();
  for (const s of opts.skus) {
    const online = opts.held ? (opts.held.find((h) => h.skuId === s.skuId && h.storeCode === opts.onlineStoreCode)?.qty ?? null) : s.online;
    const shops = (opts.held ?? []).filter((h) => h.skuId === s.skuId && h.storeCode !== opts.onlineStoreCode);
    const a = skuAvailability({ exists: true, onSale: s.onSale, online, shops }, opts.want.get(s.skuId) ?? 1);
    const source = lineSource(a, opts.take, opts.onlineStoreCode);
    if (source !== null) {
      sourceOf.set(s.skuId, source);
      stockQty.set(s.skuId, source === opts.onlineStoreCode ? online : (shops.find((h) => h.storeCode === source)?.qty ?? 0));
    } else if (a.way === 'pickup') {
      // Held at other shops: shown sold out (or short) here, with the shops named — never an anomaly.
      needsShop.set(s.skuId, a.shops);
      stockQty.set(s.skuId, Math.max(0, online ?? 0));
    } else stockQty.set(s.skuId, online);
  }
  const used = new Set([...opts.ordered].map((id) => sourceOf.get(id)).filter((c) => c !== undefined));
  return { sourceOf, needsShop, stockQty, storeCode: used.size === 1 ? [...used][0]! : opts.onlineStoreCode };
}
