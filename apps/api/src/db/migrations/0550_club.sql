-- The members' club (issue 13): points categories and goods, their stock per pick-up shop, and
-- redemptions. Points are spent through points_ledger (decision 050); a redemption names its ledger row.

create table points_categories (
  id serial primary key,
  merchant_code text not null,
  parent_id integer references points_categories(id) on delete cascade,
  title jsonb not null,
  sort integer not null default 0
);
create index points_categories_merchant_idx on points_categories (merchant_code, parent_id, sort);

create table points_spus (
  id serial primary key,
  merchant_code text not null,
  category_id integer not null references points_categories(id),
  title jsonb not null,
  detail jsonb not null,
  img text not null default '',
  img_list jsonb not null default '[]',
  product_type text not null check (product_type in ('gift', 'voucher', 'service')),
  -- Shown in the club mall (filterPrincePointsMallDisplaySpu); 'off' = no longer redeemable at all.
  mall_display boolean not null default true,
  status text not null default 'on' check (status in ('on', 'off')),
  -- Lower-case titles of the three languages, for the title search.
  search_text text not null default '',
  sort integer not null default 0,
  created_at timestamptz not null default now()
);
create index points_spus_list_idx on points_spus (merchant_code, category_id, sort, id);

create table points_skus (
  id serial primary key,
  spu_id integer not null references points_spus(id) on delete cascade,
  sku_code text not null unique,
  point integer not null check (point >= 0),
  birthday_month_points integer check (birthday_month_points >= 0),
  -- Cash due on top of the points and the goods' selling price, in cents.
  price integer not null default 0 check (price >= 0),
  original_price integer not null default 0 check (original_price >= 0),
  -- Most units one member may redeem in all (ready and collected redemptions); null = no limit.
  limit_num integer check (limit_num > 0),
  sort integer not null default 0
);
create index points_skus_spu_idx on points_skus (spu_id, sort, id);

-- Taken with `update ... set qty = qty - n where ... and qty >= n`: never below zero.
create table points_sku_stocks (
  sku_id integer not null references points_skus(id) on delete cascade,
  store_code text not null references stores(code),
  qty integer not null check (qty >= 0),
  primary key (sku_id, store_code)
);

create table redemptions (
  id serial primary key,
  redemption_no text not null unique,
  member_id integer not null references members(id),
  merchant_code text not null,
  pickup_store_code text not null references stores(code),
  status text not null default 'ready' check (status in ('ready', 'collected')),
  total_points integer not null check (total_points >= 0),
  total_normal_points integer not null check (total_normal_points >= 0),
  birthday_month boolean not null default false,
  cash_due integer not null default 0 check (cash_due >= 0),
  -- The ledger row that spent the points (null only for a redemption of 0 points).
  ledger_id integer references points_ledger(id),
  idempotency_key text not null,
  -- What the key stood for: the same key with other lines is refused.
  request_hash text not null,
  created_at timestamptz not null default now(),
  collected_at timestamptz,
  collected_by integer references staff_users(id),
  unique (member_id, idempotency_key)
);
create index redemptions_member_idx on redemptions (member_id, id desc);
create index redemptions_ready_idx on redemptions (member_id) where status = 'ready';

create table redemption_lines (
  redemption_id integer not null references redemptions(id) on delete cascade,
  sku_id integer not null references points_skus(id),
  spu_id integer not null references points_spus(id),
  title jsonb not null,
  img text not null default '',
  num integer not null check (num > 0),
  point integer not null check (point >= 0),
  normal_point integer not null check (normal_point >= 0),
  price integer not null check (price >= 0),
  primary key (redemption_id, sku_id)
);
-- Limits sum a member's units per sku.
create index redemption_lines_sku_idx on redemption_lines (sku_id);
