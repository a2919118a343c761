/**
 * Named limits and constants from the spec (core §9, blocks §5 and §9). Schemas, inputs and editor
 * controls take their bounds from here, never from literals of their own.
 */

/** A numeric setting's bounds and default. */
export interface Bound {
  min: number;
  max: number;
  default: number;
  step?: number;
}
export const bound = (min: number, max: number, def: number, step?: number): Bound =>
  step === undefined ? { min, max, default: def } : { min, max, default: def, step };

export const BREAKPOINT = {
  /** pc at this width or more, mobile below. */
  PC_MIN_WIDTH: 767,
  /** Navigation switches from the drawer to the horizontal layout at this width. */
  NAV_DESKTOP_MIN_WIDTH: 1050,
  /** Product grids show 4 per row above this width, else 2. */
  PRODUCT_GRID_WIDE: 960,
} as const;

export const LAYOUT = {
  CONTENT_MAX_WIDTH: 1500,
  NAV_MAX_WIDTH: 1600,
  HEADER_LOGO_MAX_WIDTH: 189,
  HEADER_LOGO_SCROLLED_WIDTH: 100,
  ARTICLE_DETAIL_MAX_WIDTH: 1280,
  ARTICLE_LIST_MAX_WIDTH: 1000,
} as const;

export const TIMING = {
  CART_DEBOUNCE_MS: 200,
  WISHLIST_DEBOUNCE_MS: 200,
  PREVIEW_DEBOUNCE_MS: 200,
  RESIZE_DEBOUNCE_MS: 150,
  SCROLL_THROTTLE_MS: 50,
  REQUEST_TIMEOUT_MS: 60_000,
  UNAUTHENTICATED_NOTICE_MS: 2_500,
  FORGOT_PASSWORD_LOCK_MS: 3_000,
  FOOTER_APPEAR_DELAY_MS: 250,
  SCROLL_TOP_AFTER_PX: 50,
  EDITOR_PREVIEW_WAIT_MS: 3_000,
  FLY_TO_CART_MS: 800,
  FLY_TO_CART_PAUSE_MS: 500,
  FLY_TO_CART_BALL_PX: 40,
  CART_ICON_BOUNCE_AFTER_MS: 500,
  WATCH_CAROUSEL_MS: 4_000,
  STORE_NOTICE_CYCLE_MS: 3_000,
  RICH_TEXT_REFRESH_DEBOUNCE_MS: 400,
} as const;

/** Image widths the spec asks for, and the server's clamp on `?w=`. */
export const IMAGE = {
  MIN_WIDTH: 200,
  MAX_WIDTH: 1500,
  COMMON_BIG: 500,
  COMMON_SMALL: 300,
  /**
   * Ours: a cell of a two-column grid on a phone (≈ 185 CSS px, 320–370 device pixels): between the
   * spec's two widths, so a phone neither blurs at 300 nor decodes twice the pixels it shows at 500.
   */
  PHONE_GRID_CELL: 400,
  CAROUSEL: 1300,
  PRODUCT_LARGE: 1500,
  BRAND_CAROUSEL: 700,
  BRAND_DIALOG: 1200,
  /** Per-site image scale setting. */
  SCALE: bound(200, 1200, 500),
} as const;

/**
 * The only widths an image is rendered at (issue 38, decision 385): every width the storefront, the
 * editor and the back office ask for (the `IMAGE` widths, their 2x, carousels, the scale settings)
 * rounds up to one of these in `imageUrl`, and the server renders nothing else. Each is in
 * [IMAGE.MIN_WIDTH, IMAGE.MAX_WIDTH]; the first is MIN_WIDTH and the last MAX_WIDTH.
 */
export const IMAGE_RENDER_WIDTHS = [200, 300, 400, 500, 600, 700, 800, 1000, 1200, 1300, 1500] as const;
export type ImageRenderWidth = (typeof IMAGE_RENDER_WIDTHS)[number];

/**
 * A points balance never goes past this (issue 38, decision 386): every write (`changePoints`) that
 * would cross it is refused. Far beyond any member's (HK$100 million of purchases), well inside int.
 */
export const POINTS_BALANCE_MAX = 100_000_000;

/** A member's or staff member's own signed-in devices (issue 38, decision 388). */
export const SESSIONS = {
  /** Devices listed at most (newest first); older live sessions still count for "sign out everywhere else". */
  LIST_MAX: 50,
  /** The device label drawn from the User-Agent (`Chrome on Android`). */
  LABEL_MAX_LENGTH: 60,
  /** last_used_at is written at most once per this many seconds per session. */
  TOUCH_EVERY_S: 60,
} as const;

