/**
 * Who owns each table (issue 39, decision 415): the one module whose code writes it. Any other module reads
 * it only through the owner's public functions (`modules/<owner>/index.ts`) or, where a join is the right
 * tool, as a read model listed below with its reason. `ownership.test.ts` reads every module's SQL and the
 * migrations' functions and holds the code to this list; a new table is added here with its migration.
 */

/** The API modules (`apps/api/src/modules/<name>/`), plus `lib` for the shared pieces under `src/lib/`. */
export type TableOwner =
  | 'articles'
  | 'audit'
  | 'back-office'
  | 'brands'
  | 'cart'
  | 'catalogue'
  | 'club'
  | 'enquiry'
  | 'gold-price'
  | 'jewellery'
  | 'media'
  | 'members'
  | 'messages'
  | 'orders'
  | 'pages'
  | 'payments'
  | 'points'
  | 'sessions'
  | 'shops'
  | 'staff'
  | 'system'
  | 'till'
  | 'viewings'
  | 'lib'
  /** The migrator's and the demo seed's own bookkeeping (`src/db/`). */
  | 'db';

export const TABLE_OWNERS = {
  _migrations: 'db',
  seeds: 'db',
  rate_limit_counters: 'lib',

  merchants: 'system',
  areas: 'shops',
  stores: 'shops',
  apps: 'pages',
  pages: 'pages',
  app_versions: 'pages',
  app_draft_units: 'pages',
  media: 'media',

  categories: 'catalogue',
  labels: 'catalogue',
  spus: 'catalogue',
  spu_labels: 'catalogue',
  spu_prices: 'catalogue',
  goods_wire: 'catalogue',
  attributes: 'catalogue',
  attribute_selections: 'catalogue',
  skus: 'catalogue',
  sku_stocks: 'catalogue',
  stock_ledger: 'catalogue',
  search_key_counts: 'catalogue',
  search_synonyms: 'catalogue',
  low_stock_counts: 'catalogue',
  low_stock_deltas: 'catalogue',
  stock_transfer_requests: 'catalogue',

  cart_lines: 'cart',
  wishlist_items: 'cart',

  promotions: 'orders',
  orders: 'orders',
  order_lines: 'orders',
  order_line_weights: 'orders',
  order_history: 'orders',
  order_refunds: 'orders',
  payments: 'orders',
  collection_code_scope_tries: 'orders',
  till_days: 'till',

  payment_events: 'payments',
  payment_refunds: 'payments',

  members: 'members',
  member_addresses: 'members',
  member_qr_keys: 'members',
  phone_verify_codes: 'members',
  email_confirm_codes: 'members',
  sms_outbox: 'members',

  points_ledger: 'points',

  points_categories: 'club',
  points_spus: 'club',
  points_skus: 'club',
  points_sku_stocks: 'club',
  redemptions: 'club',
  redemption_lines: 'club',

  staff_users: 'staff',
  counter_registrations: 'staff',
  admin_qr_keys: 'staff',

  gold_prices: 'gold-price',
  weight_repricings: 'gold-price',
  weight_repricing_lines: 'gold-price',

  articles: 'articles',
  brands: 'brands',
  brand_stores: 'brands',
  brand_watches: 'brands',
  jewellery_items: 'jewellery',
  jewellery_params: 'jewellery',
  jewellery_param_selections: 'jewellery',

  messages: 'messages',
  sessions: 'sessions',

  audit_log: 'audit',
  home_settings: 'back-office',

  viewing_settings: 'viewings',
  viewing_blackouts: 'viewings',
  viewing_slots: 'viewings',
  viewings: 'viewings',
  viewing_pieces: 'viewings',
} as const satisfies Record<string, TableOwner>;

export type TableName = keyof typeof TABLE_OWNERS;

/**
 * A read of another module's table that stays in the reader's SQL because a join is the right tool: a
 * report across domains, a search that filters and pages by the other table's columns, a name put beside
 * a row. Writes are never listed: a write goes through the owner's functions (decision 415).
 */
export interface ReadModel {
  table: TableName;
  reader: TableOwner;
  reason: string;
}

