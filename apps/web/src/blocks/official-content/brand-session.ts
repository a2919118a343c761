/** The brand ids the visitor last saw in the brand list, for Next Brand (kept for the browser tab only). */
const KEY = 'brandIdList';

export function saveBrandIdList(ids: number[]): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(ids.slice(0, 500)));
  } catch {
    // Private mode or storage full: Next Brand falls back to the full list.
  }
}

export function readBrandIdList(): number[] {
  try {
    const v: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? '[]');
    return Array.isArray(v) ? v.filter((n): n is number => Number.isInteger(n) && n > 0) : [];
  } catch {
    return [];
  }
}

/** The id after `id` in the list, wrapping to the first; undefined when the list is empty. */
export function nextBrandId(list: number[], id: number): number | undefined {
  if (list.length === 0) return undefined;
  const i = list.indexOf(id);
  return list[(i + 1) % list.length];
}

/** Pads a grid to a multiple of `columns` (the brand grid is padded to 4 per row). */
export const fillerCount = (n: number, columns: number) => (n % columns === 0 ? 0 : columns - (n % columns));
