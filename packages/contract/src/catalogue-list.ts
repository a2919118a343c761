import { PAGE_NO_MAX, SEARCH_CODE_MAX_LENGTH } from './limits.ts';

/*
 * How a catalogue page address reads as the call it makes. The web app's screens and the server, which
 * answers the same call into the page it serves (the first screen and its data, decision 081), both read
 * addresses through these, so the server's embedded answer is for exactly the call the screen makes.
 */

/** Sort choices of the list screens and what they ask the server for. */
export const LIST_SORTS = {
  /** Search words ranked (issue 42): the default of a search; newest first without words. */
  relevance: { orderBy: 'relevance', isAsc: false },
  newest: { orderBy: 'gmt_create', isAsc: false },
  priceAsc: { orderBy: 'price', isAsc: true },
  priceDesc: { orderBy: 'price', isAsc: false },
  sales: { orderBy: 'sales', isAsc: false },
} as const;
export type ListSortKey = keyof typeof LIST_SORTS;
/** Goods per page of the list screens: five rows of four on a desktop, ten of two on a phone. */
export const LIST_PAGE_SIZE = 20;
/** Related goods the product page shows under the product. */
export const PRODUCT_RELATED_QTY = 4;

/** Reads the list query of the address; anything out of range reads as the default. */
export function readListParams(params: URLSearchParams) {
  const sortRaw = params.get('sort') ?? (readSearchCode(params).trim() ? 'relevance' : 'newest');
  const sort: ListSortKey = Object.hasOwn(LIST_SORTS, sortRaw) ? (sortRaw as ListSortKey) : 'newest';
  const n = Number(params.get('pageNo') ?? '1');
  const pageNo = Number.isInteger(n) && n >= 1 && n <= PAGE_NO_MAX ? n : 1;
  return { sort, pageNo, ...LIST_SORTS[sort], pageSize: LIST_PAGE_SIZE };
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
  const codes = value
    .split(',')
    .map((c) => c.trim())
    .filter((c) => /^[A-Za-z0-9_-]{1,64}$/.test(c))
    .slice(0, 10);
  return codes.length ? codes.join(',') : undefined;
}

/** The search words of /goodsList, cut to what the call accepts. */
export const readSearchCode = (params: URLSearchParams) => (params.get('searchCode') ?? '').slice(0, SEARCH_CODE_MAX_LENGTH);

/** The site a call is made for. */
export interface SiteCodes {
  merchantCode: string;
  storeCode: string;
}

/** getGoodsCategoryPage's input for /onlineProductCategory?categoryId=&tag=&sort=&pageNo=. */
export function categoryPageInput(params: URLSearchParams, site: SiteCodes) {
  const categoryId = readId(params.get('categoryId'));
  const tag = readTags(params.get('tag'));
  const { orderBy, isAsc, pageNo, pageSize } = readListParams(params);
  return {
    merchantCode: site.merchantCode,
    storeCode: site.storeCode,
    ...(categoryId ? { categoryId } : {}),
    ...(tag ? { tag } : {}),
    orderBy,
    isAsc,
    pageNo,
    pageSize,
  };
}

/** The facet filters of a search address (issue 42), each a code; anything else is left out. */
export const LIST_FACET_PARAMS = ['categoryId', 'metal', 'stone', 'collection', 'price', 'at'] as const;
export function readFacets(params: URLSearchParams) {
  const out: { metal?: string; stone?: string; collection?: string; price?: string; at?: string } = {};
  for (const k of ['metal', 'stone', 'collection', 'price', 'at'] as const) {
    const v = params.get(k);
    if (v && /^[A-Za-z0-9_-]{1,32}$/.test(v)) out[k] = v;
  }
  return out;
}

/** getGoodsPage's input for /goodsList?searchCode=&sort=&pageNo=&categoryId=&metal=&stone=&collection=&price=&at=, with facet counts. */
export function goodsListInput(params: URLSearchParams, site: SiteCodes) {
  const searchCode = readSearchCode(params);
  const categoryId = readId(params.get('categoryId'));
  const { orderBy, isAsc, pageNo, pageSize } = readListParams(params);
  return {
    merchantCode: site.merchantCode,
    storeCode: site.storeCode,
    ...(searchCode.trim() ? { searchCode } : {}),
    ...(categoryId ? { categoryId } : {}),
    ...readFacets(params),
    withFacets: true,
    orderBy,
    isAsc,
    pageNo,
    pageSize,
  };
}

/** getGoodsMixData's input for /product?id=. */
export const productInput = (spuId: number, site: SiteCodes) => ({
  merchantCode: site.merchantCode,
  storeCode: site.storeCode,
  spuId,
  relatedQty: PRODUCT_RELATED_QTY,
});

/** categoryList's input for the online menu. */
export const onlineCategoriesInput = (site: SiteCodes) => ({ merchantCode: site.merchantCode, storeType: '1' as const });
