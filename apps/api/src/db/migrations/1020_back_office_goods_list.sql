-- The back office's goods list over 100,000 goods (issue 14; decision 177).
--
-- `spus.stock_qty`: units of the product free to sell in every shop together, kept by statement triggers on
-- `sku_stocks` (one update per product a statement touched, from the transition tables), so the list's
-- stock filter and column read one number instead of probing skus × shops for every product. An order
-- taking stock already updates its products' row (`sales`) in the same transaction, so this adds no new
-- lock to an order.
alter table spus add column stock_qty integer not null default 0;

update spus s set stock_qty = t.n
from (select k.spu_id, sum(st.qty)::int as n from sku_stocks st join skus k on k.id = st.sku_id group by k.spu_id) t
where t.spu_id = s.id and t.n <> 0;

create function spus_stock_qty_trigger() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    update spus s set stock_qty = s.stock_qty + d.n
    from (select k.spu_id, sum(n.qty)::int as n from new_stocks n join skus k on k.id = n.sku_id group by k.spu_id) d
    where s.id = d.spu_id and d.n <> 0;
  elsif tg_op = 'DELETE' then
    update spus s set stock_qty = s.stock_qty - d.n
    from (select k.spu_id, sum(o.qty)::int as n from old_stocks o join skus k on k.id = o.sku_id group by k.spu_id) d
    where s.id = d.spu_id and d.n <> 0;
  else
    update spus s set stock_qty = s.stock_qty + d.n
    from (select k.spu_id, sum(x.qty)::int as n from (
            select sku_id, qty from new_stocks union all select sku_id, -qty from old_stocks) x
          join skus k on k.id = x.sku_id group by k.spu_id) d
    where s.id = d.spu_id and d.n <> 0;
  end if;
  return null;
end;
$$;
create trigger sku_stocks_spu_qty_insert after insert on sku_stocks
  referencing new table as new_stocks for each statement execute function spus_stock_qty_trigger();
create trigger sku_stocks_spu_qty_delete after delete on sku_stocks
  referencing old table as old_stocks for each statement execute function spus_stock_qty_trigger();
create trigger sku_stocks_spu_qty_update after update on sku_stocks
  referencing old table as old_stocks new table as new_stocks for each statement execute function spus_stock_qty_trigger();

-- Filters walk the newest goods first: by status, and the few goods without stock.
create index spus_bo_status_idx on spus (merchant_code, status, id desc);
create index spus_bo_no_stock_idx on spus (merchant_code, id desc) where stock_qty <= 0;
create index spus_bo_category_idx on spus (category_id, id desc);