/** The page editor's drafts and the media library (issue 12). */
export const EDITOR = {
  /** Pages in one app (the three sites together). */
  MAX_PAGES: 300,
  /** Top-level blocks on one page; container blocks bound their own children. */
  MAX_BLOCKS_PER_PAGE: 200,
  PAGE_CODE_MAX_LENGTH: 64,
  PAGE_NAME_MAX_LENGTH: 100,
  /** Largest saveAppDraft body (the whole site is sent on every save; other calls keep the 1 MB limit). */
  MAX_DRAFT_BYTES: 8 * 1024 * 1024,
  /** Versions listed per page of the history. */
  VERSIONS_PAGE_SIZE: 20,
} as const;

export const MEDIA = {
  /** Largest image an editor may upload (bytes). */
  MAX_UPLOAD_BYTES: 10 * 1024 * 1024,
  /** Largest width or height of an image the server decodes at all, in pixels (guards against decompression bombs). */
  MAX_DIMENSION: 12_000,
  /**
   * Largest long side of an upload (issue 38, decision 385): past this the upload is refused naming the
   * limit. 6,000 px is four times the largest width ever shown (1,500) — a shop needs no more.
   */
  MAX_UPLOAD_LONG_SIDE: 6_000,
  /** Formats accepted on upload, as sharp names them when it reads the file's content (blocks §5). */
  FORMATS: ['jpeg', 'png', 'gif', 'webp', 'bmp', 'tiff'] as const,
  NAME_MAX_LENGTH: 120,
  LIST_PAGE_SIZE: 40,
  /** The only query parameters the image address accepts (blocks §5). */
  URL_PARAMS: ['m', 'w', 'h', 's', 'limit', 'color', 'p'] as const,
  /** Resize modes of `m` (fit inside, cover, cover-and-crop, pad, exact). */
  RESIZE_MODES: ['lfit', 'mfit', 'fill', 'pad', 'fixed'] as const,
  /** `p`: scale in percent. */
  PERCENT: bound(1, 1000, 100),
} as const;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 16;
export const BREADCRUMB_MAX_ITEMS = 4;
export const BREADCRUMB_SEPARATOR_MAX_LENGTH = 1;
export const HEADER_MENU_MAX_ITEMS = 10;
export const HEADER_SUBMENU_MAX_ITEMS = 10;
export const FOOTER_COLUMN_MAX_ITEMS = 4;
export const ONLINE_MENU_MAX_ITEMS = 20;
export const PAGE_SIZE_MAX = 100;
export const CHANNEL_PC = 'PC';
export const CURRENCY_SYMBOL = 'HK$';

/** Editor bounds of blocks §5. */
export const FONT_SIZE = bound(5, 80, 14);
export const FONT_SIZE_CORRECTION = bound(-20, 20, 0);
export const IMAGE_ASPECT_RATIO = bound(0, 200, 50);
export const WIDTH_RATIO = bound(0, 100, 100);
export const BORDER_RADIUS = bound(0, 20, 0);
export const PLACEHOLDER_HEIGHT = bound(5, 200, 10);
export const PLACEHOLDER_HEIGHT_CORRECTION = bound(-200, 200, 0);
export const TEXT_LIST_ITEMS = bound(0, 10, 3);
export const TEXT_LIST_CONTENT_WIDTH = bound(0, 100, 100);
export const BUTTON_HEIGHT = bound(1, 100, 33);
export const BUTTON_PADDING_X = bound(0, 200, 12);
export const BUTTON_PADDING_X_CORRECTION = bound(-200, 200, 0);
export const BORDER_SIZE = bound(1, 5, 1);
export const BUTTON_RADIUS_PERCENT = bound(1, 50, 1);
export const LATEST_PRODUCT_QTY = bound(1, 10, 4);
export const MAGIC_CUBE_HEIGHT = bound(0, 2000, 0);
export const MAGIC_CUBE_ASPECT_RATIO = bound(0, 200, 50);
export const MAGIC_CUBE_GAP = bound(0, 30, 8);
export const STORE_NOTICE_HEIGHT = bound(1, 100, 40);
export const STORE_NOTICE_TEXT_MAX_LENGTH = 20;
export const STORE_NOTICE_MAX_ITEMS = 20;
export const COMPONENT_TAB_LABEL_WIDTH = bound(0, 100, 25);
export const CAROUSEL_STYLES = [1, 2, 3, 4] as const;
export const CAROUSEL_INTERVALS_S = [3, 5] as const;
export const IMAGE_MENU_ROWS = [1, 2] as const;
export const IMAGE_MENU_PER_ROW = 5;
/** Images each magic-cube template holds, templates 0 to 6. */
export const MAGIC_CUBE_TEMPLATE_IMAGES = [2, 3, 4, 3, 4, 3, 4] as const;
/** How many pictures a template shows (here, not with the block's definition: the storefront reads it). */
export const magicCubeSlots = (template: number): number => MAGIC_CUBE_TEMPLATE_IMAGES[template] ?? MAGIC_CUBE_TEMPLATE_IMAGES[0];

