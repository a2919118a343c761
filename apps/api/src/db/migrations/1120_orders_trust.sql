-- Orders a jeweller can trust (issue 25; decisions 190–194): collection codes for pick-up orders and club
-- redemptions, the counter's payment, shipping time for the automatic completion, unpaid ready orders that
-- still expire, pick-up orders served from a shop's stock, and where a refund's goods went back.

-- A collection code: six digits, unique among the open pick-up orders and waiting redemptions of one shop
-- (the counter finds what it hands over by the code and its own shop). Picked by the database at insert, so
-- take-order's one statement and the club's redemption get one without another round trip.
create function pick_collection_code(p_store text) returns text language plpgsql as $$
declare
  v text;
begin
  for i in 1..50 loop
    v := lpad((floor(random() * 1000000))::int::text, 6, '0');
    if not exists (select 1 from orders where pickup_store_code = p_store and collection_code = v
                     and status in ('pending_payment', 'reserved', 'paid', 'ready_for_pickup'))
       and not exists (select 1 from redemptions where pickup_store_code = p_store and collection_code = v and status = 'ready') then
      return v;
    end if;
  end loop;
  raise exception 'pick_collection_code: no free code at %', p_store;
end;
$$;

alter table orders add column collection_code text check (collection_code ~ '^[0-9]{6}$');
alter table orders add column shipped_at timestamptz;
update orders set shipped_at = updated_at where status = 'shipped';
update orders set collection_code = pick_collection_code(pickup_store_code)
  where take_way = 'pickup' and status in ('pending_payment', 'reserved', 'paid', 'ready_for_pickup');
create unique index orders_collection_code_idx on orders (pickup_store_code, collection_code)
  where status in ('pending_payment', 'reserved', 'paid', 'ready_for_pickup');

alter table redemptions add column collection_code text check (collection_code ~ '^[0-9]{6}$');
update redemptions set collection_code = pick_collection_code(pickup_store_code) where status = 'ready';
create unique index redemptions_collection_code_idx on redemptions (pickup_store_code, collection_code) where status = 'ready';

create function set_collection_code() returns trigger language plpgsql as $$
begin
  if new.pickup_store_code is not null and new.collection_code is null then
    new.collection_code := pick_collection_code(new.pickup_store_code);
  end if;
  return new;
end;
$$;
create trigger orders_collection_code before insert on orders for each row execute function set_collection_code();
create trigger redemptions_collection_code before insert on redemptions for each row execute function set_collection_code();

-- Wrong codes typed at a counter, per staff account, in a window: the claim of a try is one upsert that
-- fails once the account has used its tries (decision 191).
create table collection_code_tries (
  staff_id integer primary key references staff_users(id) on delete cascade,
  wrong integer not null default 0,
  window_ends_at timestamptz not null
);

-- What the counter took (cash, card terminal, FPS, Octopus, AlipayHK, WeChat Pay) and its reference.
alter table payments add column method text check (method in ('cash', 'card_terminal', 'fps', 'octopus', 'alipay_hk', 'wechat_pay'));
alter table payments add column reference text not null default '';
alter table payments add column staff_id integer references staff_users(id);

-- Unpaid pick-up orders the merchant prepared (pay at the shop) keep their deadline and expire like reserved ones.
drop index orders_due_idx;
create index orders_due_idx on orders (expires_at) where status in ('pending_payment', 'reserved', 'ready_for_pickup');

-- Where a refund's returned goods went: a shop's stock, or null when nothing came back.
alter table order_refunds add column return_store_code text references stores(code);

-- place_order (migration 1040) takes the stock of p_store_code; a pick-up order may now be served from its
-- pick-up shop's stock while the ordered lines leave the member's cart of the online shop (p_cart_store_code).
drop function place_order(text, integer, text, text, text, text, text, jsonb, text, text, text, text, integer, integer, integer, integer, integer, jsonb, timestamptz, timestamptz, jsonb);
create function place_order(
  p_order_no text, p_member_id integer, p_merchant_code text, p_store_code text, p_status text, p_take_way text,
  p_pickup_store_code text, p_delivery_address jsonb, p_remark text, p_language_type text, p_idempotency_key text,
  p_request_hash text, p_total_original_price integer, p_total_price integer, p_total_discount_value integer,
  p_price_rounding integer, p_total_pay_price integer, p_promotions jsonb, p_expires_at timestamptz, p_now timestamptz,
  -- One object a line: sku_id, spu_id, sku_code, title, img, selections, num, original_price, price,
  -- total_discount_value, total_pay_price, is_gift, promotion_id.
  p_lines jsonb,
  p_cart_store_code text
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
  where c.member_id = p_member_id and c.store_code = p_cart_store_code
    and c.sku_id in (select l.sku_id from jsonb_to_recordset(p_lines) as l(sku_id integer, is_gift boolean) where not l.is_gift);

  return query select v_id, true, true;
end;
$$;
