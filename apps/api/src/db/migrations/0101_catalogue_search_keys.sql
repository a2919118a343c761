-- Catalogue search, second version (docs/decisions/020-catalogue-search.md): `spus.search_grams` now holds
-- every piece of up to 6 Chinese or 12 Latin/digit characters of each run of the search text, so a word
-- typed by a visitor is one index key and matching it needs no check of the text. This function computes
-- the same keys as documentGrams() in catalogue-search.ts (a test keeps them in agreement); it rebuilds
-- the keys of products already stored, here and whenever the rules change.
create or replace function catalogue_search_keys(doc text) returns text[]
language sql immutable parallel safe as $$
  select coalesce(array_agg(distinct substr(r.run, a.i, n.len)), '{}')
  from (
    select m[1] as run, case when m[1] ~ '^[a-z0-9]' then 12 else 6 end as kmax
    from regexp_matches(doc, '[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+|[a-z0-9]+', 'g') as m
  ) r
  cross join lateral generate_series(1, length(r.run)) as a(i)
  cross join lateral generate_series(1, least(r.kmax, length(r.run) - a.i + 1)) as n(len)
$$;

-- Rebuilding a GIN index once is far cheaper than maintaining it over a rewrite of every row.
drop index if exists spus_search_idx;
-- Keep the row itself narrow (texts, image lists and search columns stored out of line): counting and
-- ordering matches visits rows, and they should not carry two kilobytes of text each.
alter table spus set (toast_tuple_target = 256);
update spus set search_grams = catalogue_search_keys(search_text);
create index spus_search_idx on spus using gin (search_grams);
