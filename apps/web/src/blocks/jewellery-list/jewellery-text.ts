/** Selections chosen per parameter id, read from the menu's query (jewelleryParamId + jewelleryParamSelectionId). */
export function filterFromQuery(search: URLSearchParams): Record<number, number> {
  const paramId = Number(search.get('jewelleryParamId'));
  const selectionId = Number(search.get('jewelleryParamSelectionId'));
  if (!Number.isInteger(paramId) || paramId <= 0 || !Number.isInteger(selectionId) || selectionId <= 0) return {};
  return { [paramId]: selectionId };
}

/** Splits chosen selections into the list call's sets by parameter type (0: the piece, 1: its stone). */
export function filterSets(chosen: Record<number, number>, params: Array<{ id: number; paramType: 0 | 1 }>) {
  const jewelleryParamIdSet: number[] = [];
  const jewelParamIdSet: number[] = [];
  for (const p of params) {
    const sel = chosen[p.id];
    if (!sel) continue;
    (p.paramType === 1 ? jewelParamIdSet : jewelleryParamIdSet).push(sel);
  }
  return { jewelleryParamIdSet, jewelParamIdSet };
}
