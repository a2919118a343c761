-- Availability is one rule (issue 37, decision 361): each order line takes its units from its own shop's
-- stock. A pick-up order at Causeway Bay may take a line sold out online from Causeway Bay's stock and
-- its other lines from the online shop's; cancellation, expiry and refunds give each line's units back
-- to the shop it took them from.

-- The shop whose stock the line's units came from. Every earlier order took all its units from its one
-- `store_code` (decision 192), so that is every existing line's source.
alter table order_lines add column stock_store_code text references stores(code);
update order_lines l set stock_store_code = o.store_code from orders o where o.id = l.order_id;
alter table order_lines alter column stock_store_code set not null;
-- A line written without a source (a script, a test's fixture) took its order's one shop, as before.
create function order_lines_default_source() returns trigger language plpgsql as $$
begin
  if new.stock_store_code is null then
    select store_code into new.stock_store_code from orders where id = new.order_id;
  end if;
  return new;
end $$;
create trigger order_lines_default_source before insert on order_lines for each row execute function order_lines_default_source();

-- place_order (migrations 1040, 1120) with each line's stock source: a line names its shop in
-- `stock_store_code` (p_store_code when it does not). The stock rows of every (sku, shop) taken are locked
-- in (sku, shop) order — two orders sharing rows never wait on each other in a cycle — and each must hold
-- the units the order takes from it; then the same conditional update takes them. `orders.store_code`
-- stays "the shop whose stock the order took" when all its lines share one, else the online shop.
create or replace function place_order(
  p_order_no text, p_member_id integer, p_merchant_code text, p_store_code text, p_status text, p_take_way text,
  p_pickup_store_code text, p_delivery_address jsonb, p_remark text, p_language_type text, p_idempotency_key text,
  p_request_hash text, p_total_original_price integer, p_total_price integer, p_total_discount_value integer,
  p_price_rounding integer, p_total_pay_price integer, p_promotions jsonb, p_expires_at timestamptz, p_now timestamptz,
  -- One object a line: sku_id, spu_id, sku_code, title, img, selections, num, original_price, price,
  -- total_discount_value, total_pay_price, is_gift, promotion_id, stock_store_code.
  p_lines jsonb,
  p_cart_store_code text
) returns table (order_id integer, fresh boolean, enough boolean)
language plpgsql as $$
#variable_conflict use_column
declare
  v_skus integer[];
  v_stores text[];
  v_nums integer[];
  v_id integer;
  v_n integer;
begin
  if (select count(*) from jsonb_to_recordset(p_lines) as l(sku_id integer, price integer, original_price integer)
        join skus k on k.id = l.sku_id and k.price = l.price and k.original_price = l.original_price and k.status = 'on'
        join spus p on p.id = k.spu_id and p.status = 'on') <> jsonb_array_length(p_lines) then
    return query select null::integer, false, false;
    return;
  end if;

  select array_agg(w.sku_id order by w.sku_id, w.store), array_agg(w.store order by w.sku_id, w.store), array_agg(w.n order by w.sku_id, w.store)
    into v_skus, v_stores, v_nums
  from (select l.sku_id, coalesce(l.stock_store_code, p_store_code) as store, sum(l.num)::integer as n
        from jsonb_to_recordset(p_lines) as l(sku_id integer, num integer, stock_store_code text)
        group by l.sku_id, coalesce(l.stock_store_code, p_store_code)) w;
  perform 1 from sku_stocks s join unnest(v_skus, v_stores) as w(sku_id, store) on w.sku_id = s.sku_id and w.store = s.store_code
  order by s.sku_id, s.store_code for update of s;
  -- A new snapshot: the rows just locked, as last committed.
  select count(*) into v_n from sku_stocks s join unnest(v_skus, v_stores, v_nums) as w(sku_id, store, n)
    on w.sku_id = s.sku_id and w.store = s.store_code
  where s.qty >= w.n;
  if v_n < cardinality(v_skus) then
    return query select null::integer, true, false;
    return;
  end if;

  insert into orders (order_no, member_id, merchant_code, store_code, status, take_way, pickup_store_code, delivery_address,
    remark, language_type, idempotency_key, request_hash, total_original_price, total_price, total_discount_value,
    price_rounding, total_pay_price, promotions, expires_at, created_at, updated_at)
  values (p_order_no, p_member_id, p_merchant_code, p_store_code, p_status, p_take_way, p_pickup_store_code, p_delivery_address,
    p_remark, p_language_type, p_idempotency_key, p_request_hash, p_total_original_price, p_total_price, p_total_discount_value,
    p_price_rounding, p_total_pay_price, p_promotions, p_expires_at, p_now, p_now)
  on conflict (member_id, idempotency_key) do nothing
  returning id into v_id;
  if v_id is null then
    return query select null::integer, true, true;
    return;
  end if;

  update sku_stocks s set qty = s.qty - w.n
  from unnest(v_skus, v_stores, v_nums) as w(sku_id, store, n)
  where s.sku_id = w.sku_id and s.store_code = w.store and s.qty >= w.n;
  get diagnostics v_n = row_count;
  if v_n <> cardinality(v_skus) then
    -- Cannot happen while the rows are locked; if it did, the whole order is undone.
    raise exception 'place_order: stock changed under lock';
  end if;

  insert into order_lines (order_id, sku_id, spu_id, sku_code, title, img, selections, num, original_price, price,
    total_discount_value, total_pay_price, is_gift, promotion_id, stock_store_code)
  select v_id, l.sku_id, l.spu_id, l.sku_code, l.title, l.img, l.selections, l.num, l.original_price, l.price,
    l.total_discount_value, l.total_pay_price, l.is_gift, l.promotion_id, coalesce(l.stock_store_code, p_store_code)
  from jsonb_to_recordset(p_lines) as l(sku_id integer, spu_id integer, sku_code text, title jsonb, img text, selections jsonb,
    num integer, original_price integer, price integer, total_discount_value integer, total_pay_price integer, is_gift boolean,
    promotion_id integer, stock_store_code text);

  update spus p set sales = p.sales + v.n
  from (select l.spu_id, sum(l.num)::integer as n from jsonb_to_recordset(p_lines) as l(spu_id integer, num integer) group by l.spu_id) v
  where p.id = v.spu_id;

  delete from cart_lines c
  where c.member_id = p_member_id and c.store_code = p_cart_store_code
    and c.sku_id in (select l.sku_id from jsonb_to_recordset(p_lines) as l(sku_id integer, is_gift boolean) where not l.is_gift);

  return query select v_id, true, true;
end;
$$;