const WHO_CHANGED = "a staff member's name beside a row they wrote (who changed it), in the same page of rows";
const SHOP_NAME = "a shop's name or kind beside the rows that name its code, in the same statement";
const MEMBER_ROW = "a member's number and name beside their rows, searched and paged by the member's columns";

export const READ_MODELS: readonly ReadModel[] = [
  // The merchant's home: read-only reporting across domains, one statement a figure (decision 335).
  ...(
    [
      'orders',
      'order_lines',
      'order_refunds',
      'redemptions',
      'skus',
      'spus',
      'sku_stocks',
      'low_stock_counts',
      'low_stock_deltas',
      'gold_prices',
      'stores',
    ] as const
  ).map((table) => ({
    table,
    reader: 'back-office' as const,
    reason: "the merchant's home: read-only figures across domains, one statement each (decision 335)",
  })),
  { table: 'staff_users', reader: 'back-office', reason: WHO_CHANGED + ' (the audit log, the home)' },
  {
    table: 'audit_log',
    reader: 'back-office',
    reason: "the audit list: the audit writer's rows with the staff member's name, searched and paged in SQL (decision 425)",
  },
  { table: 'staff_users', reader: 'lib', reason: WHO_CHANGED + ' (the 409 RECORD_CHANGED of lib/record-version.ts)' },
  { table: 'staff_users', reader: 'members', reason: WHO_CHANGED + " (a customer's points history)" },
  { table: 'staff_users', reader: 'catalogue', reason: WHO_CHANGED + ' (the stock ledger)' },
  { table: 'staff_users', reader: 'orders', reason: WHO_CHANGED + " (an order's history and refunds)" },
  { table: 'staff_users', reader: 'pages', reason: WHO_CHANGED + " (the editor's draft units)" },

  { table: 'stores', reader: 'brands', reason: "the shops selling a brand, checked and listed with the brand's record" },
  { table: 'stores', reader: 'cart', reason: SHOP_NAME + ' (pick-up shops with stock of a cart line)' },
  {
    table: 'stores',
    reader: 'catalogue',
    reason:
      SHOP_NAME +
      " (stock per shop: the stock desk, the CSV export, the goods desk's shop filter); the product page's one statement finds its shop (decision 615)",
  },
  { table: 'stores', reader: 'club', reason: SHOP_NAME + " (club goods' stock per shop, a redemption's pick-up shop)" },
  { table: 'stores', reader: 'members', reason: SHOP_NAME + " (a customer's orders and redemptions)" },
  { table: 'stores', reader: 'orders', reason: SHOP_NAME + ' (pick-up and return shops of orders, refunds and their messages)' },

  { table: 'members', reader: 'orders', reason: MEMBER_ROW + ' (the order desk, order search, pay-at-shop trust)' },
  { table: 'members', reader: 'club', reason: MEMBER_ROW + " (redemptions) and the member's birth month in the redemption's transaction" },
  { table: 'members', reader: 'cart', reason: "locks the member's row (`for update`) so two cart writes of one member queue: a lock, not a read of data" },

  // A customer's page in the back office: their orders, redemptions and points in one place (decision 335's read-only rule).
  ...(['orders', 'order_lines', 'redemptions', 'points_ledger'] as const).map((table) => ({
    table,
    reader: 'members' as const,
    reason: "the customers desk's customer page: the customer's orders, redemptions and points, read only, paged in SQL",
  })),

  // Pricing reads the goods as they are now in the statement that prices them (decision 141).
  ...(['skus', 'spus', 'sku_stocks', 'attribute_selections', 'categories'] as const).map((table) => ({
    table,
    reader: 'orders' as const,
    reason: 'pricing, promotions and re-pricing read the goods, their stock and categories in the statement that prices them (decision 141)',
  })),
  { table: 'cart_lines', reader: 'orders', reason: "pricing an order from the member's cart reads the cart lines with the goods in one statement" },
  { table: 'member_addresses', reader: 'orders', reason: 'the delivery address is read with the lines being priced, in the same statement' },
  { table: 'gold_prices', reader: 'orders', reason: "an order line's by-weight breakdown shows the rate it was priced at" },
  { table: 'payment_refunds', reader: 'orders', reason: "a refund's provider state shown beside the refund in the order's ledger" },

  // (Their prices through the catalogue's `skus_now()`, decision 593.)
  ...(['spus', 'sku_stocks', 'attributes', 'attribute_selections'] as const).map((table) => ({
    table,
    reader: 'cart' as const,
    reason: "the cart's lines with the goods, their price and stock now, in one statement",
  })),

  { table: 'skus', reader: 'gold-price', reason: "the gold price desk's list of by-weight skus and their rule, paged in SQL" },
  { table: 'spus', reader: 'gold-price', reason: "the gold price desk's list of by-weight skus, with their product's title" },

  { table: 'orders', reader: 'payments', reason: 'reconciliation and provider refunds match Stripe objects to orders in one statement' },
  {
    table: 'payments',
    reader: 'payments',
    reason: "provider refunds and reconciliation read the order's card payments (Stripe session, intent) to refund and match them",
  },
  { table: 'order_refunds', reader: 'payments', reason: "reconciliation compares the provider's refunds with the shop's" },

  {
    table: 'redemptions',
    reader: 'orders',
    reason: 'pick_collection_code keeps collection codes unique across orders and club redemptions (one counter reads either)',
  },
  { table: 'merchants', reader: 'shops', reason: "the merchant's currency beside its shops, in the shop resolver's one read" },
];

