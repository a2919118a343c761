-- Members' carts and wishlists, per shop (storeCode). Guests keep theirs in the browser until they log in.

create table cart_lines (
  member_id integer not null references members(id) on delete cascade,
  store_code text not null references stores(code),
  sku_id integer not null references skus(id),
  num integer not null check (num > 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (member_id, store_code, sku_id)
);

create table wishlist_items (
  member_id integer not null references members(id) on delete cascade,
  store_code text not null references stores(code),
  spu_id integer not null references spus(id),
  created_at timestamptz not null default now(),
  primary key (member_id, store_code, spu_id)
);
