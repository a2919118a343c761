-- A new gold rate keeps its products' price ranges itself; the skus update trigger is per row (decision 567).
-- Migration 1450's statement trigger on `update skus` referenced its old and new rows as transition tables:
-- a re-pricing of 65,831 by-weight skus copied each wide row twice into them (spilled to temporary files past
-- work_mem) and `spu_prices_restate` then read those skus from the heap a third time for 20,000 ranges.
-- The re-pricing statement already holds every by-weight sku's new price, so it writes their products'
-- ranges in the same statement (`repriceSkusByWeight`) and says so for the length of that statement with
-- the transaction-local setting `shop.sku_ranges_kept`; every other writer's update of a price, status or
-- product restates that product's range after the statement, as before.
drop trigger skus_price_range_update on skus;
drop function skus_price_range_update();

-- Per row, at the end of the statement (an AFTER ROW trigger sees the whole statement's changes), only for
-- the three columns a range is made of; the old product too when a sku moved to another one. Restating a
-- product twice writes nothing the second time (spu_prices_restate writes only ranges that moved).
create function skus_price_range_update() returns trigger language plpgsql as $$
begin
  perform spu_prices_restate(case when old.spu_id = new.spu_id then array[new.spu_id] else array[new.spu_id, old.spu_id] end);
  return null;
end $$;
create trigger skus_price_range_update after update of price, status, spu_id on skus for each row
  when ((old.price, old.status, old.spu_id) is distinct from (new.price, new.status, new.spu_id)
        and current_setting('shop.sku_ranges_kept', true) is distinct from 'on')
  execute function skus_price_range_update();

-- The re-pricing's ranges need a product's hand-priced skus beside its by-weight ones (a product may mix
-- them); found through this index without visiting the heap rows of the by-weight skus. Price is not in
-- it, so a hand-priced sku's price edit stays a HOT update.
create index skus_hand_priced_spu_idx on skus (spu_id) where weight_pricing is null;