/** Official content (issue 7, second half): notices, timeline, offers, jewellery, gold price. */
export const STORE_NOTICE_FONT_SIZE = bound(5, 80, 14);
export const STORE_NOTICE_FONT_WEIGHTS = [100, 200, 300, 400, 500, 600, 700, 800, 900] as const;
export const STORE_NOTICE_TIMING = {
  /** Horizontal mode moves 1 px every this many ms. */
  HORIZONTAL_TICK_MS: 10,
  CYCLE_MS: 3_000,
  /** Added to every cycle after the first. */
  VERTICAL_EXTRA_MS: 1_000,
  POP_EXTRA_MS: 1_200,
} as const;
export const TIMELINE_YEAR = bound(1900, 2100, 2026);
export const TIMELINE_MAX_YEARS = 60;
export const TIMELINE_MAX_EVENTS = 10;
export const OFFERS_MAX_ITEMS = 20;
export const OFFER_DRAWER_OPEN_MAX_HEIGHT = 500;
export const COMPONENT_TAB_MAX_TABS = 10;
export const COMPONENT_TAB_MAX_BLOCKS = 20;
/** Above this many tabs, mobile shows a dropdown instead of the tab row. */
export const COMPONENT_TAB_DROPDOWN_ABOVE = 3;
export const IMAGE_TEXT_MAX_ITEMS = 20;
export const IMAGE_TEXT_LIST_MARGIN = { mode1: 40, mode2: 20 } as const;
export const IMAGE_TEXT_CARD_WIDTH_PERCENT_MODE3 = 48;
export const SCROLL_ITEM_WIDTH = bound(120, 600, 260);
export const SCROLL_MAX_ITEMS = 30;
/** Blocks nested in one scroll, swipe or page-list container (entry). */
export const CONTAINER_MAX_BLOCKS = 30;
export const PAGE_LIST_MAX_ENTRIES = 10;
/** Scroll and swipe containers: how far a drag may pull past either end, and the spring back (blocks §9). */
export const CONTAINER_MOTION = { MAX_OFFSET_PX: 100, REBOUND_MS: 300 } as const;
export const FOOTER_ICON_HEIGHT = { desktop: 28, mobile: 26 } as const;
export const JEWELLERY_FILTER_MAX_IDS = 20;
/** One Hong Kong tael (兩) of gold in grams. */
export const GRAMS_PER_TAEL = 37.429;
/**
 * A recorded gold price, HKD cents per tael: HK$1,000 to HK$200,000 (decision 370). Wide enough for
 * Pt950's and 18K's rates and for gold several times today's, narrow enough that a slipped digit or a
 * per-gram price typed as a per-tael one is refused rather than re-pricing every piece.
 */
