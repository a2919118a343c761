-- How many goods on sale hold each search key, per merchant (docs/decisions/021-catalogue-totals.md).
-- A one-word search (the common case) answers its exact total from one row here instead of visiting
-- every match: at 100,000 products `gold` matches 66,000. Kept by triggers on spus, so every writer
-- (seeds, staff tools, migrations) keeps it right.
create table search_key_counts (
  merchant_code text not null,
  key text not null,
  n integer not null check (n >= 0),
  primary key (merchant_code, key)
);

create or replace function catalogue_search_counts_trigger() returns trigger
language plpgsql as $$
begin
  -- The transition tables (new_spus, old_spus) are named by the statement triggers below.
  if tg_level = 'STATEMENT' and tg_op = 'INSERT' then
    insert into search_key_counts as c (merchant_code, key, n)
    select r.merchant_code, k.key, count(*)
    from new_spus r cross join lateral unnest(r.search_grams) as k(key)
    where r.status = 'on'
    group by r.merchant_code, k.key
    on conflict (merchant_code, key) do update set n = c.n + excluded.n;
  elsif tg_level = 'STATEMENT' and tg_op = 'DELETE' then
    update search_key_counts c set n = c.n - d.n
    from (select r.merchant_code, k.key, count(*)::int as n
          from old_spus r cross join lateral unnest(r.search_grams) as k(key)
          where r.status = 'on'
          group by r.merchant_code, k.key) d
    where c.merchant_code = d.merchant_code and c.key = d.key;
  elsif tg_op = 'UPDATE' then
    if old.status = 'on' then
      update search_key_counts c set n = c.n - 1
      where c.merchant_code = old.merchant_code and c.key = any(old.search_grams);
    end if;
    if new.status = 'on' then
      insert into search_key_counts as c (merchant_code, key, n)
      select new.merchant_code, k.key, 1 from unnest(new.search_grams) as k(key) group by k.key
      on conflict (merchant_code, key) do update set n = c.n + 1;
    end if;
  end if;
  return null;
end $$;

-- Inserts and deletes come in batches: once per statement. An update touches the counts only when it
-- changes what is counted (orders bump `sales` on every sale; that must stay cheap).
create trigger spus_search_counts_insert after insert on spus
  referencing new table as new_spus for each statement execute function catalogue_search_counts_trigger();
create trigger spus_search_counts_delete after delete on spus
  referencing old table as old_spus for each statement execute function catalogue_search_counts_trigger();
create trigger spus_search_counts_update after update of merchant_code, status, search_grams on spus
  for each row
  when (old.merchant_code is distinct from new.merchant_code or old.status is distinct from new.status
        or old.search_grams is distinct from new.search_grams)
  execute function catalogue_search_counts_trigger();

insert into search_key_counts (merchant_code, key, n)
select s.merchant_code, k.key, count(*)
from spus s cross join lateral unnest(s.search_grams) as k(key)
where s.status = 'on'
group by s.merchant_code, k.key;
