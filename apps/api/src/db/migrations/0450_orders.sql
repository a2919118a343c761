-- Promotions, orders with their lines, and payments (issue 5). Amounts are integer cents; texts jsonb
-- {zh_HK, zh_CN, en}. The rules for applying promotions are in docs/decisions/046-promotions.md, the order
-- statuses in 045-order-statuses.md.

create table promotions (
  id serial primary key,
  merchant_code text not null references merchants(code),
  code text not null unique,
  title jsonb not null,
  -- promDesc shown with gifts and on the checkout.
  description jsonb not null,
  -- amount_off: amount_off cents once per qualifying set; percent_off: percent of the eligible lines;
  -- gift: no price change, offers gift_sku_ids.
  kind text not null check (kind in ('amount_off', 'percent_off', 'gift')),
  -- What the promotion looks at: the whole order, some categories (and their subcategories), some skus.
  scope text not null check (scope in ('order', 'category', 'sku')),
  category_ids integer[] not null default '{}',
  sku_ids integer[] not null default '{}',
  -- Spend on the eligible lines (at selling price, after earlier promotions) needed for it to apply.
  threshold integer not null default 0 check (threshold >= 0),
  amount_off integer not null default 0 check (amount_off >= 0),
  percent_off integer not null default 0 check (percent_off between 0 and 100),
  gift_sku_ids integer[] not null default '{}',
  -- How many different gifts may be chosen, and units given of each.
  gift_limit integer not null default 1 check (gift_limit >= 1),
  gift_qty integer not null default 1 check (gift_qty >= 1),
  -- Higher first. Within a stage at most one non-stackable promotion applies per line (or per order);
  -- stackable ones apply on top.
  priority integer not null default 0,
  stackable boolean not null default false,
  starts_at timestamptz not null,
  ends_at timestamptz not null,
  status text not null default 'on' check (status in ('on', 'off')),
  created_at timestamptz not null default now(),
  check (ends_at > starts_at),
  check (kind <> 'percent_off' or percent_off > 0),
  check (kind <> 'amount_off' or amount_off > 0),
  check (kind <> 'gift' or cardinality(gift_sku_ids) > 0)
);
create index promotions_active_idx on promotions (merchant_code, status, ends_at);

create table orders (
  id serial primary key,
  order_no text not null unique,
  member_id integer not null references members(id),
  merchant_code text not null references merchants(code),
  -- The shop whose stock the order holds (the online shop).
  store_code text not null references stores(code),
  status text not null check (status in ('pending_payment', 'reserved', 'paid', 'ready_for_pickup', 'shipped', 'completed', 'cancelled', 'expired')),
  take_way text not null check (take_way in ('pickup', 'delivery')),
  pickup_store_code text references stores(code),
  delivery_address jsonb,
  remark text not null default '',
  language_type text not null,
  idempotency_key text not null,
  -- SHA-256 of what was ordered: a replayed key with a different order is refused.
  request_hash text not null,
  total_original_price integer not null,
  total_price integer not null,
  total_discount_value integer not null,
  price_rounding integer not null,
  total_pay_price integer not null check (total_pay_price >= 0),
  -- The promotions applied, as priced (id, code, title, discount).
  promotions jsonb not null default '[]',
  payment_method text check (payment_method in ('at_shop', 'sandbox_card')),
  -- Unpaid orders are released (status expired, stock returned) after this.
  expires_at timestamptz,
  paid_at timestamptz,
  closed_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (member_id, idempotency_key),
  check ((take_way = 'pickup') = (pickup_store_code is not null))
);
create index orders_member_idx on orders (member_id, id desc);
create index orders_due_idx on orders (expires_at) where status in ('pending_payment', 'reserved');

create table order_lines (
  id serial primary key,
  order_id integer not null references orders(id) on delete cascade,
  sku_id integer not null references skus(id),
  spu_id integer not null references spus(id),
  sku_code text not null,
  -- What the customer saw when ordering: title, image and the option names.
  title jsonb not null,
  img text not null,
  selections jsonb not null default '[]',
  num integer not null check (num > 0),
  original_price integer not null,
  price integer not null,
  total_discount_value integer not null default 0,
  total_pay_price integer not null,
  is_gift boolean not null default false,
  promotion_id integer references promotions(id)
);
create index order_lines_order_idx on order_lines (order_id);

create table payments (
  id text primary key,
  order_id integer not null references orders(id) on delete cascade,
  provider text not null check (provider in ('at_shop', 'sandbox_card')),
  amount integer not null,
  status text not null check (status in ('pending', 'succeeded', 'cancelled')),
  created_at timestamptz not null default now(),
  completed_at timestamptz
);
create index payments_order_idx on payments (order_id);
