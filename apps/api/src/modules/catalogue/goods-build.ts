import { toWire, type Goods, type GoodsAttributes, type Sku, type TagParameter, type WeightPrice, type WeightPricing } from '@shop/contract';
import type { GoodsRows, LabelRow, SpuRow } from './catalogue.repository.ts';
import type { WeightQuote } from './sku-repricing.ts';

/*
 * Goods as answers show them, built from their rows (`catalogue_goods_rows`): the one builder of the goods'
 * wire shape. The kept templates (goods-wire.ts) are this builder's output with the moving values marked,
 * and are filled with `goodsFigures` and `weightPriceOf` below, so both ways give the same bytes.
 */

export const tagOf = (l: LabelRow): TagParameter => ({ id: l.id, code: l.code, fontColor: l.fontColor, bgColor: l.bgColor, ...toWire('name', l.name) });

/** A by-weight sku's rule with the breakdown its price was computed from (issue 30). */
export function weightPriceOf(rule: WeightPricing, quote: WeightQuote): WeightPrice {
  return { metal: rule.metal, weightMg: rule.weightMg, makingMode: rule.makingMode, makingCents: rule.makingCents, ...quote };
}

/** What a product shows from its skus: the on-sale skus' prices (every sku's when none is on sale) and stock. */
export function goodsFigures(skus: readonly Pick<Sku, 'price' | 'originalPrice' | 'status' | 'storeStockQty'>[]) {
  const onSale = skus.filter((k) => k.status === 'on');
  const priced = onSale.length ? onSale : skus;
  const cheapest = priced.reduce<(typeof skus)[number] | undefined>((m, k) => (!m || k.price < m.price ? k : m), undefined);
  const stock = onSale.reduce((n, k) => n + k.storeStockQty, 0);
  return {
    skuMinPrice: cheapest?.price ?? 0,
    skuMaxPrice: priced.reduce((m, k) => Math.max(m, k.price), 0),
    price: cheapest?.price ?? 0,
    originalPrice: cheapest?.originalPrice ?? 0,
    storeStockQty: stock,
    allSkuStockIsZero: stock === 0,
  };
}

/** The goods of `ids` (in that order, missing ones left out) from the rows read for them. */
export function goodsOf(rows: GoodsRows, ids: readonly number[], storeCode: string): Goods[] {
  const { spus: spuRows, skus: skuRows, labels: labelRows, selections: selectionRows } = rows;
  const selections = new Map(selectionRows.map((s) => [s.id, s]));
  const byId = new Map<number, SpuRow>(spuRows.map((s) => [s.id, s]));
  return ids.flatMap((id) => {
    const spu = byId.get(id);
    if (!spu) return [];
    const skus = skuRows.filter((k) => k.spuId === id);
    const skuList: Sku[] = skus.map((k) => ({
      id: k.id,
      spuId: k.spuId,
      skuCode: k.skuCode,
      img: k.img,
      imgList: k.imgList,
      price: k.price,
      originalPrice: k.originalPrice,
      status: k.status,
      goodsAttributesSelectionIdSet: k.selectionIds,
      storeStockList: [{ storeCode, stockQty: k.stockQty }],
      storeStockQty: k.stockQty,
      ...(k.weightPricing && k.weightQuote ? { weightPrice: weightPriceOf(k.weightPricing, k.weightQuote) } : {}),
    }));
    // Attributes in attribute order, each with the selections this product's skus use.
    const attrs = new Map<number, GoodsAttributes>();
    const used = [...new Set(skus.flatMap((k) => k.selectionIds))]
      .map((sid) => selections.get(sid))
      .filter((s) => s !== undefined)
      .sort((a, b) => a.attributeSort - b.attributeSort || a.attributeId - b.attributeId || a.sort - b.sort || a.id - b.id);
    for (const s of used) {
      let a = attrs.get(s.attributeId);
      if (!a) {
        a = { id: s.attributeId, attributesType: s.attributeCode, goodsAttributesSelections: [], ...toWire('name', s.attributeName) };
        attrs.set(s.attributeId, a);
      }
      a.goodsAttributesSelections.push({ id: s.id, colorNumber: s.colorNumber, ...toWire('name', s.name) });
    }
    return [
      {
        id: spu.id,
        merchantCode: spu.merchantCode,
        categoryId: spu.categoryId,
        brand: spu.brand,
        img: spu.img,
        imgList: spu.imgList,
        status: spu.status,
        skuList,
        goodsAttributesList: [...attrs.values()],
        tagParameterDTOS: labelRows.filter((l) => l.spuId === id).map(tagOf),
        ...goodsFigures(skuList),
        isShowHotSalesTab: spu.hotSales,
        hotSalable: spu.hotSales,
        sales: spu.sales,
        gmtCreate: new Date(spu.createdAt).toISOString(),
        ...toWire('title', spu.title),
        ...toWire('name', spu.name),
        ...toWire('introduction', spu.introduction),
      },
    ];
  });
}
