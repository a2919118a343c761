-- The product page's data and its shop in one statement (decision 615).
--
-- getGoodsMixData resolved its shop (the merchant's shops, the shop resolver's statement) and then read the
-- product (`catalogue_product_live`): two round trips for a page whose shop is almost always the online shop.
-- Kept in memory, the shop costs nothing; read cold (a fresh process, the bench with its caches off) the
-- shop's statement was a sixth of the API's CPU and of the database's for a read. This function finds the
-- shop as the resolver does (the code asked for among the merchant's shops, or with no code its online shop
-- first in the shops' order) and answers `catalogue_product_live`'s rows with the shop's code on each. No
-- shop or no product: no row, and the caller asks the shop resolver which error it is.

-- owner: catalogue.
create function catalogue_product_page(product integer, merchant text, store text, related integer)
returns table (store_code text, related_ids integer[], path json, id integer, gen integer, template text, status text, sales integer, skus json)
language plpgsql stable set plan_cache_mode = force_generic_plan as $$
declare
  shop text;
begin
  select s.code into shop from stores s
   where s.merchant_code = merchant and (s.code = store or (store is null and s.kind = 'online'))
   order by s.kind = 'physical', s.sort, s.id
   limit 1;
  if shop is null then return; end if;
  return query select shop, l.related_ids, l.path, l.id, l.gen, l.template, l.status, l.sales, l.skus
                 from catalogue_product_live(product, merchant, shop, related) l;
end $$;
