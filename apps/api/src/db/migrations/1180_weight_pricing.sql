-- Goods priced by weight at the day's rate (issue 30, decisions 230–232).
--
-- A sku is priced either by hand (as before: weight_pricing is null) or by weight: `weight_pricing` holds
-- its rule {metal, weightMg, makingMode, makingCents, originalMakingCents?}. Its `price` and
-- `original_price` stay the columns every read uses; for a by-weight sku they are written only by the
-- re-pricing (the contract's priceByWeight) when a rate is recorded or the rule is saved, together with
-- `weight_quote`, the breakdown they came from {rateId, rateCents, metalCents, makingChargeCents}.
alter table skus add column weight_pricing jsonb;
alter table skus add column weight_quote jsonb;
create index skus_by_weight_idx on skus (id) include (spu_id) where weight_pricing is not null;

-- The other metals' rates beside the 999.9 gold price (HKD cents per tael). 18K: its own rate when
-- recorded, otherwise k18_permille thousandths of the 999.9 selling price; Pt950: its own rate or none.
alter table gold_prices add column k18_tael integer check (k18_tael > 0);
alter table gold_prices add column k18_permille integer not null default 750 check (k18_permille between 1 and 1000);
alter table gold_prices add column pt950_tael integer check (pt950_tael > 0);

-- What a rate change did: one row per re-pricing, one per sku whose price it changed (the report).
create table weight_repricings (
  id serial primary key,
  -- The rate re-priced at (gold_prices.id). No foreign key: the report must not stop a price row being
  -- removed (the app never removes one; tests do).
  gold_price_id integer,
  -- 'rate' (a new gold price) or 'rule' (a product's rule saved) or 'seed'.
  cause text not null,
  skus integer not null,
  changed integer not null,
  at timestamptz not null default now()
);
create table weight_repricing_lines (
  repricing_id integer not null references weight_repricings(id) on delete cascade,
  sku_id integer not null,
  spu_id integer not null,
  old_price integer not null,
  new_price integer not null,
  primary key (repricing_id, sku_id)
);

-- The order keeps, per by-weight line, the rate, weight and making charge it was priced with. Written by
-- a statement trigger on order_lines, inside place_order's one statement (decision 141 keeps the order
-- write in that function): the line's sku still at the price checked, its quote copied. A sku whose
-- price moved between place_order's check and this insert (a rate recorded in between, on a server)
-- raises, which undoes the whole order; takeOrder then prices again (decision 232).
create table order_line_weights (
  order_line_id integer primary key,
  order_id integer not null,
  sku_id integer not null,
  metal text not null,
  weight_mg integer not null,
  making_mode text not null,
  making_cents integer not null,
  gold_price_id integer not null,
  rate_cents integer not null,
  metal_cents integer not null,
  making_charge_cents integer not null
);
create index order_line_weights_order_idx on order_line_weights (order_id);

create function order_lines_keep_weights() returns trigger language plpgsql as $$
declare
  v_moved integer;
begin
  select count(*) into v_moved from new_lines l join skus k on k.id = l.sku_id
  where k.weight_pricing is not null and not l.is_gift and k.price <> l.price;
  if v_moved > 0 then
    raise exception 'weight price moved' using errcode = 'P0930';
  end if;
  insert into order_line_weights (order_line_id, order_id, sku_id, metal, weight_mg, making_mode, making_cents, gold_price_id,
    rate_cents, metal_cents, making_charge_cents)
  select l.id, l.order_id, l.sku_id, k.weight_pricing->>'metal', (k.weight_pricing->>'weightMg')::int, k.weight_pricing->>'makingMode',
    (k.weight_pricing->>'makingCents')::int, (k.weight_quote->>'rateId')::int, (k.weight_quote->>'rateCents')::int,
    (k.weight_quote->>'metalCents')::int, (k.weight_quote->>'makingChargeCents')::int
  from new_lines l join skus k on k.id = l.sku_id
  where k.weight_pricing is not null and k.weight_quote is not null;
  return null;
end $$;

create trigger order_lines_keep_weights after insert on order_lines
  referencing new table as new_lines for each statement execute function order_lines_keep_weights();
