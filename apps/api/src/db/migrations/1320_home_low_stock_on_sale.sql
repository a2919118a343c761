-- The home's low stock at 100,000 goods (issue 28; decision 270). Counting the stock rows at or below the
-- threshold joined to skus and spus for "on sale" took 177 ms per shop and 102 ms for the 20 lowest over
-- 230,615 rows. Each stock row now carries the merchant of its SKU while the SKU and its product are both
-- on sale (null otherwise), kept by triggers, so both reads are a range of one partial index and need no
-- join. No counter row is shared between stock rows: a sale never waits on another shop's or SKU's sale.

alter table sku_stocks add column on_sale_merchant text;

-- A new stock row takes its SKU's state (on conflict … do update keeps the row's value, which is current).
create function sku_stocks_on_sale_fill() returns trigger language plpgsql as $$
begin
  select p.merchant_code into new.on_sale_merchant
    from skus k join spus p on p.id = k.spu_id
   where k.id = new.sku_id and k.status = 'on' and p.status = 'on';
  return new;
end $$;
create trigger sku_stocks_on_sale_fill before insert or update of sku_id on sku_stocks
  for each row execute function sku_stocks_on_sale_fill();

-- A SKU switched on or off (or moved to another product) restates its stock rows.
create function skus_on_sale_sync() returns trigger language plpgsql as $$
declare m text;
begin
  select p.merchant_code into m from spus p where p.id = new.spu_id and p.status = 'on' and new.status = 'on';
  update sku_stocks set on_sale_merchant = m where sku_id = new.id and on_sale_merchant is distinct from m;
  return null;
end $$;
create trigger skus_on_sale_sync after update of status, spu_id on skus
  for each row when (old.status is distinct from new.status or old.spu_id is distinct from new.spu_id)
  execute function skus_on_sale_sync();

-- A product switched on or off (or given to another merchant) restates the stock rows of its SKUs.
create function spus_on_sale_sync() returns trigger language plpgsql as $$
begin
  update sku_stocks s set on_sale_merchant = case when new.status = 'on' and k.status = 'on' then new.merchant_code end
    from skus k
   where k.id = s.sku_id and k.spu_id = new.id
     and s.on_sale_merchant is distinct from (case when new.status = 'on' and k.status = 'on' then new.merchant_code end);
  return null;
end $$;
create trigger spus_on_sale_sync after update of status, merchant_code on spus
  for each row when (old.status is distinct from new.status or old.merchant_code is distinct from new.merchant_code)
  execute function spus_on_sale_sync();

update sku_stocks s set on_sale_merchant = p.merchant_code
  from skus k join spus p on p.id = k.spu_id
 where k.id = s.sku_id and k.status = 'on' and p.status = 'on';

-- Both low-stock reads go shop by shop through one index: a shop's count is an index-only range up to the
-- threshold, and its lowest rows are the range's first entries (sku_id breaking ties). It replaces 1160's
-- (store_code, qty), which only the home used, so a stock change still maintains one index holding qty.
drop index sku_stocks_low_idx;
create index sku_stocks_low_on_sale_idx on sku_stocks (on_sale_merchant, store_code, qty, sku_id) where on_sale_merchant is not null;
