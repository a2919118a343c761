-- Official site, second half of issue 7: the jewellery catalogue and the gold price history.

create table jewellery_params (
  id serial primary key,
  -- 0: a parameter of the piece (category, metal); 1: of its stone.
  param_type smallint not null check (param_type in (0, 1)),
  name jsonb not null,
  sort integer not null default 0
);

create table jewellery_param_selections (
  id serial primary key,
  param_id integer not null references jewellery_params(id) on delete cascade,
  name jsonb not null,
  -- Pieces with this selection are priced by gold weight: the list shows the gold price panel.
  displayed_gold_price boolean not null default false,
  sort integer not null default 0
);
create index jewellery_param_selections_param_idx on jewellery_param_selections (param_id);

create table jewellery_items (
  id serial primary key,
  img text not null,
  name jsonb not null,
  introduction jsonb not null,
  -- Selection ids of type-0 parameters, and of type-1 parameters for the piece's stone.
  selection_ids integer[] not null default '{}',
  jewel_selection_ids integer[] not null default '{}',
  visible boolean not null default true,
  sort integer not null default 0,
  created_at timestamptz not null default now()
);
create index jewellery_items_selection_idx on jewellery_items using gin (selection_ids);
create index jewellery_items_jewel_selection_idx on jewellery_items using gin (jewel_selection_ids);

-- Every recorded price is a row; the enquiry answers the latest. Amounts in HKD cents.
create table gold_prices (
  id serial primary key,
  sell_tael integer not null check (sell_tael > 0),
  purchase_tael integer not null check (purchase_tael > 0),
  exchange_tael integer not null check (exchange_tael > 0),
  sell_gram integer not null check (sell_gram > 0),
  purchase_gram integer not null check (purchase_gram > 0),
  exchange_gram integer not null check (exchange_gram > 0),
  -- Who recorded it: 'staff:<id>', 'cli' or 'seed'.
  recorded_by text not null,
  recorded_at timestamptz not null default now()
);
create index gold_prices_recorded_idx on gold_prices (recorded_at desc, id desc);
