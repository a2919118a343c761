-- Search that finds what a shopper means (issue 42, decision 445).
-- The search document is written by the catalogue (search-documents.ts) from the product's rows:
-- `search_title` and `search_attrs` rank matches (title over attributes over the rest), `search_text`
-- holds every field, `search_grams` the index keys (whole words, word prefixes, Chinese pieces).
-- `search_version` < the code's SEARCH_VERSION marks a document written by older rules: the server
-- rewrites those at start (the rules need the TypeScript word reader, so no SQL rebuild here).
alter table spus
  add column search_title text not null default '',
  add column search_attrs text not null default '',
  add column search_version integer not null default 0,
  -- Facet values read from the title's words (contract SEARCH_FACETS), null when none is named.
  add column facet_metal text,
  add column facet_stone text,
  add column facet_collection text;

-- The old key rules' SQL twin (migration 0101): the new rules are the TypeScript reader's alone.
drop function if exists catalogue_search_keys(text);

-- The trade's words as data the merchant extends in the back office: each row a group of phrases that
-- mean the same ('synonym'), or the house brand's own name ('brand'), which documents leave out so that
-- "jade" does not match every product of Jade Harbour. merchant_code '*' is every merchant's.
create table search_synonyms (
  id serial primary key,
  merchant_code text not null default '*',
  kind text not null default 'synonym' check (kind in ('synonym', 'brand')),
  terms text[] not null check (cardinality(terms) between 1 and 20),
  created_at timestamptz not null default now()
);
create index search_synonyms_merchant_idx on search_synonyms (merchant_code, id);

insert into search_synonyms (kind, terms) values
  ('brand', array['Jade Harbour', '翠港珠寶', '翠港珠宝']),
  ('synonym', array['足金', '999', '999 gold', '24K', '24K gold', 'pure gold', '純金', '千足金', '9999']),
  ('synonym', array['鉑金', 'Pt950', 'platinum']),
  ('synonym', array['18K', '18K金', '18K gold', '750']),
  ('synonym', array['手錶', '腕錶', '鐘錶', 'watch', 'timepiece', 'wristwatch']),
  ('synonym', array['bangle', '手鐲', '手鈪']),
  ('synonym', array['necklace', '項鏈', '頸鏈']),
  ('synonym', array['stainless steel', '精鋼', '不鏽鋼', 'steel']),
  ('synonym', array['earring', '耳環', 'ear ring']),
  ('synonym', array['wedding band', '結婚對戒', 'wedding ring', '對戒']),
  ('synonym', array['chronograph', '計時腕錶', '計時錶']);
