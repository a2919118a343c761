/**
 * Who owns each table (issue 39, decision 415): the one module whose code writes it. Any other module reads
 * it only through the owner's public functions (`modules/<owner>/index.ts`) or, where a join is the right
 * tool, as a read model listed below with its reason. `ownership.test.ts` reads every module's SQL and the
 * migrations' functions and holds the code to this list; a new table is added here with its migration.
 */

/** The API modules (`apps/api/src/modules/<name>/`), plus `lib` for the shared pieces under `src/lib/`. */
export type TableOwner =
  | 'articles'
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
  attributes: 'catalogue',
  attribute_selections: 'catalogue',
  skus: 'catalogue',
  sku_stocks: 'catalogue',
  stock_ledger: 'catalogue',
  search_key_counts: 'catalogue',
  low_stock_counts: 'catalogue',
  low_stock_deltas: 'catalogue',

  cart_lines: 'cart',
  wishlist_items: 'cart',

  promotions: 'orders',
  orders: 'orders',
  order_lines: 'orders',
  order_line_weights: 'orders',
  order_history: 'orders',
  order_refunds: 'orders',
  payments: 'orders',
  collection_code_tries: 'orders',
  collection_code_scope_tries: 'orders',

  payment_events: 'payments',
  payment_refunds: 'payments',

  members: 'members',
  member_addresses: 'members',
  member_qr_keys: 'members',
  phone_verify_codes: 'members',
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

  audit_log: 'back-office',
  home_settings: 'back-office',
} as const satisfies Record<string, TableOwner>;

export type TableName = keyof typeof TABLE_OWNERS;
