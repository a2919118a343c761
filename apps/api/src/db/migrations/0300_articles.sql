-- Articles (news, events, craftsmanship stories) shown by the article list and detail blocks.
-- Titles, subtitles and bodies are three-language jsonb; the body is editor HTML, sanitised when shown.
create table articles (
  id serial primary key,
  merchant_code text not null references merchants(code),
  title jsonb not null,
  subtitle jsonb not null,
  detail jsonb not null,
  img text not null default '',
  img_list jsonb not null default '[]',
  label_names text[] not null default '{}',
  start_date date not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index articles_merchant_start_idx on articles (merchant_code, start_date desc);
create index articles_labels_idx on articles using gin (label_names);
