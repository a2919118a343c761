import { PAGE_NO_MAX } from '@shop/contract';

/** Sort choices of the list screens and what they ask the server for. */
export const SORTS = {
  newest: { orderBy: 'gmt_create', isAsc: false },
  priceAsc: { orderBy: 'price', isAsc: true },
  priceDesc: { orderBy: 'price', isAsc: false },
  sales: { orderBy: 'sales', isAsc: false },
} as const;
export type SortKey = keyof typeof SORTS;
export const LIST_PAGE_SIZE = 20;

/** Reads the list query of the address; anything out of range reads as the default. */
export function readListParams(params: URLSearchParams) {
  const sortRaw = params.get('sort') ?? 'newest';
  const sort: SortKey = sortRaw in SORTS ? (sortRaw as SortKey) : 'newest';
  const n = Number(params.get('pageNo') ?? '1');
  const pageNo = Number.isInteger(n) && n >= 1 && n <= PAGE_NO_MAX ? n : 1;
  return { sort, pageNo, ...SORTS[sort], pageSize: LIST_PAGE_SIZE };
}

/** A positive integer id from the query, else undefined. */
export function readId(value: string | null): number | undefined {
  if (!value || !/^\d{1,10}$/.test(value)) return undefined;
  const n = Number(value);
  return n >= 1 && n <= 2_147_483_647 ? n : undefined;
}

/** Comma list of label codes, sanitised to what the server accepts. */
export function readTags(value: string | null): string | undefined {
  if (!value) return undefined;
  const codes = value.split(',').map((c) => c.trim()).filter((c) => /^[A-Za-z0-9_-]{1,64}$/.test(c)).slice(0, 10);
  return codes.length ? codes.join(',') : undefined;
}
