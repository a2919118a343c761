-- Watch brands sold in the shops, their watches and the shops that sell each brand.
create table brands (
  id serial primary key,
  merchant_code text not null references merchants(code),
  name_eng text not null,
  name jsonb not null,
  icon text not null default '',
  website text not null default '',
  -- A page of the brand's own shown in a frame instead of the watch carousel, per language; '' = none.
  content_website jsonb not null default '{"zh_HK":"","zh_CN":"","en":""}',
  sort integer not null default 0
);
create index brands_merchant_name_idx on brands (merchant_code, name_eng);

create table brand_watches (
  id serial primary key,
  brand_id integer not null references brands(id) on delete cascade,
  img text not null,
  name jsonb not null,
  description jsonb not null,
  sort integer not null default 0
);
create index brand_watches_brand_idx on brand_watches (brand_id, sort);

create table brand_stores (
  brand_id integer not null references brands(id) on delete cascade,
  store_id integer not null references stores(id) on delete cascade,
  primary key (brand_id, store_id)
);
