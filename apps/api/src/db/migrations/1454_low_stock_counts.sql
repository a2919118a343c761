-- The home's low stock per shop at 100,000 goods (issue 28; decision 318). Counting the index range of
-- stock rows at or below the threshold (decision 270) visits every such row: 516,830 rows of 1.4 million
-- at the bench seed, 0.78 s for the ten shops. Here the count is kept as a histogram per merchant, shop and
-- quantity (0 to the highest threshold the merchant may set), so the home sums a few hundred rows.
--
-- No sale updates a shared counter row (decision 270's reason to avoid one): the stock triggers only
-- APPEND signed changes to `low_stock_deltas`; the scheduler folds them into `low_stock_counts` in one
-- statement (`home.lowStockFold`), and the home reads the counts plus the deltas not yet folded, so the
-- figure is exact at every moment.

create table low_stock_counts (
  merchant_code text not null,
  store_code text not null,
  qty integer not null,
  n integer not null,
  primary key (merchant_code, store_code, qty)
);
create table low_stock_deltas (
  id bigserial primary key,
  merchant_code text not null,
  store_code text not null,
  qty integer not null,
  n integer not null
);

-- 1000 = HOME.LOW_STOCK_THRESHOLD.max: quantities above it can never be low.
insert into low_stock_counts (merchant_code, store_code, qty, n)
select on_sale_merchant, store_code, qty, count(*) from sku_stocks
 where on_sale_merchant is not null and qty <= 1000 group by 1, 2, 3;

-- One statement of stock changes appends one signed row per (merchant, shop, quantity) it moved: a sale
-- of one sku two rows (−1 at the old quantity, +1 at the new). Rows that counted as nothing are skipped.
create function low_stock_deltas_write() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    insert into low_stock_deltas (merchant_code, store_code, qty, n)
    select on_sale_merchant, store_code, qty, count(*) from new_rows
     where on_sale_merchant is not null and qty <= 1000 group by 1, 2, 3;
  elsif tg_op = 'DELETE' then
    insert into low_stock_deltas (merchant_code, store_code, qty, n)
    select on_sale_merchant, store_code, qty, -count(*) from old_rows
     where on_sale_merchant is not null and qty <= 1000 group by 1, 2, 3;
  else
    insert into low_stock_deltas (merchant_code, store_code, qty, n)
    select m, s, q, sum(d) from (
      select on_sale_merchant as m, store_code as s, qty as q, 1 as d from new_rows where on_sale_merchant is not null and qty <= 1000
      union all
      select on_sale_merchant, store_code, qty, -1 from old_rows where on_sale_merchant is not null and qty <= 1000) x
     group by 1, 2, 3 having sum(d) <> 0;
  end if;
  return null;
end $$;
-- (A trigger with transition tables takes one event, hence three.)
create trigger sku_stocks_low_insert after insert on sku_stocks referencing new table as new_rows
  for each statement execute function low_stock_deltas_write();
create trigger sku_stocks_low_update after update on sku_stocks referencing old table as old_rows new table as new_rows
  for each statement execute function low_stock_deltas_write();
create trigger sku_stocks_low_delete after delete on sku_stocks referencing old table as old_rows
  for each statement execute function low_stock_deltas_write();
