-- takeOrder's write as one function (issue 16; decision 141).
--
-- The order write was one statement of six parts (a CTE), planned again on every order: about 40 % of its
-- time in the database was planning. In a PL/pgSQL function each statement is planned once per database
-- session and its plan kept, so an order costs one short statement to plan and its execution only, on the
-- embedded database (one session) and on a server (each pooled connection keeps its plans).
--
-- One call is one statement and its own transaction. In this order:
--   1. every line's sku still has the price, original price and sale state the order was priced with
--      (takeOrder prices from kept rows that may lag another process by the NOTIFY delay);
--   2. the stock rows of the skus taken are locked in sku order (two orders sharing skus never wait on each
--      other in a cycle) and each must hold the units;
--   3. the order is inserted, or nothing when its idempotency key is taken (a replay);
--   4. the stock is taken, lines written, the products' sales counted and the ordered cart lines removed.
-- Answers (order_id, fresh, enough): the new order's id, or null and why — not fresh (1), not enough
-- units (2), or both true (3: the key was taken).
create function place_order(
  p_order_no text, p_member_id integer, p_merchant_code text, p_store_code text, p_status text, p_take_way text,
  p_pickup_store_code text, p_delivery_address jsonb, p_remark text, p_language_type text, p_idempotency_key text,
  p_request_hash text, p_total_original_price integer, p_total_price integer, p_total_discount_value integer,
  p_price_rounding integer, p_total_pay_price integer, p_promotions jsonb, p_expires_at timestamptz, p_now timestamptz,
  -- One object a line: sku_id, spu_id, sku_code, title, img, selections, num, original_price, price,
  -- total_discount_value, total_pay_price, is_gift, promotion_id.
  p_lines jsonb
) returns table (order_id integer, fresh boolean, enough boolean)
language plpgsql as $$
#variable_conflict use_column
declare
  v_skus integer[];
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

  select array_agg(w.sku_id order by w.sku_id), array_agg(w.n order by w.sku_id) into v_skus, v_nums
  from (select l.sku_id, sum(l.num)::integer as n from jsonb_to_recordset(p_lines) as l(sku_id integer, num integer) group by l.sku_id) w;
  perform 1 from sku_stocks s where s.store_code = p_store_code and s.sku_id = any(v_skus) order by s.sku_id for update;
  -- A new snapshot: the rows just locked, as last committed.
  select count(*) into v_n from sku_stocks s join unnest(v_skus, v_nums) as w(sku_id, n) on w.sku_id = s.sku_id
  where s.store_code = p_store_code and s.qty >= w.n;
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
  from unnest(v_skus, v_nums) as w(sku_id, n)
  where s.sku_id = w.sku_id and s.store_code = p_store_code and s.qty >= w.n;
  get diagnostics v_n = row_count;
  if v_n <> cardinality(v_skus) then
    -- Cannot happen while the rows are locked; if it did, the whole order is undone.
    raise exception 'place_order: stock changed under lock';
  end if;

  insert into order_lines (order_id, sku_id, spu_id, sku_code, title, img, selections, num, original_price, price,
    total_discount_value, total_pay_price, is_gift, promotion_id)
  select v_id, l.sku_id, l.spu_id, l.sku_code, l.title, l.img, l.selections, l.num, l.original_price, l.price,
    l.total_discount_value, l.total_pay_price, l.is_gift, l.promotion_id
  from jsonb_to_recordset(p_lines) as l(sku_id integer, spu_id integer, sku_code text, title jsonb, img text, selections jsonb,
    num integer, original_price integer, price integer, total_discount_value integer, total_pay_price integer, is_gift boolean,
    promotion_id integer);

  update spus p set sales = p.sales + v.n
  from (select l.spu_id, sum(l.num)::integer as n from jsonb_to_recordset(p_lines) as l(spu_id integer, num integer) group by l.spu_id) v
  where p.id = v.spu_id;

  delete from cart_lines c
  where c.member_id = p_member_id and c.store_code = p_store_code
    and c.sku_id in (select l.sku_id from jsonb_to_recordset(p_lines) as l(sku_id integer, is_gift boolean) where not l.is_gift);

  return query select v_id, true, true;
end;
$$;
