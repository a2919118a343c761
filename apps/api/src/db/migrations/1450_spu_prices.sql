-- A product's lowest and highest price in a narrow table of its own (issue 30's speed goal; decision 315).
-- A new gold rate re-prices 20,000 by-weight products at once. While the range lived on `spus`, each of
-- those updates was non-HOT (min_price is indexed), so every index of the wide products table, the GIN
-- search index with dozens of keys per product included, took new entries: 3.2 s for 5,000 products on
-- the PostgreSQL server, ≈ 85 % of the re-pricing. Here a product's range is one narrow row with two
-- small indexes, and it is kept by statement triggers on `skus`, so no writer computes it any more.

create table spu_prices (
  spu_id integer primary key references spus(id) on delete cascade,
  min_price integer not null default 0,
  max_price integer not null default 0
);
insert into spu_prices (spu_id, min_price, max_price) select id, min_price, max_price from spus;
-- Price order walks this index and joins the product (status, merchant) by id.
create index spu_prices_order_idx on spu_prices (min_price, spu_id);
drop index spus_price_idx;
alter table spus drop column min_price, drop column max_price;

-- The range of these products from their skus: on-sale skus' prices, or every sku's when none is on sale
-- (as before), 0 for a product without skus. Every product has its row (the insert trigger below), so
-- this is a plain update, not an upsert (ON CONFLICT tried an insert per row first: 2 s for 20,000
-- products against 0.7 s), and rows whose range did not move are not written.
create function spu_prices_restate(ids integer[]) returns void language sql as $$
  update spu_prices t set min_price = r.lo, max_price = r.hi
    from (select s.spu_id,
                 coalesce(min(k.price) filter (where k.status = 'on'), min(k.price), 0) as lo,
                 coalesce(max(k.price) filter (where k.status = 'on'), max(k.price), 0) as hi
            from spu_prices s left join skus k on k.spu_id = s.spu_id
           where s.spu_id = any(ids)
           group by s.spu_id) r
   where t.spu_id = r.spu_id and (t.min_price, t.max_price) is distinct from (r.lo, r.hi)
$$;

-- One statement of sku changes restates each product it touched once (a re-pricing: one set-based
-- update for all 20,000 products, not a trigger call per sku). Transition tables rule out a column list
-- on the update trigger, so any sku update restates its products; the restate writes only ranges that
-- moved, and an edit touches a product or a few.
create function skus_price_range_insert() returns trigger language plpgsql as $$
begin
  perform spu_prices_restate(array(select distinct spu_id from new_skus));
  return null;
end $$;
create function skus_price_range_update() returns trigger language plpgsql as $$
begin
  -- The old product too: a sku moved to another product leaves its old one.
  perform spu_prices_restate(array(select spu_id from new_skus union select spu_id from old_skus));
  return null;
end $$;
create function skus_price_range_delete() returns trigger language plpgsql as $$
begin
  perform spu_prices_restate(array(select distinct spu_id from old_skus));
  return null;
end $$;
create trigger skus_price_range_insert after insert on skus referencing new table as new_skus
  for each statement execute function skus_price_range_insert();
create trigger skus_price_range_update after update on skus referencing old table as old_skus new table as new_skus
  for each statement execute function skus_price_range_update();
create trigger skus_price_range_delete after delete on skus referencing old table as old_skus
  for each statement execute function skus_price_range_delete();

-- A new product has its row (0, 0) until its skus arrive, so price order never loses a product.
create function spus_price_range_insert() returns trigger language plpgsql as $$
begin
  insert into spu_prices (spu_id) select id from new_spus on conflict do nothing;
  return null;
end $$;
create trigger spus_price_range_insert after insert on spus referencing new table as new_spus
  for each statement execute function spus_price_range_insert();
