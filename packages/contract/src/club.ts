import { bound } from './limits.ts';

/**
 * Members' club constants (blocks §2, §4, §9; issue 13). Plain values without zod, so that eagerly
 * loaded browser code may read them; the call schemas built from them are in `calls/club.calls.ts`.
 */
export const CLUB = {
  /** Redemption list page size (blocks §9) and the most one page may ask for. */
  PAGE_SIZE: 20,
  PAGE_SIZE_MAX: 50,
  /** The club's category tree is asked for with storeType "1" (blocks §7). */
  STORE_TYPE: '1',
  /** Lines in one redemption, units of one line. */
  LINES_MAX: 30,
  LINE_QTY_MAX: 99,
  TITLE_SEARCH_MAX: 60,
  /** My redemptions page size bound. */
  LIST_PAGE_MAX: 50,
} as const;

/**
 * A redemption's life: `ready` (points spent, stock set aside at the pick-up shop, cash due paid at the
 * counter) → `collected` (counter staff handed the goods over). Decision 110.
 */
export const REDEMPTION_STATUSES = ['ready', 'collected'] as const;
export type RedemptionStatus = (typeof REDEMPTION_STATUSES)[number];

/** What the goods are: a gift handed over, a voucher, or a service (servicing, engraving). */
export const POINTS_PRODUCT_TYPES = ['gift', 'voucher', 'service'] as const;
export type PointsProductType = (typeof POINTS_PRODUCT_TYPES)[number];

/** Where the chosen redemption items are kept in the browser: one list per app run code (core §3). */
export const redemptionItemsStorageKey = (appCode: string) => `pointsRedemptionItems:${appCode}`;
/** The club menu's search word, read by the redemption block (blocks §2). */
export const POINTS_SEARCH_STORAGE_KEY = 'pointsGoodsSearchValue';
/** The query the club search passes to the redemption page. */
export const POINTS_SEARCH_QUERY = 'title';

/** Redemption numbers: 'JHR' + Hong Kong yymmdd + '-' + 4 digits. */
export const REDEMPTION_NO_PATTERN = /^JHR\d{6}-\d{4,6}$/;

/** The points a sku costs this member now: the birthday-month price in the member's birthday month. */
export function unitPoints(sku: { point: number; birthdayMonthPoints: number | null }, birthdayMonth: boolean): number {
  return birthdayMonth && sku.birthdayMonthPoints !== null ? sku.birthdayMonthPoints : sku.point;
}

/** Redemption block: goods per page (blocks §9: 20) and grid columns on a wide screen. */
export const POINTS_BLOCK_PAGE_SIZE = bound(1, CLUB.PAGE_SIZE_MAX, CLUB.PAGE_SIZE);
export const POINTS_BLOCK_COLUMNS = bound(2, 6, 4);
