import { LANGS } from '../locale.ts';

/**
 * CSV import and export of goods and stock in the back office (issue 14; decision 175). Plain data: the
 * columns of each file, in order, and the size limits. The header row holds these names (stable across
 * languages, so a file exported in English imports for a staff member reading Chinese); the three-language
 * texts are one column per language (`title.zh_HK`, `title.zh_CN`, `title.en`).
 */
export const BO_CSV_LIMITS = {
  /** Characters of one uploaded file (the web app refuses a larger file before sending it). */
  MAX_CHARS: 1_000_000,
  /** Data rows of one import (goods: one row per sku; stock: one row per sku and shop). */
  MAX_ROWS: 5_000,
  /** Rows of one export; a larger selection is cut (`truncated`) — narrow it with the list's filters. */
  EXPORT_MAX_ROWS: 20_000,
  /** Errors an import reports (the rest are counted). */
  MAX_ERRORS: 200,
} as const;

const tri = (name: string) => LANGS.map((l) => `${name}.${l}`);

/**
 * Goods: one row per sku. Rows with the same `goodsRef` are one product (an existing product's id, or any
 * text for a new one, e.g. `new1`); product columns are taken from its first row and later rows leave them
 * empty or repeat them. `skuId` empty = a new sku; an existing product's skus missing from the file go off
 * sale (as in the form). Lists (`labelIds`, `imgList`, `selectionIds`) are separated by `|`; prices are in
 * Hong Kong dollars (`1280` or `1280.50`).
 */
/** Columns an imported goods file must have (the by-weight ones may be left out). */
export const GOODS_CSV_REQUIRED = [
  'goodsRef',
  ...tri('title'),
  ...tri('name'),
  ...tri('introduction'),
  'brand',
  'categoryId',
  'labelIds',
  'img',
  'imgList',
  'status',
  'skuId',
  'skuCode',
  'selectionIds',
  'price',
  'originalPrice',
  'skuStatus',
] as const;
export const GOODS_CSV_COLUMNS = [
  ...GOODS_CSV_REQUIRED,
  // Priced by weight (issue 30; optional columns, so older files still import): `metal` gold9999 |
  // gold18k | pt950 (empty: priced by hand), `weightGrams` (`18.715`), `makingMode` fixed | perGram,
  // `making` and `originalMaking` in dollars (per piece or per gram). Price cells may be empty then.
  'metal',
  'weightGrams',
  'makingMode',
  'making',
  'originalMaking',
] as const;
export type GoodsCsvColumn = (typeof GOODS_CSV_COLUMNS)[number];
/** Columns describing the product (the rest describe the row's sku). */
export const GOODS_CSV_PRODUCT_COLUMNS = GOODS_CSV_COLUMNS.slice(1, GOODS_CSV_COLUMNS.indexOf('skuId')) as readonly GoodsCsvColumn[];

/**
 * Stock: one row per sku and shop. An export writes what is free and held now and leaves `delta`, `reason`
 * and `note` empty; an import reads `skuCode`, `storeCode`, `delta`, `reason`, `note` of the rows whose
 * `delta` is filled (a change, never an absolute count: decision 136) and ignores the other columns.
 */
export const STOCK_CSV_COLUMNS = ['goodsId', ...tri('title'), 'skuCode', 'storeCode', 'qty', 'held', 'delta', 'reason', 'note'] as const;
export type StockCsvColumn = (typeof STOCK_CSV_COLUMNS)[number];
export const STOCK_CSV_REQUIRED = ['skuCode', 'storeCode', 'delta', 'reason'] as const;

/** The separator of list cells. */
export const CSV_LIST_SEPARATOR = '|';
