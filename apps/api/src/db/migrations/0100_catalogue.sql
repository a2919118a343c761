-- Catalogue: categories (a tree), labels, products (spus) with their variants (skus), attributes such as
-- COLOR and SIZE with their selections, and stock per sku and shop. Texts are jsonb {zh_HK, zh_CN, en},
-- amounts integer cents. Shops are the foundation's `stores` (ESHOP and the physical shops).

create table categories (
  id serial primary key,
  merchant_code text not null references merchants(code),
  parent_id integer references categories(id),
  title jsonb not null,
  -- A drawn picture for category entries on pages; optional.
  img text,
  sort integer not null default 0
);
create index categories_parent_idx on categories (parent_id);

create table labels (
  id serial primary key,
  code text not null unique,
  name jsonb not null,
  font_color text not null default '#ffffff',
  bg_color text not null default '#00053e',
  sort integer not null default 0
);

create table spus (
  id serial primary key,
  merchant_code text not null references merchants(code),
  category_id integer not null references categories(id),
  brand text not null default '',
  title jsonb not null,
  name jsonb not null,
  introduction jsonb not null,
  img text not null,
  img_list jsonb not null default '[]',
  -- 'off' = removed from sale: hidden from lists, reported as such to carts and orders.
  status text not null default 'on' check (status in ('on', 'off')),
  hot_sales boolean not null default false,
  -- Units sold, for ordering by sales; maintained by orders.
  sales integer not null default 0 check (sales >= 0),
  -- Lowest and highest price of the product's skus that are on sale, for ordering and filtering by price.
  min_price integer not null default 0,
  max_price integer not null default 0,
  -- Search: the lower-cased NFKC text of the titles, names and sku codes in all three languages, and its
  -- 1-, 2- (CJK and Latin) and 3-grams (Latin) for a GIN index that also serves one- and two-character
  -- Chinese queries (see docs/decisions/020-catalogue-search.md). Written by catalogue-search.ts.
  search_text text not null default '',
  search_grams text[] not null default '{}',
  created_at timestamptz not null default now()
);
create index spus_category_idx on spus (category_id);
create index spus_list_idx on spus (status, created_at desc, id desc);
create index spus_price_idx on spus (status, min_price, id);
create index spus_sales_idx on spus (status, sales desc, id);
create index spus_search_idx on spus using gin (search_grams);

create table spu_labels (
  spu_id integer not null references spus(id) on delete cascade,
  label_id integer not null references labels(id) on delete cascade,
  primary key (spu_id, label_id)
);
create index spu_labels_label_idx on spu_labels (label_id, spu_id);

-- An attribute kind (COLOR, SIZE, …) and its selections (Rose gold, 12, …).
create table attributes (
  id serial primary key,
  code text not null unique,
  name jsonb not null,
  sort integer not null default 0
);

create table attribute_selections (
  id serial primary key,
  attribute_id integer not null references attributes(id),
  name jsonb not null,
  -- A swatch colour for COLOR selections (#rrggbb).
  color_number text,
  sort integer not null default 0
);
create index attribute_selections_attribute_idx on attribute_selections (attribute_id);

create table skus (
  id serial primary key,
  spu_id integer not null references spus(id) on delete cascade,
  sku_code text not null unique,
  price integer not null check (price >= 0),
  original_price integer not null check (original_price >= 0),
  img text not null,
  img_list jsonb not null default '[]',
  status text not null default 'on' check (status in ('on', 'off')),
  -- One selection per attribute of the product (e.g. a colour and a size).
  selection_ids integer[] not null default '{}',
  sort integer not null default 0
);
create index skus_spu_idx on skus (spu_id);

-- Stock of a sku in a shop. Sold with a conditional update so it never goes below zero:
--   update sku_stocks set qty = qty - $n where sku_id = $1 and store_code = $2 and qty >= $n
create table sku_stocks (
  sku_id integer not null references skus(id) on delete cascade,
  store_code text not null references stores(code),
  qty integer not null check (qty >= 0),
  primary key (sku_id, store_code)
);
create index sku_stocks_store_idx on sku_stocks (store_code, sku_id);
