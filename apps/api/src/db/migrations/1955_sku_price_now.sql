-- A by-weight sku's price is derived when it is read, not written into the sku by each new rate (issue 41,
-- decision 593). A rate wrote 65,831 wide sku rows and 59,302 report lines at 20,000 by-weight goods (≈ 2 s of
-- database CPU on PostgreSQL, ≈ 4 s embedded); now a rate writes its own row and the products' price ranges.
--
-- `skus_now()` is THE sku as served: every column of `skus`, with `price`, `original_price` and
-- `weight_quote` of a by-weight sku computed from its rule at the newest rate by `price_by_weight` (migration
-- 1451, the contract's priceByWeight in SQL: rounding to the dollar, decision 230). A hand-priced sku, and a
-- by-weight sku whose metal has no rate yet, are served their stored columns (decision 230: such a piece
-- keeps its last price and shows no breakdown). Every reader of a sku's price reads this function; the
-- stored columns of a by-weight sku are only that fallback.
--
-- Both functions are plain `language sql stable` single selects, so the planner inlines them into the
-- calling statement (like a view): a reader's `where k.id = …` reaches the skus' indexes, unused columns
-- are not computed, and the newest rate is read once per statement.

-- owner: gold-price. The newest recorded rate (as `latest()` orders them), as price_by_weight's arguments.
create function gold_rates_now() returns table (id integer, recorded_at timestamptz, gold9999 bigint, k18 bigint, k18_permille bigint, pt950 bigint)
language sql stable as $$
  select g.id, g.recorded_at, g.sell_tael, g.k18_tael, g.k18_permille, g.pt950_tael
    from gold_prices g order by g.recorded_at desc, g.id desc limit 1
$$;

-- owner: catalogue. The skus with their prices now. Same columns as `skus` (keep them in step when a column
-- is added there). The quote's `rateAt` is the rate's time as JavaScript's toISOString() writes it.
create function skus_now() returns table (
  id integer, spu_id integer, sku_code text, price integer, original_price integer, img text, img_list jsonb, status text,
  selection_ids integer[], sort integer, weight_pricing jsonb, weight_quote jsonb, low_stock_threshold integer
) language sql stable as $$
  select k.id, k.spu_id, k.sku_code,
         coalesce(p.price::integer, k.price), coalesce(p.original_price::integer, k.original_price),
         k.img, k.img_list, k.status, k.selection_ids, k.sort, k.weight_pricing,
         case when p.price is null then (case when k.weight_pricing is null then k.weight_quote end)
              else jsonb_build_object('rateId', g.id, 'rateCents', p.rate_cents,
                     'rateAt', to_char(g.recorded_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
                     'metalCents', p.metal_cents, 'makingChargeCents', p.making_cents) end,
         k.low_stock_threshold
    from skus k
    left join gold_rates_now() g on true
    left join lateral price_by_weight(k.weight_pricing, g.gold9999, g.k18, g.k18_permille, g.pt950) p on k.weight_pricing is not null
$$;

-- A product's range from its skus' prices now (was: the stored columns, migration 1450).
create or replace function spu_prices_restate(ids integer[]) returns void language sql as $$
  update spu_prices t set min_price = r.lo, max_price = r.hi
    from (select s.spu_id,
                 coalesce(min(k.price) filter (where k.status = 'on'), min(k.price), 0) as lo,
                 coalesce(max(k.price) filter (where k.status = 'on'), max(k.price), 0) as hi
            from spu_prices s left join skus_now() k on k.spu_id = s.spu_id
           where s.spu_id = any(ids)
           group by s.spu_id) r
   where t.spu_id = r.spu_id and (t.min_price, t.max_price) is distinct from (r.lo, r.hi)
$$;

-- A changed by-weight rule changes the price now: the per-row range trigger (migration 1930) watches it too.
drop trigger skus_price_range_update on skus;
create trigger skus_price_range_update after update of price, status, spu_id, weight_pricing on skus for each row
  when ((old.price, old.status, old.spu_id, old.weight_pricing) is distinct from (new.price, new.status, new.spu_id, new.weight_pricing)
        and current_setting('shop.sku_ranges_kept', true) is distinct from 'on')
  execute function skus_price_range_update();

-- owner: catalogue. place_order's check: every line still on sale at the price it was quoted at, now.
create or replace function catalogue_lines_on_sale(p_lines jsonb) returns boolean
language plpgsql as $$
begin
  return (select count(*) from jsonb_to_recordset(p_lines) as l(sku_id integer, price integer, original_price integer)
            join skus_now() k on k.id = l.sku_id and k.price = l.price and k.original_price = l.original_price and k.status = 'on'
            join spus p on p.id = k.spu_id and p.status = 'on') = jsonb_array_length(p_lines);
end;
$$;

-- owner: orders. The order keeps what its by-weight lines were priced at (decision 231): the rate, metal value
-- and making charge now, checked against the line's price (a rate recorded between place_order's check and
-- this insert raises, undoing the order; takeOrder prices again).
create or replace function order_lines_keep_weights() returns trigger language plpgsql as $$
declare
  v_moved integer;
begin
  select count(*) into v_moved from new_lines l join skus_now() k on k.id = l.sku_id
  where k.weight_pricing is not null and not l.is_gift and k.price <> l.price;
  if v_moved > 0 then
    raise exception 'weight price moved' using errcode = 'P0930';
  end if;
  insert into order_line_weights (order_line_id, order_id, sku_id, metal, weight_mg, making_mode, making_cents, gold_price_id,
    rate_cents, metal_cents, making_charge_cents)
  select l.id, l.order_id, l.sku_id, k.weight_pricing->>'metal', (k.weight_pricing->>'weightMg')::int, k.weight_pricing->>'makingMode',
    (k.weight_pricing->>'makingCents')::int, (k.weight_quote->>'rateId')::int, (k.weight_quote->>'rateCents')::int,
    (k.weight_quote->>'metalCents')::int, (k.weight_quote->>'makingChargeCents')::int
  from new_lines l join skus_now() k on k.id = l.sku_id
  where k.weight_pricing is not null and k.weight_quote is not null;
  return null;
end $$;
