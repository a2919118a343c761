-- Issue 44: viewing appointments (decisions 495–499).

-- The catalogue's transfer requests (decision 497): a piece asked of one shop for another (a viewing), its
-- units moved at once through the stock ledger and moved back when not kept. Owner: catalogue.
create table stock_transfer_requests (
  id bigint primary key,
  sku_id integer not null references skus(id),
  from_store_code text not null references stores(code),
  to_store_code text not null references stores(code),
  qty integer not null check (qty > 0),
  status text not null default 'requested' check (status in ('requested', 'returned', 'kept')),
  -- What asked for it (`viewing:V1234ABCD`).
  ref text not null,
  needed_by timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (from_store_code <> to_store_code)
);
create index stock_transfer_requests_from_idx on stock_transfer_requests (from_store_code, status);
create index stock_transfer_requests_to_idx on stock_transfer_requests (to_store_code, status);
create index stock_transfer_requests_ref_idx on stock_transfer_requests (ref);
-- A move a shopper's booking causes has no staff member: the ledger names none then.
alter table stock_ledger alter column staff_id drop not null;

-- Owner: viewings. A shop's viewing settings; a shop without a row takes the contract's defaults.
create table viewing_settings (
  store_code text primary key references stores(code),
  hours jsonb not null,
  slot_minutes integer not null check (slot_minutes > 0),
  capacity integer not null check (capacity > 0),
  cutoff_hours integer not null check (cutoff_hours >= 0),
  updated_at timestamptz not null default now()
);
create table viewing_blackouts (
  store_code text not null references stores(code),
  day date not null,
  primary key (store_code, day)
);
-- Places taken per slot: one conditional upsert takes the last place once (decision 496).
create table viewing_slots (
  store_code text not null references stores(code),
  starts_at timestamptz not null,
  booked integer not null check (booked >= 0),
  primary key (store_code, starts_at)
);
create table viewings (
  id serial primary key,
  code text not null unique,
  merchant_code text not null,
  store_code text not null references stores(code),
  starts_at timestamptz not null,
  ends_at timestamptz not null,
  status text not null default 'booked' check (status in ('booked', 'cancelled', 'arrived', 'no_show')),
  member_id integer references members(id),
  name text not null,
  phone_area text not null,
  phone text not null,
  email text,
  language text not null,
  -- The secret of the booking's message links (a guest manages the booking with it).
  manage_token text not null,
  reminded_at timestamptz,
  arrived_at timestamptz,
  cancelled_at timestamptz,
  created_at timestamptz not null default now()
);
create index viewings_slot_idx on viewings (store_code, starts_at);
create index viewings_member_idx on viewings (member_id, starts_at desc);
create index viewings_remind_idx on viewings (starts_at) where status = 'booked' and reminded_at is null;
create table viewing_pieces (
  viewing_id integer not null references viewings(id),
  sku_id integer not null references skus(id),
  outcome text not null default 'pending' check (outcome in ('pending', 'bought', 'not_bought')),
  sale_no text,
  transfer_request_id bigint references stock_transfer_requests(id),
  primary key (viewing_id, sku_id)
);
create index viewing_pieces_sku_idx on viewing_pieces (sku_id);
