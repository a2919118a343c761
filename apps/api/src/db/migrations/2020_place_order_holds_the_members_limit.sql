-- A member's open-order limit checked by the order's own write, under the member's lock (decision 618).
--
-- takeOrder read the member's open orders in a statement of its own before writing (decision 186), so two
-- orders of one member sent at once could both pass the limit, and the priced kind of payment (decision 357)
-- was a third statement after the write. This `place_order` takes the member's order lock, counts the open
-- orders and their units (at most `p_open_orders_max` orders read: with that many the member is at the limit
-- whatever the units), refuses when this order would pass a limit (`within_limit` false, nothing written),
-- else writes the order through the 22-argument `place_order` (unchanged, still what a counter sale and a
-- process started before this migration call) and sets its priced kind.

-- owner: orders.
create function place_order(
  p_order_no text, p_member_id integer, p_merchant_code text, p_store_code text, p_status text, p_take_way text,
  p_pickup_store_code text, p_delivery_address jsonb, p_remark text, p_language_type text, p_idempotency_key text,
  p_request_hash text, p_total_original_price integer, p_total_price integer, p_total_discount_value integer,
  p_price_rounding integer, p_total_pay_price integer, p_promotions jsonb, p_expires_at timestamptz, p_now timestamptz,
  p_lines jsonb,
  p_cart_store_code text,
  p_priced_kind text,
  p_open_orders_max integer,
  p_open_units_max integer
) returns table (order_id integer, fresh boolean, enough boolean, within_limit boolean)
language plpgsql as $$
#variable_conflict use_column
declare
  v_orders integer;
  v_units integer;
  v_new integer;
  v_placed record;
begin
  -- One member's orders are written one after another (3811: the member's orders; 3810 is their messages'
  -- caps), so the count below holds every order committed before this one.
  perform pg_advisory_xact_lock(3811, p_member_id);
  select count(distinct o.id)::integer, coalesce(sum(l.num), 0)::integer into v_orders, v_units
    from (select h.id from orders h where h.member_id = p_member_id and h.status in ('pending_payment', 'reserved')
           order by h.id desc limit p_open_orders_max) o
    left join order_lines l on l.order_id = o.id;
  select coalesce(sum(l.num), 0)::integer into v_new from jsonb_to_recordset(p_lines) as l(num integer);
  if v_orders >= p_open_orders_max or v_units + v_new > p_open_units_max then
    return query select null::integer, true, true, false;
    return;
  end if;

  select * into v_placed from place_order(p_order_no, p_member_id, p_merchant_code, p_store_code, p_status, p_take_way,
    p_pickup_store_code, p_delivery_address, p_remark, p_language_type, p_idempotency_key, p_request_hash,
    p_total_original_price, p_total_price, p_total_discount_value, p_price_rounding, p_total_pay_price, p_promotions,
    p_expires_at, p_now, p_lines, p_cart_store_code);
  if v_placed.order_id is not null then
    update orders set priced_payment_kind = p_priced_kind where id = v_placed.order_id and priced_payment_kind <> p_priced_kind;
  end if;
  return query select v_placed.order_id, v_placed.fresh, v_placed.enough, true;
end;
$$;