/**
 * The module each SQL function of the migrations belongs to: its body is held to the same rule as the
 * module's TypeScript. A function another module calls from its SQL is that owner's public function
 * (`catalogue_take_stock` from `place_order`, `orders_units_held` from the stock desk).
 */
export const FUNCTION_OWNERS: Record<string, TableOwner> = {
  catalogue_search_counts_trigger: 'catalogue',
  spus_stock_qty_trigger: 'catalogue',
  stock_ledger_append_only: 'catalogue',
  sku_stocks_on_sale_fill: 'catalogue',
  skus_on_sale_sync: 'catalogue',
  spus_on_sale_sync: 'catalogue',
  spu_prices_restate: 'catalogue',
  skus_price_range_insert: 'catalogue',
  skus_price_range_update: 'catalogue',
  skus_price_range_delete: 'catalogue',
  spus_price_range_insert: 'catalogue',
  low_stock_deltas_write: 'catalogue',
  catalogue_lines_on_sale: 'catalogue',
  catalogue_lock_stock: 'catalogue',
  catalogue_take_stock: 'catalogue',
  catalogue_goods_rows: 'catalogue',
  skus_now: 'catalogue',
  goods_wire_stale: 'catalogue',
  goods_wire_rows_changed: 'catalogue',
  goods_wire_spus_update: 'catalogue',
  goods_wire_skus_update: 'catalogue',
  goods_wire_labels_update: 'catalogue',
  goods_wire_attributes_update: 'catalogue',
  goods_wire_stale_selections: 'catalogue',
  goods_wire_selections_changed: 'catalogue',
  catalogue_goods_live: 'catalogue',
  catalogue_product_pages: 'catalogue',
  catalogue_category_path: 'catalogue',
  cart_drop_ordered: 'cart',
  place_order: 'orders',
  orders_units_held: 'orders',
  order_lines_default_source: 'orders',
  order_lines_keep_weights: 'orders',
  payments_settled_at: 'orders',
  pick_collection_code: 'orders',
  set_collection_code: 'orders',
  points_ledger_append_only: 'points',
  audit_log_append_only: 'audit',
  round_to_dollar: 'gold-price',
  weight_rate_cents: 'gold-price',
  weight_making_cents: 'gold-price',
  price_by_weight: 'gold-price',
  gold_rates_now: 'gold-price',
};

/** Triggers whose function belongs to another module than their table's, each with its reason. */
export const SHARED_TRIGGERS: readonly { trigger: string; reason: string }[] = [
  {
    trigger: 'redemptions_collection_code',
    reason:
      "one collection code rule for orders and club redemptions (codes unique across both, one counter reads either): the orders module's function sets only the new row's code",
  },
];
