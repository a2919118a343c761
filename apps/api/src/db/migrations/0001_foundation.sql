-- Foundation: merchants and their shops, the site (app) with its pages, media, sessions, seed bookkeeping.
-- Three-language texts are jsonb objects {"zh_HK": …, "zh_CN": …, "en": …}; amounts are integer cents.

create table merchants (
  code text primary key,
  name jsonb not null,
  currency_symbol text not null default 'HK$',
  amount_format jsonb not null default '{"roundingmethod":"D","truncdigit":2,"salesAmtTruncdigit":2}',
  created_at timestamptz not null default now()
);

create table stores (
  id serial primary key,
  code text not null unique,
  merchant_code text not null references merchants(code),
  kind text not null check (kind in ('online', 'physical')),
  name jsonb not null,
  sort integer not null default 0,
  created_at timestamptz not null default now()
);
create index stores_merchant_idx on stores (merchant_code);

create table apps (
  code text primary key,
  merchant_code text not null references merchants(code),
  props jsonb not null,
  menus jsonb not null,
  spu_detail_view_settings jsonb not null default '{}',
  updated_at timestamptz not null default now()
);

create table pages (
  id serial primary key,
  app_code text not null references apps(code),
  page_code text not null,
  status text not null check (status in ('draft', 'release')),
  page_name text not null,
  props jsonb not null,
  blocks jsonb not null default '[]',
  sort integer not null default 0,
  revision integer not null default 1,
  updated_at timestamptz not null default now(),
  unique (app_code, page_code, status)
);

create table media (
  key text primary key,
  content_type text not null,
  -- An uploaded image, or an SVG drawn by the demo seed; variants are rendered on request and cached.
  bytes bytea,
  svg text,
  created_at timestamptz not null default now(),
  check (bytes is not null or svg is not null)
);

create table sessions (
  id text primary key,
  token_hash text not null unique,
  kind text not null check (kind in ('member', 'staff')),
  subject_id integer not null,
  roles integer[] not null default '{}',
  remember boolean not null default false,
  created_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now(),
  idle_expires_at timestamptz not null,
  expires_at timestamptz not null,
  revoked_at timestamptz
);
create index sessions_subject_idx on sessions (kind, subject_id) where revoked_at is null;

create table seeds (
  name text primary key,
  applied_at timestamptz not null default now()
);
