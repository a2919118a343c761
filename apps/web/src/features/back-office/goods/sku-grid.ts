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
  // A new row takes the lowest `-n` no other row uses (kept rows keep theirs): numbering by position
  // gave `-1, -2, -2, -4` once rows were added around kept ones (issue 27).
  const kept = combos.map((ids) => byKey.get(keyOf(ids)));
  const used = new Set(kept.flatMap((r) => (r ? [r.skuCode.toUpperCase()] : [])));
  let n = 0;
  const nextCode = () => {
    let code: string;
    do code = `${codeBase}-${++n}`;
    while (used.has(code.toUpperCase()));
    used.add(code.toUpperCase());
    return code;
  };
  // A new row has no original price of its own (the form's blank: the price itself), so it saves as it is.
  return combos.map((ids, i) => kept[i] ?? { skuCode: nextCode(), selectionIds: ids, price, status: 'on' });
}

/** The codes used by more than one row of a grid (case-insensitively, as the server compares them). */
export function duplicateCodes(rows: Pick<SkuRow, 'skuCode'>[]): string[] {
  const seen = new Map<string, number>();
  for (const r of rows) {
    const code = r.skuCode.trim().toUpperCase();
    if (code) seen.set(code, (seen.get(code) ?? 0) + 1);
  }
  return [...seen].filter(([, count]) => count > 1).map(([code]) => code);
}
