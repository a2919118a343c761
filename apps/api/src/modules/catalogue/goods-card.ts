import type { Goods, GoodsCard } from '@shop/contract';

/**
 * A product as a card shows it (decision 622): the goods' card fields, their COLOR attribute, and the skus a
 * card can select — the first sku (nothing chosen) and each colour's first sku (core §4: choosing a colour
 * selects the first sku of that colour) — in the product's order. Keys in `goodsCardSchema`'s order, as the
 * answer's JSON and a kept card template write them.
 */
export function cardOf(goods: Goods): GoodsCard {
  const colours = goods.goodsAttributesList.filter((a) => a.attributesType === 'COLOR');
  const selectable = new Set(goods.skuList.slice(0, 1));
  for (const c of colours[0]?.goodsAttributesSelections ?? []) {
    const first = goods.skuList.find((k) => k.goodsAttributesSelectionIdSet.includes(c.id));
    if (first) selectable.add(first);
  }
  return {
    id: goods.id,
    img: goods.img,
    skuList: goods.skuList
      .filter((k) => selectable.has(k))
      .map((k) => ({
        id: k.id,
        img: k.img,
        price: k.price,
        originalPrice: k.originalPrice,
        status: k.status,
        goodsAttributesSelectionIdSet: k.goodsAttributesSelectionIdSet,
        storeStockQty: k.storeStockQty,
      })),
    goodsAttributesList: colours,
    tagParameterDTOS: goods.tagParameterDTOS,
    skuMinPrice: goods.skuMinPrice,
    skuMaxPrice: goods.skuMaxPrice,
    price: goods.price,
    originalPrice: goods.originalPrice,
    storeStockQty: goods.storeStockQty,
    nameSimple: goods.nameSimple,
    nameTraditional: goods.nameTraditional,
    nameEng: goods.nameEng,
  };
}
