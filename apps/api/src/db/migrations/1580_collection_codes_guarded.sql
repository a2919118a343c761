-- Every hand-over by code (issue 38; decisions 390 and 391).

-- Collection codes from a cryptographic generator: gen_random_uuid() draws from the server's strong random
-- source (pg_strong_random), where random() is a predictable generator. The uuid's first 48 bits (all random
-- in a version 4 uuid) taken modulo a million (bias below 1 in 10^8). Same name and contract as before, so the insert triggers and
-- place_order (which inserts the order and lets the trigger pick its code) use it unchanged.
create or replace function pick_collection_code(p_store text) returns text language plpgsql as $$
declare
  v text;
begin
  for i in 1..50 loop
    v := lpad(((('x' || substr(replace(gen_random_uuid()::text, '-', ''), 1, 12))::bit(48)::bigint) % 1000000)::text, 6, '0');
    if not exists (select 1 from orders where pickup_store_code = p_store and collection_code = v
                     and status in ('pending_payment', 'reserved', 'paid', 'ready_for_pickup'))
       and not exists (select 1 from redemptions where pickup_store_code = p_store and collection_code = v and status = 'ready') then
      return v;
    end if;
  end loop;
  raise exception 'pick_collection_code: no free code at %', p_store;
end;
$$;

-- Wrong collection codes per shop and per named redemption in a window, beside the per staff account
-- allowance of collection_code_tries: a scope is 'shop:<store code>' or 'redemption:<id>'.
create table collection_code_scope_tries (
  scope text primary key,
  wrong integer not null default 0,
  window_ends_at timestamptz not null
);
