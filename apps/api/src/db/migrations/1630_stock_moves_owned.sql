-- Issue 39, decision 416: the catalogue owns `skus`, `spus` and `sku_stocks`, the cart `cart_lines`.
-- place_order (migration 1520) stays the orders module's one statement of an order, but what it does to
-- another module's tables goes through that module's own functions below, called in the same
-- transaction: the price check, the stock lock and take, the products' sales, the cart's ordered lines.
-- Same signature, same answers, same lock order as 1520.

-- owner: catalogue. Every line still on sale at the price and original price it was quoted at.
create or replace function catalogue_lines_on_sale(p_lines jsonb) returns boolean
language plpgsql as $$
begin
  return (select count(*) from jsonb_to_recordset(p_lines) as l(sku_id integer, price integer, original_price integer)
            join skus k on k.id = l.sku_id and k.price = l.price and k.original_price = l.original_price and k.status = 'on'
            join spus p on p.id = k.spu_id and p.status = 'on') = jsonb_array_length(p_lines);
end;
$$;

-- owner: catalogue. Locks the stock rows of every (sku, shop) in (sku, shop) order — two orders sharing
-- rows never wait on each other in a cycle — and answers whether each holds the units asked of it.
-- The arrays are in (sku, shop) order.
create or replace function catalogue_lock_stock(p_skus integer[], p_stores text[], p_nums integer[]) returns boolean
language plpgsql as $$
declare
  v_n integer;
begin
  perform 1 from sku_stocks s join unnest(p_skus, p_stores) as w(sku_id, store) on w.sku_id = s.sku_id and w.store = s.store_code
  order by s.sku_id, s.store_code for update of s;
  -- A new snapshot: the rows just locked, as last committed.
  select count(*) into v_n from sku_stocks s join unnest(p_skus, p_stores, p_nums) as w(sku_id, store, n)
    on w.sku_id = s.sku_id and w.store = s.store_code
  where s.qty >= w.n;
  return v_n >= cardinality(p_skus);
end;
$$;

-- owner: catalogue. Takes the units locked by catalogue_lock_stock and adds them to the products' sales.
create or replace function catalogue_take_stock(p_skus integer[], p_stores text[], p_nums integer[], p_spus integer[], p_spu_nums integer[])
returns void
language plpgsql as $$
declare
  v_n integer;
begin
  update sku_stocks s set qty = s.qty - w.n
  from unnest(p_skus, p_stores, p_nums) as w(sku_id, store, n)
  where s.sku_id = w.sku_id and s.store_code = w.store and s.qty >= w.n;
  get diagnostics v_n = row_count;
  if v_n <> cardinality(p_skus) then
    -- Cannot happen while the rows are locked; if it did, the whole order is undone.
    raise exception 'place_order: stock changed under lock';
  end if;
  update spus p set sales = p.sales + v.n
  from unnest(p_spus, p_spu_nums) as v(spu_id, n)
  where p.id = v.spu_id;
end;
$$;

-- owner: cart. Drops a member's cart lines of the skus just ordered from the cart of one shop.
create or replace function cart_drop_ordered(p_member_id integer, p_store_code text, p_sku_ids integer[]) returns void
language plpgsql as $$
begin
  delete from cart_lines c
  where c.member_id = p_member_id and c.store_code = p_store_code and c.sku_id = any(p_sku_ids);
end;
$$;

-- owner: orders.
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
  v_spus integer[];
  v_spu_nums integer[];
  v_id integer;
begin
  if not catalogue_lines_on_sale(p_lines) then
    return query select null::integer, false, false;
    return;
  end if;

  select array_agg(w.sku_id order by w.sku_id, w.store), array_agg(w.store order by w.sku_id, w.store), array_agg(w.n order by w.sku_id, w.store)
    into v_skus, v_stores, v_nums
  from (select l.sku_id, coalesce(l.stock_store_code, p_store_code) as store, sum(l.num)::integer as n
        from jsonb_to_recordset(p_lines) as l(sku_id integer, num integer, stock_store_code text)
        group by l.sku_id, coalesce(l.stock_store_code, p_store_code)) w;
  if not catalogue_lock_stock(v_skus, v_stores, v_nums) then
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

  select array_agg(v.spu_id order by v.spu_id), array_agg(v.n order by v.spu_id) into v_spus, v_spu_nums
  from (select l.spu_id, sum(l.num)::integer as n from jsonb_to_recordset(p_lines) as l(spu_id integer, num integer) group by l.spu_id) v;
  perform catalogue_take_stock(v_skus, v_stores, v_nums, v_spus, v_spu_nums);

  insert into order_lines (order_id, sku_id, spu_id, sku_code, title, img, selections, num, original_price, price,
    total_discount_value, total_pay_price, is_gift, promotion_id, stock_store_code)
  select v_id, l.sku_id, l.spu_id, l.sku_code, l.title, l.img, l.selections, l.num, l.original_price, l.price,
    l.total_discount_value, l.total_pay_price, l.is_gift, l.promotion_id, coalesce(l.stock_store_code, p_store_code)
  from jsonb_to_recordset(p_lines) as l(sku_id integer, spu_id integer, sku_code text, title jsonb, img text, selections jsonb,
    num integer, original_price integer, price integer, total_discount_value integer, total_pay_price integer, is_gift boolean,
    promotion_id integer, stock_store_code text);

  perform cart_drop_ordered(p_member_id, p_cart_store_code,
    array(select l.sku_id from jsonb_to_recordset(p_lines) as l(sku_id integer, is_gift boolean) where not l.is_gift));

  return query select v_id, true, true;
end;
$$;

-- owner: orders. The units open orders hold, per sku and the shop whose stock each line took (decision
-- 361): the catalogue's stock desk and stock export show them beside the stock, without naming the orders
-- module's tables (decision 419).
create or replace function orders_units_held(p_sku_ids integer[]) returns table (sku_id integer, store_code text, n integer)
language sql stable as $$
  select l.sku_id, l.stock_store_code, sum(l.num)::integer
    from order_lines l join orders o on o.id = l.order_id
   where l.sku_id = any(p_sku_ids) and o.status in ('pending_payment', 'reserved', 'paid', 'ready_for_pickup')
   group by l.sku_id, l.stock_store_code
$$;
