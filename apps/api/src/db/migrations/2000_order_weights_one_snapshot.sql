-- An order's by-weight lines checked and kept in one statement, so both see one gold rate (decision 614).
--
-- Migration 1955's trigger checked each by-weight line's price against its price now in one statement and
-- wrote the breakdown (rate, metal value, making charge) in the next. Under READ COMMITTED each statement
-- of a PL/pgSQL function reads the latest committed rows: a rate recorded between the two let the check
-- pass at the old rate and the breakdown be written at the new one — a line charged 9,280.00 kept with a
-- breakdown of 9,480.00 (the API tests on PostgreSQL, `weight-pricing.test.ts`, once in a few runs). The
-- check and the write are now one statement: the breakdown kept is the one the check passed, or the
-- order is undone (P0930) and takeOrder prices again.

-- owner: orders.
create or replace function order_lines_keep_weights() returns trigger language plpgsql as $$
declare
  v_moved integer;
begin
  with now_lines as (
    select l.id, l.order_id, l.sku_id, l.price as line_price, l.is_gift, k.price as price_now, k.weight_pricing, k.weight_quote
    from new_lines l join skus_now() k on k.id = l.sku_id
    where k.weight_pricing is not null
  ), kept as (
    insert into order_line_weights (order_line_id, order_id, sku_id, metal, weight_mg, making_mode, making_cents, gold_price_id,
      rate_cents, metal_cents, making_charge_cents)
    select n.id, n.order_id, n.sku_id, n.weight_pricing->>'metal', (n.weight_pricing->>'weightMg')::int, n.weight_pricing->>'makingMode',
      (n.weight_pricing->>'makingCents')::int, (n.weight_quote->>'rateId')::int, (n.weight_quote->>'rateCents')::int,
      (n.weight_quote->>'metalCents')::int, (n.weight_quote->>'makingChargeCents')::int
    from now_lines n
    where n.weight_quote is not null
    returning 1
  )
  select count(*) filter (where not n.is_gift and n.price_now <> n.line_price) into v_moved from now_lines n;
  if v_moved > 0 then
    raise exception 'weight price moved' using errcode = 'P0930';
  end if;
  return null;
end $$;
