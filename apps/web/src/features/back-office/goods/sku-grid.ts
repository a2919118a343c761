import type { BoGoodsValues } from '@shop/contract';

export type SkuRow = BoGoodsValues['skus'][number];

/**
 * The sku grid of the chosen attribute values: one row per combination (colour × size), in attribute
 * order. Rows already in the grid for a combination are kept as they are (with their id and prices).
 */
export function skuGrid(chosen: number[][], current: SkuRow[], codeBase: string, price: number): SkuRow[] {
  const lists = chosen.filter((l) => l.length > 0);
  if (!lists.length) return [];
  let combos: number[][] = [[]];
  for (const list of lists) combos = combos.flatMap((c) => list.map((id) => [...c, id]));
  const keyOf = (ids: number[]) => [...ids].sort((a, b) => a - b).join(',');
  const byKey = new Map(current.map((r) => [keyOf(r.selectionIds), r]));
  return combos.map((ids, i) => byKey.get(keyOf(ids)) ?? { skuCode: `${codeBase}-${i + 1}`, selectionIds: ids, price, originalPrice: price, status: 'on' });
}