export const GOLD_PRICE_CENTS = bound(100_000, 20_000_000, 2_000_000);
/** Bounds of the blocks of issue 2 that the spec leaves open (decision 010). */
export const CAROUSEL_MAX_SLIDES = 10;
/** Carousel height as a percentage of its width, on wide screens and on phones. */
export const CAROUSEL_ASPECT_RATIO = bound(20, 100, 40);
export const CAROUSEL_MOBILE_ASPECT_RATIO = bound(20, 200, 80);
/** Widths the carousel asks the media server for (srcset); the largest is the spec's 1300. */
export const CAROUSEL_IMAGE_WIDTHS = [400, 800, IMAGE.CAROUSEL] as const;
export const MASK_TITLE_MAX_LENGTH = 60;
export const MASK_SUBTITLE_MAX_LENGTH = 160;
export const ALT_TEXT_MAX_LENGTH = 120;
export const IMAGE_OBJECT_FITS = ['cover', 'contain', 'fill'] as const;
export const ALIGNMENTS = ['left', 'center', 'right'] as const;
export const PAGE_TAB_MAX_ITEMS = 10;
export const TAB_NAME_MAX_LENGTH = 30;
export const BREADCRUMB_TITLE_MAX_LENGTH = 40;
export const TEXT_LIST_TEXT_MAX_LENGTH = 300;
export const TEXT_LIST_ITEM_GAP = bound(0, 40, 8);
/** Image-text menu: at most four pages of two full rows. */
export const IMAGE_MENU_MAX_ITEMS = 40;
export const IMAGE_MENU_TITLE_MAX_LENGTH = 30;
export const MAGIC_CUBE_TEMPLATES = [0, 1, 2, 3, 4, 5, 6] as const;
export const MAGIC_CUBE_MAX_IMAGES = 4;
export const BLOCK_PADDING_Y = bound(0, 200, 16);
/** Official content (articles, shops, brands, enquiry; issue 7, part A). */
export const ARTICLE_IDS_MAX = 100;
export const ARTICLE_LABELS_MAX = 20;
export const ARTICLE_LABEL_MAX_LENGTH = 64;
export const ARTICLE_CARDS_MAX = 50;
/** The article filter offers every year from the current one down to this. */
export const ARTICLE_FIRST_YEAR = 2011;
export const ARTICLE_TITLE_FONT = bound(5, 80, 18);
export const ARTICLE_SUBTITLE_FONT = bound(5, 80, 16);
export const ARTICLE_IMAGE_HEIGHT = { DESKTOP: 380, MOBILE: 322 } as const;
export const MAP_ZOOM = 17;
/** The watch carousel shows 1 item, 2 above 765 px, 3 above 1130 px. */
export const WATCH_CAROUSEL_WIDTHS = { TWO: 765, THREE: 1130 } as const;
export const BRAND_GRID_COLUMNS = 4;
export const ENQUIRY = {
  NAME_MAX: 60,
  TEL_MAX: 30,
  EMAIL_MAX: 254,
  DETAIL_MAX: 2000,
  SUBJECT_MAX: 120,
  /** Per sender address: at most this many enquiries in the window. */
  RATE_LIMIT: 3,
  RATE_WINDOW_MS: 10 * 60_000,
} as const;
/** Catalogue (issue 3). */
export const PAGE_NO_MAX = 10_000;
export const PAGE_SIZE_DEFAULT = 20;
export const SEARCH_CODE_MAX_LENGTH = 100;
/** Label codes in one `tag` filter (comma list) and its length. */
export const TAG_FILTER_MAX_CODES = 10;
export const TAG_FILTER_MAX_LENGTH = 200;
/** Ids in one listSpuByIds / listSkuByIds call. */
export const ID_LIST_MAX = 100;
/** Related products on the product page (getGoodsMixData). */
export const RELATED_GOODS_MAX = 8;

/** Orders (issue 5). */
export const ORDER = {
  /** Lines in one preview or order, and units of one line. */
  LINES_MAX: 100,
  LINE_QTY_MAX: 999,
  GIFT_LINES_MAX: 10,
  /** Client-chosen idempotency key of takeOrder (a UUID fits). */
  IDEMPOTENCY_KEY_MIN_LENGTH: 8,
  IDEMPOTENCY_KEY_MAX_LENGTH: 64,
  ORDER_NO_MAX_LENGTH: 32,
  REMARK_MAX_LENGTH: 200,
  /** Orders per page of "my orders". */
  LIST_PAGE_SIZE_MAX: 50,
  /** Ceiling of any amount on the wire (cents): HK$100 million. */
  AMOUNT_MAX: 10_000_000_000,
  /**
   * A member's orders holding stock (unpaid, or reserved for pay-at-shop) and their units, at most
   * (decision 186): one account cannot hold a shop's stock hostage.
   */
  OPEN_ORDERS_MAX: 5,
  OPEN_UNITS_MAX: 50,
  /**
   * Holds proportionate to trust (issue 38, decision 400): a member whose phone is not proven
   * (`phone_verified_at` null) has a pay-at-the-shop order held this many hours, not the seven days of a
   * proven member, and holds at most this many units of one piece across their open unpaid orders.
   */
  PAY_AT_SHOP_HOLD_UNVERIFIED_HOURS: 4,
  PAY_AT_SHOP_SKU_UNITS_MAX_UNVERIFIED: 2,
} as const;
/** Cart and wishlist (issue 5). */
/** Distinct lines in one member's cart per shop, and entries in one addCartList call. */
export const CART_LINES_MAX = 100;
/** Units of one sku in one cart line. */
export const CART_LINE_NUM_MAX = 999;
/** Products in one member's wishlist per shop, and ids in one addCollectList call. */
export const WISHLIST_MAX = 200;
/** Products picked by hand in a featured-products block; category entries in one block. */
export const FEATURED_PRODUCTS_MAX = 10;
export const CATEGORY_ENTRIES_MAX = 12;
export const DB_ID = bound(0, 2_147_483_647, 0);
